package org.inarow.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Files no reader should trust: named pipes with no writer, devices, links to nothing or in a loop, huge sparse files. */
public final class SpecialFiles {
    private SpecialFiles() {
    }

    /** A named pipe with no writer: opening it for reading blocks until one comes. Needs mkfifo (Linux, macOS). */
    public static Path fifo(Path folder, String name) throws IOException, InterruptedException {
        Path fifo = folder.resolve(name);
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).redirectErrorStream(true).start();
        assertThat(mkfifo.waitFor(10, TimeUnit.SECONDS)).as("mkfifo ends").isTrue();
        assertThat(mkfifo.exitValue()).as("mkfifo " + fifo).isZero();
        assertThat(Files.isRegularFile(fifo)).isFalse();
        return fifo;
    }

    public static Path danglingLink(Path folder, String name) throws IOException {
        return Files.createSymbolicLink(folder.resolve(name), folder.resolve("nothing-here"));
    }

    /** Two links pointing at each other; returns one of them. */
    public static Path loopingLink(Path folder, String name) throws IOException {
        Path a = folder.resolve(name);
        Path b = folder.resolve(name + "-other");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        return a;
    }

    /** A file of {@code bytes} zeros that takes no disk space (sparse). */
    public static Path sparse(Path folder, String name, long bytes) throws IOException {
        Path file = folder.resolve(name);
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.setLength(bytes);
        }
        return file;
    }

    /** A device that never ends. */
    public static final Path ZEROS = Path.of("/dev/zero");
}
