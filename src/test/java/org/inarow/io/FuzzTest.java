package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * Thousands of damaged files in every format (seeded: byte flips, deletions, insertions,
 * duplications, truncations, and truncation at every length for a few). Each must give a valid
 * game or a GameFileException with a one-line message; anything else is a crash. A game held
 * while loading is never touched. The counts are printed for the report, with hangs (an input read
 * for over 30 seconds) and stack traces (a message showing an exception's class or frames).
 * Reproduce: {@code mvn -B test -Dtest=FuzzTest} (prints the "fuzz:" line).
 */
class FuzzTest {
    private static final long SEED = 20261130L;
    private static final int MUTANTS_PER_SEED = 500;
    /** An input read for longer than this counts as a hang (a loaded machine took 4 s for one; a real hang never ends). */
    private static final long HANG_MILLIS = 30_000;
    /** What a message shows when an exception's insides leak into it: a class name or a stack frame. */
    private static final java.util.regex.Pattern JAVA_INSIDES = java.util.regex.Pattern.compile(
            "\\bat [a-z]+\\.[\\w.$]+\\(|\\bjava\\.[a-z]+\\.|[A-Z]\\w*(Exception|Error)\\b");
    private static final String[] HINTS = {null, "game.sgf", "game.psq", "game.txt", "GAME.SGF"};
    private static final byte[][] TOKENS = {
        "(".getBytes(StandardCharsets.UTF_8), ")".getBytes(StandardCharsets.UTF_8), "[".getBytes(StandardCharsets.UTF_8),
        "]".getBytes(StandardCharsets.UTF_8), ";".getBytes(StandardCharsets.UTF_8), "\\".getBytes(StandardCharsets.UTF_8),
        ",".getBytes(StandardCharsets.UTF_8), "\n".getBytes(StandardCharsets.UTF_8), "\r".getBytes(StandardCharsets.UTF_8),
        "B[".getBytes(StandardCharsets.UTF_8), ";W[aa]".getBytes(StandardCharsets.UTF_8), "SZ[".getBytes(StandardCharsets.UTF_8),
        "99".getBytes(StandardCharsets.UTF_8), "-1".getBytes(StandardCharsets.UTF_8), "h8".getBytes(StandardCharsets.UTF_8),
        "Piskvorky ".getBytes(StandardCharsets.UTF_8), new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
        new byte[] {(byte) 0xFF, (byte) 0xFE}, new byte[] {0}, new byte[] {(byte) 0xC3}, "é".getBytes(StandardCharsets.UTF_8),
        "RU[renju]".getBytes(StandardCharsets.UTF_8), "RE[W+]".getBytes(StandardCharsets.UTF_8), "#".getBytes(StandardCharsets.UTF_8)};

    private final Stats stats = new Stats();

    @Test
    void damagedFilesGiveAGameOrAClearErrorAndNeverTouchTheHeldGame() throws IOException {
        Random random = new Random(SEED);
        Game held = Game.fromMoves(Rules.gomokuFreestyle(15), Notation.parseMoves("h8 i9 j10", Rules.gomokuFreestyle(15)));
        List<Point> heldMoves = held.moves();
        List<byte[]> seeds = seeds(random);

        for (byte[] seed : seeds) {
            for (int i = 0; i < MUTANTS_PER_SEED; i++) {
                try_(mutate(seed, random), random);
            }
        }
        for (byte[] seed : List.of(seeds.get(1), seeds.get(2), seeds.get(4), seeds.get(6), seeds.get(seeds.size() - 1),
                realFile("club-game-crlf.sgf"), realFile("gomocup-freestyle15.psq"))) {
            for (int length = 0; length <= seed.length; length++) {
                try_(Arrays.copyOf(seed, length), random);
            }
        }
        for (byte[] huge : hugeInputs()) {
            try_(huge, random);
        }

        System.out.printf("fuzz: %d inputs tried, %d valid games, %d errors reported, %d crashes, %d hangs, %d stack traces"
                        + " (slowest input %d ms; seed %d)%n", stats.tried, stats.valid, stats.errors, stats.crashes.size(),
                stats.hangs.size(), stats.stackTraces.size(), stats.slowestNanos / 1_000_000, SEED);
        assertThat(stats.crashes).as("inputs that threw something other than GameFileException").isEmpty();
        assertThat(stats.hangs).as("inputs read for over " + HANG_MILLIS + " ms").isEmpty();
        assertThat(stats.stackTraces).as("messages that show Java's insides").isEmpty();
        assertThat(stats.tried).isGreaterThan(10_000);
        assertThat(stats.valid).as("some damage leaves a valid game").isPositive();
        assertThat(stats.errors).as("most damage is reported").isGreaterThan(stats.tried / 4);
        assertThat(held.moves()).as("the game held while loading").isEqualTo(heldMoves);
        assertThat(held.moveCount()).isEqualTo(3);
    }

    private void try_(byte[] input, Random random) {
        String hint = HINTS[random.nextInt(HINTS.length)];
        Rules defaults = RandomGames.VARIANTS.get(random.nextInt(RandomGames.VARIANTS.size()));
        stats.tried++;
        long start = System.nanoTime();
        try {
            GameRecord record = GameRecords.parse(input, Optional.ofNullable(hint), defaults);
            // a valid result is a real game: it replays, and survives being written and read again
            Game replayed = record.toGame();
            GameRecord again = GameRecords.parse(GameRecords.write(record, GameFormat.SGF), Optional.empty(), defaults);
            if (!again.moves().equals(replayed.moves()) || !again.rules().equals(record.rules())) {
                stats.crash(input, new AssertionError("rewritten record differs: " + record + " vs " + again));
            }
            stats.valid++;
        } catch (GameFileException e) {
            String message = e.getMessage();
            if (message == null || message.isBlank() || message.contains("\n") || message.contains("\r") || message.length() > 300) {
                stats.crash(input, new AssertionError("unclear message: " + message));
            }
            if (message != null && JAVA_INSIDES.matcher(message).find()) {
                stats.stackTraces.add(message);
            }
            stats.errors++;
            if (System.getProperty("fuzz.show") != null && random.nextInt(40) == 0) {
                System.out.println("  " + message);
            }
        } catch (Throwable t) { // anything else, even an Error such as StackOverflowError, is a crash
            stats.crash(input, t);
        }
        long nanos = System.nanoTime() - start; // in process a hang would stop the test: this counts near-hangs
        stats.slowestNanos = Math.max(stats.slowestNanos, nanos);
        if (nanos > HANG_MILLIS * 1_000_000L) {
            stats.hangs.add(new String(input, 0, Math.min(input.length, 80), StandardCharsets.ISO_8859_1));
        }
    }

    /** Valid files of every format and variant (finished, cut-off and empty games) plus the real ones. */
    private static List<byte[]> seeds(Random random) throws IOException {
        List<byte[]> seeds = new ArrayList<>();
        int index = 0;
        for (Rules rules : RandomGames.VARIANTS) {
            for (GameFormat format : GameFormat.values()) {
                GameRecord record = GameRecord.of(RandomGames.game(rules, random, index++))
                        .withInfo(new GameInfo("Black ] Player", "White\\Player", RecordedResult.UNKNOWN, "Fuzz", "2026"));
                seeds.add(GameRecords.write(record, format).getBytes(StandardCharsets.UTF_8));
            }
        }
        for (String name : List.of("club-game-crlf.sgf", "gomocup-freestyle15.psq", "piskvork-gui-20x20.psq",
                "gomocup-standard.psq", "web-board-setup-bom.sgf", "tictactoe-cr.sgf")) {
            seeds.add(realFile(name));
        }
        // setup stones beside variations, in the root and inside a variation (issue 40)
        seeds.add("(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih];W[ii](;B[jj])(;B[kk];W[gg])\n(;AB[ll][mm]AW[nn];W[oo]))"
                .getBytes(StandardCharsets.UTF_8));
        return seeds;
    }

    /** Inputs near the size limit that would overflow a recursive parser or a backtracking pattern. */
    private static List<byte[]> hugeInputs() {
        int n = GameRecords.MAX_BYTES / 4;
        return List.of(
                ("(;SZ[15]" + "(;C[x]".repeat(n / 6) + ")".repeat(n / 6) + ")").getBytes(StandardCharsets.UTF_8),
                "(".repeat(GameRecords.MAX_BYTES).getBytes(StandardCharsets.UTF_8),
                "a1".repeat(n).getBytes(StandardCharsets.UTF_8),
                "7,7 ".repeat(n).getBytes(StandardCharsets.UTF_8),
                ("(;C[" + "\\]".repeat(n) + "])").getBytes(StandardCharsets.UTF_8),
                ("Piskvorky 15x15, 0:0, 0\n" + "x\n".repeat(n)).getBytes(StandardCharsets.UTF_8),
                new byte[GameRecords.MAX_BYTES + 1]);
    }

    private static byte[] mutate(byte[] seed, Random random) {
        byte[] bytes = seed;
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            bytes = edit(bytes, random);
        }
        return bytes;
    }

    private static byte[] edit(byte[] b, Random random) {
        int at = b.length == 0 ? 0 : random.nextInt(b.length);
        switch (random.nextInt(7)) {
            case 0 -> { // flip bits
                if (b.length == 0) {
                    return b;
                }
                byte[] c = b.clone();
                c[at] ^= (byte) (1 << random.nextInt(8));
                return c;
            }
            case 1 -> { // delete a short run
                int length = Math.min(b.length - at, 1 + random.nextInt(8));
                return concat(Arrays.copyOfRange(b, 0, at), Arrays.copyOfRange(b, at + length, b.length));
            }
            case 2 -> { // insert a token that means something to one of the parsers
                return concat(Arrays.copyOfRange(b, 0, at), TOKENS[random.nextInt(TOKENS.length)], Arrays.copyOfRange(b, at, b.length));
            }
            case 3 -> { // insert random bytes
                byte[] noise = new byte[1 + random.nextInt(4)];
                random.nextBytes(noise);
                return concat(Arrays.copyOfRange(b, 0, at), noise, Arrays.copyOfRange(b, at, b.length));
            }
            case 4 -> { // duplicate a run somewhere else (repeated moves, nodes, lines)
                int length = Math.min(b.length - at, 1 + random.nextInt(12));
                int to = b.length == 0 ? 0 : random.nextInt(b.length);
                return concat(Arrays.copyOfRange(b, 0, to), Arrays.copyOfRange(b, at, at + length), Arrays.copyOfRange(b, to, b.length));
            }
            case 5 -> { // change a digit or letter into a neighbour: a different, often legal, move
                byte[] c = b.clone();
                for (int i = 0; i < c.length; i++) {
                    int j = (at + i) % c.length;
                    if (Character.isLetterOrDigit(c[j])) {
                        c[j] = (byte) (c[j] + (random.nextBoolean() ? 1 : -1));
                        break;
                    }
                }
                return c;
            }
            default -> { // truncate
                return Arrays.copyOf(b, at);
            }
        }
    }

    private static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] p : parts) {
            length += p.length;
        }
        byte[] out = new byte[length];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    private static byte[] realFile(String name) {
        try {
            return Files.readAllBytes(RealFilesTest.file(name));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final class Stats {
        int tried;
        int valid;
        int errors;
        final List<String> crashes = new ArrayList<>();
        final List<String> hangs = new ArrayList<>();
        final List<String> stackTraces = new ArrayList<>();
        long slowestNanos;

        void crash(byte[] input, Throwable t) {
            if (crashes.size() < 5) {
                StringWriter trace = new StringWriter();
                t.printStackTrace(new PrintWriter(trace));
                String shown = new String(input, 0, Math.min(input.length, 300), StandardCharsets.ISO_8859_1);
                crashes.add("input " + shown + "\n" + trace);
            } else {
                crashes.add(t.toString());
            }
        }
    }
}
