package org.inarow.io;

import java.io.IOException;
import java.nio.file.Path;

/** Run in a child JVM by {@link AtomicFilesTest}: rewrites one file forever until it is killed. */
public final class AtomicWriterMain {
    private AtomicWriterMain() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        for (int version = 1; ; version++) {
            AtomicFiles.write(file, Versions.content(version));
        }
    }
}
