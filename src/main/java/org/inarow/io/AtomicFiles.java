package org.inarow.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Whole-file writes that cannot be torn: the text goes to a temporary file in the same folder, is
 * forced to the disk, and is then renamed over the target in one step. A process killed at any
 * moment leaves either the old file or the new one; at worst a stray {@code .tmp} file.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Writes {@code text} as UTF-8 to {@code file}, creating its folder if needed. */
    public static void write(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    public static void write(Path file, byte[] bytes) throws IOException {
        Path target = file.toAbsolutePath();
        Path folder = target.getParent();
        Files.createDirectories(folder);
        Path temp = Files.createTempFile(folder, "." + target.getFileName(), ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            move(temp, target);
        } finally {
            Files.deleteIfExists(temp); // only still there when something failed
        }
        syncFolder(folder);
    }

    private static void move(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException e) {
            // a file system without atomic rename, or one whose rename will not replace: second best
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Makes the rename itself durable where the platform allows it (Linux, macOS); elsewhere a no-op. */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a folder as a channel; its rename is durable enough for an autosave
        }
    }
}
