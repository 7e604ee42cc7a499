package org.inarow.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the files a user names, defensively: only regular files (a named pipe with no writer
 * would block forever, a device such as {@code /dev/zero} never ends), checked before they are
 * opened, and never more than a limit of bytes, lines and characters a line. Every refusal is a
 * {@link BadFileException} whose message says what is wrong without the file's name, so each
 * caller can name the file its own way.
 */
public final class InputFiles {

    /**
     * Limits for a text file of lines.
     *
     * @param kind         what the files are, for messages ("batch files")
     * @param maxBytes     the largest file read
     * @param maxLineChars the longest line
     * @param maxLines     the most lines
     */
    public record TextLimits(String kind, long maxBytes, int maxLineChars, int maxLines) {
    }

    /** A file refused: not a regular file, missing, unreadable, too large, or not text. */
    public static final class BadFileException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        public BadFileException(String message) {
            super(message);
        }
    }

    // file types from the unix st_mode, where the platform tells them
    private static final int TYPE_MASK = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int BLOCK_DEVICE = 0060000;
    private static final int SOCKET = 0140000;

    private InputFiles() {
    }

    /**
     * Checks that {@code file} (after its links) is a regular file, without opening it, and
     * returns its size. A folder, a named pipe, a device, a socket, a dangling or looping link and
     * a missing file are each refused with a message saying which.
     */
    public static long requireRegularFile(Path file) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new BadFileException(Files.isSymbolicLink(file)
                    ? "is a dangling symbolic link (what it points to does not exist)" : "no such file");
        } catch (AccessDeniedException e) {
            throw new BadFileException("permission denied");
        } catch (FileSystemException e) {
            if (Files.isSymbolicLink(file)) {
                throw new BadFileException("is a symbolic link that loops (or leads through too many links)");
            }
            throw e;
        }
        if (attributes.isRegularFile()) {
            return attributes.size();
        }
        if (attributes.isDirectory()) {
            throw new BadFileException("is a folder, not a regular file");
        }
        throw new BadFileException(kindOf(file) + ", not a regular file");
    }

    /** The bytes of a regular file, refused unread when it is larger than {@code maxBytes}. */
    public static byte[] readBytes(Path file, long maxBytes, String kind) throws IOException {
        long size = requireRegularFile(file);
        if (size > maxBytes) {
            throw tooLarge(size, maxBytes, kind);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1)); // it may have grown since
        } catch (AccessDeniedException e) {
            throw new BadFileException("permission denied");
        }
        if (bytes.length > maxBytes) {
            throw tooLarge(bytes.length, maxBytes, kind);
        }
        return bytes;
    }

    /**
     * The lines of a UTF-8 text file (a byte-order mark is skipped; {@code \n}, {@code \r\n} and
     * {@code \r} end lines), within {@code limits}; a line too long or one line too many is refused
     * naming the line.
     */
    public static List<String> readLines(Path file, TextLimits limits) throws IOException {
        byte[] bytes = readBytes(file, limits.maxBytes(), limits.kind());
        String text = utf8(bytes);
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = start;
            while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            if (lines.size() == limits.maxLines()) {
                throw new BadFileException("has over " + limits.maxLines() + " lines; " + limits.kind() + " may have "
                        + limits.maxLines());
            }
            if (end - start > limits.maxLineChars()) {
                throw new BadFileException("line " + (lines.size() + 1) + " is over " + limits.maxLineChars() + " characters long; "
                        + limits.kind() + " may have " + limits.maxLineChars() + " a line");
            }
            lines.add(text.substring(start, end));
            if (end < text.length() && text.charAt(end) == '\r' && end + 1 < text.length() && text.charAt(end + 1) == '\n') {
                end++;
            }
            start = end + 1;
        }
        return lines;
    }

    private static String utf8(byte[] bytes) {
        int skip = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, skip, bytes.length - skip)).toString();
        } catch (CharacterCodingException e) {
            throw new BadFileException("is not UTF-8 text");
        }
        if (text.indexOf('\0') >= 0) {
            throw new BadFileException("is not a text file (it contains NUL bytes)");
        }
        return text;
    }

    private static BadFileException tooLarge(long size, long maxBytes, String kind) {
        return new BadFileException("is " + size + " bytes long; " + kind + " over " + sizeText(maxBytes) + " are refused");
    }

    /** {@code 16 MiB}, or the bytes when not a whole number of MiB. */
    static String sizeText(long bytes) {
        return bytes % (1 << 20) == 0 ? bytes / (1 << 20) + " MiB" : bytes + " bytes";
    }

    /** What a file that is neither regular nor a folder is, as far as the platform says. */
    private static String kindOf(Path file) {
        try {
            int mode = (Integer) Files.getAttribute(file, "unix:mode", new LinkOption[0]);
            return switch (mode & TYPE_MASK) {
                case FIFO -> "is a named pipe (FIFO)";
                case CHARACTER_DEVICE, BLOCK_DEVICE -> "is a device";
                case SOCKET -> "is a socket";
                default -> "is a special file";
            };
        } catch (IOException | RuntimeException e) {
            return "is a special file"; // no unix view (Windows): the kind is not known
        }
    }
}
