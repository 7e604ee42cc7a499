package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.inarow.testing.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files that are not what they seem: each is refused in one line, at once, and never opened if it is not a regular file. */
class InputFilesTest {
    private static final InputFiles.TextLimits LIMITS = new InputFiles.TextLimits("test files", 1000, 20, 5);
    private static final Duration AT_ONCE = Duration.ofSeconds(10);

    @TempDir
    Path folder;

    @Test
    void aNamedPipeWithNoWriterIsRefusedWithoutBlocking() throws Exception {
        Path fifo = SpecialFiles.fifo(folder, "pipe.sgf");

        refused(() -> InputFiles.readLines(fifo, LIMITS), "is a named pipe (FIFO), not a regular file");
        refused(() -> GameRecords.read(fifo), "pipe.sgf: is a named pipe (FIFO), not a regular file");
    }

    @Test
    void aDeviceAFolderAndLinksToNothingOrInALoopAreRefused() throws Exception {
        refused(() -> InputFiles.readLines(SpecialFiles.ZEROS, LIMITS), "is a device, not a regular file");
        refused(() -> InputFiles.readLines(folder, LIMITS), "is a folder, not a regular file");
        refused(() -> InputFiles.readLines(SpecialFiles.danglingLink(folder, "gone"), LIMITS),
                "is a dangling symbolic link (what it points to does not exist)");
        refused(() -> InputFiles.readLines(SpecialFiles.loopingLink(folder, "loop"), LIMITS),
                "is a symbolic link that loops (or leads through too many links)");
        refused(() -> InputFiles.readLines(folder.resolve("missing"), LIMITS), "no such file");
        refused(() -> GameRecords.read(SpecialFiles.ZEROS), "zero: is a device, not a regular file");
    }

    @Test
    void aLinkToARegularFileIsRead() throws IOException {
        Path real = Files.writeString(folder.resolve("real.txt"), "h8 h9\n");
        Path link = Files.createSymbolicLink(folder.resolve("link.txt"), real);

        assertThat(InputFiles.readLines(link, LIMITS)).containsExactly("h8 h9");
        assertThat(GameRecords.read(link).moves()).hasSize(2);
    }

    @Test
    void aHugeFileIsRefusedUnreadAndLongOrManyLinesNameTheLimit() throws IOException {
        Path huge = SpecialFiles.sparse(folder, "huge.txt", 3L << 30);
        Path longLine = Files.writeString(folder.resolve("long.txt"), "ok\n" + "x".repeat(21) + "\n");
        Path manyLines = Files.writeString(folder.resolve("many.txt"), "a\nb\nc\nd\ne\nf\n");

        refused(() -> InputFiles.readLines(huge, LIMITS), "is 3221225472 bytes long; test files over 1000 bytes are refused");
        refused(() -> GameRecords.read(huge), "huge.txt: is 3221225472 bytes long; game files over 1 MiB are refused");
        refused(() -> InputFiles.readLines(longLine, LIMITS), "line 2 is over 20 characters long; test files may have 20 a line");
        refused(() -> InputFiles.readLines(manyLines, LIMITS), "has over 5 lines; test files may have 5");
    }

    @Test
    void linesEndAnyWayAByteOrderMarkIsSkippedAndBinaryIsRefused() throws IOException {
        Path bom = Files.write(folder.resolve("bom.txt"), ("\uFEFFh8 h9\r\n-\ri8\n").getBytes(StandardCharsets.UTF_8));
        Path binary = Files.write(folder.resolve("bin.txt"), new byte[] {'h', '8', 0, 1});
        Path latin1 = Files.write(folder.resolve("latin.txt"), new byte[] {'h', '8', (byte) 0xE9});

        assertThat(InputFiles.readLines(bom, LIMITS)).containsExactly("h8 h9", "-", "i8");
        refused(() -> InputFiles.readLines(binary, LIMITS), "is not a text file (it contains NUL bytes)");
        refused(() -> InputFiles.readLines(latin1, LIMITS), "is not UTF-8 text");
    }

    @Test
    void aFileNameWithALineBreakStaysOnOneLineInTheMessage() throws IOException {
        Path odd = Files.writeString(folder.resolve("two\nlines\u001b[31m.sgf"), "(;SZ[15];B[hh];W[hh])");

        refused(() -> GameRecords.read(odd), "two\\nlines\\e[31m.sgf: line 1, move 2: h8 (W[hh]) is occupied");
    }

    private static void refused(ThrowingCallable read, String message) {
        assertTimeoutPreemptively(AT_ONCE, () -> assertThatThrownBy(read)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message));
    }
}
