package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.testing.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file a command reads, given something hostile: a named pipe with no writer, a device that
 * never ends, a folder, links to nothing or in a loop, a huge file, a line that never ends, a name
 * or a move with control characters. Each is one line on standard error and status 2, at once.
 */
class HostileInputTest {
    private static final Duration AT_ONCE = Duration.ofSeconds(20);
    private final Engines engines = new Engines((spec, rules, seed) -> new FakeStrategy(1, List.of()),
            rules -> (position, limits, cancellation) -> new Prediction(Outcome.DRAW, Proof.EXACT, null, List.of(), 0, 0,
                    List.of(), Map.of()));

    @TempDir
    Path dir;

    @Test
    void aNamedPipeWithNoWriterIsRefusedByEveryReader() throws Exception {
        Path fifo = SpecialFiles.fifo(dir, "pipe");

        refused("--batch " + fifo + ": is a named pipe (FIFO), not a regular file", "analyze", "--batch", fifo.toString());
        refused("--openings " + fifo + ": is a named pipe (FIFO), not a regular file", "arena", "--a", "x", "--b", "y", "--openings", fifo.toString());
        refused("pipe: is a named pipe (FIFO), not a regular file", "analyze", "--file", fifo.toString());
    }

    @Test
    void aDeviceThatNeverEndsIsRefusedByEveryReader() {
        String zeros = SpecialFiles.ZEROS.toString();

        refused("--batch /dev/zero: is a device, not a regular file", "analyze", "--game", "gomoku", "--batch", zeros);
        refused("--openings /dev/zero: is a device, not a regular file", "arena", "--a", "x", "--b", "y", "--openings", zeros);
        refused("zero: is a device, not a regular file", "analyze", "--file", zeros);
        refusedAs("inarow calibrate fit", "--positions /dev/zero: is a device, not a regular file", "calibrate", "fit", "--positions", zeros);
        refusedAs("inarow calibrate games", "--openings /dev/zero: is a device, not a regular file", "calibrate", "games", "--openings", zeros);
    }

    @Test
    void foldersAndLinksToNothingOrInALoopAreNamedPrecisely() throws IOException {
        Path dangling = SpecialFiles.danglingLink(dir, "dangling");
        Path loop = SpecialFiles.loopingLink(dir, "loop");

        refused("--batch " + dir + ": is a folder, not a regular file", "analyze", "--batch", dir.toString());
        refused(dir.getFileName() + ": is a folder, not a regular file", "analyze", "--file", dir.toString());
        refused("--batch " + dangling + ": is a dangling symbolic link (what it points to does not exist)",
                "analyze", "--batch", dangling.toString());
        refused("--openings " + loop + ": is a symbolic link that loops (or leads through too many links)",
                "arena", "--a", "x", "--b", "y", "--openings", loop.toString());
        refused("loop: is a symbolic link that loops (or leads through too many links)", "analyze", "--file", loop.toString());
    }

    @Test
    void hugeFilesAndEndlessLinesAreRefusedNamingTheLimit() throws IOException {
        Path huge = SpecialFiles.sparse(dir, "huge.txt", 5L << 30);
        Path endless = Files.writeString(dir.resolve("endless.txt"), "h8\n" + "h8 ".repeat(1_000_000));
        Path many = Files.writeString(dir.resolve("many.txt"), "-\n".repeat(100_001));

        refused("--batch " + huge + ": is 5368709120 bytes long; batch files over 16 MiB are refused", "analyze", "--batch", huge.toString());
        refused("--openings " + huge + ": is 5368709120 bytes long; openings files over 1 MiB are refused",
                "arena", "--a", "x", "--b", "y", "--openings", huge.toString());
        refused("huge.txt: is 5368709120 bytes long; game files over 1 MiB are refused", "analyze", "--file", huge.toString());
        refused("--batch " + endless + ": line 2 is over 8192 characters long; batch files may have 8192 a line",
                "analyze", "--batch", endless.toString());
        refused("--openings " + many + ": has over 100000 lines; openings files may have 100000",
                "arena", "--a", "x", "--b", "y", "--openings", many.toString());
    }

    @Test
    void aBatchFileMayStartWithAByteOrderMarkLikeAGameFile() throws IOException {
        Path batch = Files.write(dir.resolve("bom.txt"), "\uFEFFh8 h9\r\n-\r\n".getBytes(StandardCharsets.UTF_8));

        CliRun.Result r = CliRun.run(engines, "analyze", "--batch", batch.toString(), "--movetime", "5");

        assertThat(r.errLines()).isEmpty();
        assertThat(r.status()).isZero();
        assertThat(r.outLines()).extracting(line -> line.split("\t")[0]).containsExactly("h8 h9", "-");
    }

    @Test
    void controlCharactersInMovesAndNamesAreEscapedSoAnErrorIsOneLine() throws IOException {
        Path named = Files.writeString(dir.resolve("bad\nname\u001b[2J.txt"), "h8 h8\n");

        refused("move 1: \"\\e[31mred\\e[0m\": not a point (expected a column letter and a row number, like h8)",
                "analyze", "--moves", "\u001b[31mred\u001b[0m");
        refused("move 2: \"i\\u0007\": not a point (expected a column letter and a row number, like h8)",
                "bestmove", "--moves", "h8 i\u0007");
        refused("bad\\nname\\e[2J.txt: move 2: h8 is occupied", "analyze", "--file", named.toString());
        refused(UserTextEscaped.of(named.toString()) + " line 1: move 2: h8 is occupied", "analyze", "--batch", named.toString());
        refused("--batch " + UserTextEscaped.of(dir.resolve("no\rsuch").toString()) + ": no such file",
                "analyze", "--batch", dir.resolve("no\rsuch").toString());
        refused("unknown player 'x\\u0007\\n' (expected easy, medium, hard, level=1 to 10, a level's name or one of random, greedy, winpattern, minimax, alphabeta, engine)",
                Engines.REAL, "bestmove", "--level", "x\u0007\n");
    }

    @Test
    void anOverlongMoveIsShownShortened() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--moves", "h" + "9".repeat(100_000));

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).singleElement().asString().hasSizeLessThan(200).contains("...\"");
    }

    private void refused(String message, String... args) {
        refused(message, engines, args);
    }

    private static void refused(String message, Engines engines, String... args) {
        refusedAs("inarow " + args[0], message, engines, args);
    }

    private void refusedAs(String command, String message, String... args) {
        refusedAs(command, message, engines, args);
    }

    private static void refusedAs(String command, String message, Engines engines, String... args) {
        CliRun.Result r = assertTimeoutPreemptively(AT_ONCE, () -> CliRun.run(engines, args), "a hang");

        assertThat(r.status()).as(String.join(" ", args)).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).as(String.join(" ", args)).containsExactly(command + ": " + message);
        assertThat(r.out()).isEmpty();
    }

    /** The test's own spelling of the escapes, to keep expected messages readable. */
    private static final class UserTextEscaped {
        static String of(String text) {
            return text.replace("\n", "\\n").replace("\r", "\\r").replace("\u001b", "\\e");
        }
    }
}
