package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.inarow.ai.Strategies;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.testing.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Odd arguments to every command, malformed move strings and damaged or special files, run
 * in-process through {@link Main} (seeded, about 15 s; the real engines with move times of a few
 * milliseconds, pbrain with random input). Counted as failures: an exception out of the command
 * line, a run not done in time (a hang), a stack trace or more than one line on standard error,
 * a status other than 0 (success) or 2 (bad input), and a best move on an occupied point.
 * Reproduce: {@code mvn -B test -Dtest=CommandLineFuzzTest} (prints the "command-line fuzz:" line).
 */
class CommandLineFuzzTest {
    private static final long SEED = 20261202L;
    private static final long BUDGET_NANOS = 15_000_000_000L;
    private static final int MAX_INPUTS = 3000;
    private static final long WAIT_SECONDS = 20;
    private static final String[] COMMANDS = {"analyze", "bestmove", "arena", "bench", "pbrain", "solve", "ANALYZE", "--version",
        "-h", "analyse"};
    private static final String[] OPTIONS = {"--game", "--rule", "--size", "--moves", "--file", "--batch", "--movetime", "--level",
        "--depth", "--seed", "--a", "--b", "--games", "--openings", "--verbose", "--engine", "--help", "--version", "-", "--",
        "--moves=", "--size=19", "--colour", "-x"};
    private static final String[] ODD = {"", " ", "-1", "0", "1", "2147483648", "-9223372036854775808", "99999999999999999999",
        "1e3", "0x10", "tictactoe", "gomoku", "connect4", "standard", "freestyle", "renju", "15", "19", "20", "3", "hard",
        "easy", "medium", "random", "minimax", "engine:depth=1", "alphabeta:depth=99", "engine:hash=999999", "winpattern:x=1",
        "engine:", ":", "=", "\u001b[31mred\u001b[0m", "a\nb", "\u0007", "\u0000", "\u202e", "五子棋", "é", "h8", "-h8"};
    private static final String[] FILE_TEXT = {"h8 h9 i8\n", "-\n", "(;GM[4]SZ[15];B[hh];W[hi])", "Piskvorky 15x15\n7,7\n8,8\n",
        "7,7 8,8\n", "\uFEFFh8 h9\r\n", "#\n", "", "h8 h8\n", "a1 b1 a2 b2 a3 b3 a4 b4 a5 b5\n", "\u0000\u0001", "z99\n"};

    @TempDir
    Path dir;

    private final Random random = new Random(SEED);
    private final Engines fast = new Engines(
            (spec, rules, seed) -> Strategies.parse(spec.equals("hard") || spec.startsWith("engine") ? "engine:hash=1" : spec, rules, seed),
            rules -> org.inarow.ai.Predictors.forRules(rules));
    private final List<Path> files = new ArrayList<>();
    private int tried;
    private int succeeded;
    private int refused;
    private final List<String> crashes = new ArrayList<>();
    private final List<String> hangs = new ArrayList<>();
    private final List<String> stackTraces = new ArrayList<>();
    private final List<String> notOneLine = new ArrayList<>();
    private final List<String> illegalMoves = new ArrayList<>();

    @Test
    void oddArgumentsMalformedMovesAndDamagedFilesNeverCrashOrHang() throws Exception {
        makeFiles();
        ExecutorService runner = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "fuzzed-command");
            t.setDaemon(true); // a hung run must not keep the test JVM alive
            return t;
        });
        try {
            long start = System.nanoTime();
            while (tried < MAX_INPUTS && System.nanoTime() - start < BUDGET_NANOS) {
                String[] args = arguments();
                byte[] stdin = args.length > 0 && args[0].equals("pbrain") ? protocolInput() : new byte[0];
                tried++;
                runOne(runner, args, stdin);
            }
        } finally {
            runner.shutdownNow();
        }

        System.out.printf("command-line fuzz: %d inputs tried (%d succeeded, %d refused with one line), %d crashes, %d hangs,"
                        + " %d stack traces, %d errors not one line, %d illegal moves (seed %d)%n", tried, succeeded, refused,
                crashes.size(), hangs.size(), stackTraces.size(), notOneLine.size(), illegalMoves.size(), SEED);
        assertThat(crashes).as("exceptions or unexpected statuses").isEmpty();
        assertThat(hangs).as("runs not done in " + WAIT_SECONDS + " s").isEmpty();
        assertThat(stackTraces).as("stack traces on standard error").isEmpty();
        assertThat(notOneLine).as("errors that are not exactly one line").isEmpty();
        assertThat(illegalMoves).as("best moves on an occupied point").isEmpty();
        assertThat(tried).isGreaterThan(100);
        assertThat(succeeded).as("some runs are valid").isPositive();
        assertThat(refused).as("most are refused").isGreaterThan(tried / 3);
    }

    private void runOne(ExecutorService runner, String[] args, byte[] stdin) throws Exception {
        String shown = Arrays.toString(args);
        Future<CliRun.Result> run = runner.submit(() -> CliRun.run(fast, new ByteArrayInputStream(stdin), args));
        CliRun.Result r;
        try {
            r = run.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            hangs.add(shown);
            run.cancel(true);
            return;
        } catch (java.util.concurrent.ExecutionException e) {
            crashes.add(shown + " threw " + e.getCause());
            return;
        }
        if (r.err().contains("\tat ") || r.err().contains("Exception in thread") || r.out().contains("\tat org.")) {
            stackTraces.add(shown + ": " + r.err().lines().findFirst().orElse(""));
        }
        if (r.status() == ExitCodes.OK) {
            succeeded++;
            if (!r.err().isEmpty()) {
                notOneLine.add(shown + " succeeded with: " + r.err());
            }
            checkBestMove(args, r);
        } else if (r.status() == ExitCodes.BAD_INPUT) {
            refused++;
            if (r.errLines().size() != 1 || r.err().chars().filter(c -> c == '\r' || c == '\u001b').count() > 0) {
                notOneLine.add(shown + ": " + r.err());
            }
        } else {
            crashes.add(shown + " status " + r.status() + ": " + r.err());
        }
    }

    /** A successful bestmove names an empty point of its position. */
    private void checkBestMove(String[] args, CliRun.Result r) {
        if (!args[0].equals("bestmove") || r.outLines().isEmpty()) {
            return;
        }
        String last = r.outLines().get(r.outLines().size() - 1);
        List<String> list = Arrays.asList(args);
        int at = list.lastIndexOf("--moves");
        String moves = at >= 0 && at + 1 < args.length ? args[at + 1] : "";
        try {
            Rules rules = rulesOf(list);
            Position position = Position.parse(rules, moves);
            Point best = Notation.parsePoint(last.substring("bestmove ".length()), rules);
            if (!position.isEmpty(best)) {
                illegalMoves.add(Arrays.toString(args) + " -> " + last);
            }
        } catch (RuntimeException e) {
            // options read differently here (repeated, --opt=value): nothing to judge
        }
    }

    private static Rules rulesOf(List<String> args) {
        int game = args.lastIndexOf("--game");
        if (game >= 0 && args.get(game + 1).equalsIgnoreCase("tictactoe")) {
            return Rules.ticTacToe();
        }
        int size = args.lastIndexOf("--size");
        int rule = args.lastIndexOf("--rule");
        int n = size >= 0 ? Integer.parseInt(args.get(size + 1)) : 15;
        boolean standard = rule >= 0 && args.get(rule + 1).equalsIgnoreCase("standard");
        return standard ? Rules.gomokuStandard(n) : Rules.gomokuFreestyle(n);
    }

    // ---- inputs

    private String[] arguments() {
        List<String> args = new ArrayList<>();
        // pbrain less often: each run warms its brain up first (a few hundred milliseconds)
        String command = random.nextInt(10) < 8 ? pick(new String[] {"analyze", "analyze", "bestmove", "bestmove", "arena", "bench",
            "pbrain"}) : pick(COMMANDS);
        args.add(command);
        int options = random.nextInt(6);
        for (int i = 0; i < options; i++) {
            String option = pick(OPTIONS);
            args.add(option);
            if (random.nextInt(10) < 8) {
                args.add(value(option));
            }
        }
        // keep valid runs short: small move times and few games, unless the fuzz chose otherwise above
        if (command.equals("analyze") || command.equals("bestmove") || command.equals("arena")) {
            args.add("--movetime");
            args.add(pick(new String[] {"1", "5", "20", "0", "-5", "x"}));
        }
        if (command.equals("arena") && !args.contains("--games")) {
            args.add("--games");
            args.add(pick(new String[] {"1", "2", "0"}));
        }
        if (command.equals("bench")) {
            args.removeIf(a -> a.equals("--model")); // two seconds a board size: a benchmark, not a hang
            // the hard engine's threat searches at a fixed depth take many seconds: a benchmark, not a hang
            for (int i = 1; i < args.size(); i++) {
                String value = args.get(i).toLowerCase(java.util.Locale.ROOT).strip();
                if (args.get(i - 1).equals("--engine") && (value.startsWith("engine") || value.equals("hard"))) {
                    args.set(i, "alphabeta:depth=1");
                }
            }
            if (!args.contains("--engine")) {
                args.add("--engine");
                args.add(pick(new String[] {"winpattern", "random", "alphabeta:depth=1", "nonsense"}));
            }
            if (!args.contains("--depth")) {
                args.add("--depth");
                args.add(pick(new String[] {"1", "2", "0", "17", "x"}));
            }
        }
        if (command.equals("pbrain") && !args.contains("--level")) {
            args.add("--level");
            args.add(pick(new String[] {"random", "winpattern", "easy", "nonsense"}));
        }
        return args.toArray(String[]::new);
    }

    private String value(String option) {
        return switch (option) {
            case "--moves" -> moves();
            case "--file", "--batch", "--openings" -> files.get(random.nextInt(files.size())).toString();
            case "--games" -> pick(new String[] {"1", "2", "0", "-3", "x", "99999999999"});
            case "--depth" -> pick(new String[] {"1", "2", "0", "-1", "17", "x"});
            case "--movetime" -> pick(new String[] {"1", "3", "0", "-1", "86400001", "x"});
            case "--level", "--a", "--b", "--engine" -> pick(new String[] {"random", "greedy", "winpattern", "easy", "medium",
                "minimax:depth=1", "alphabeta:depth=1", "engine:depth=1", "nonsense", "engine:depth=0", "alphabeta:radius=9",
                "engine:x", "", "\u001b"});
            default -> pick(ODD);
        };
    }

    /** A valid move list, then maybe damaged: tokens replaced, doubled, glued, or control characters put in. */
    private String moves() {
        Rules rules = random.nextBoolean() ? Rules.gomokuFreestyle(15) : Rules.ticTacToe();
        List<String> tokens = new ArrayList<>(RandomMoves.legal(rules, random.nextInt(rules.cellCount() / 3 + 1), random));
        int damage = random.nextInt(4);
        for (int i = 0; i < damage && !tokens.isEmpty(); i++) {
            int at = random.nextInt(tokens.size());
            switch (random.nextInt(5)) {
                case 0 -> tokens.set(at, pick(ODD));
                case 1 -> tokens.add(at, tokens.get(at));
                case 2 -> tokens.set(at, tokens.get(at) + pick(new String[] {"0", "x", "\u0007", ",", "h8"}));
                case 3 -> tokens.set(at, tokens.get(at).toUpperCase());
                default -> tokens.remove(at);
            }
        }
        return String.join(pick(new String[] {" ", ",", ";", "  ", "", "\t", "\n"}), tokens);
    }

    private byte[] protocolInput() {
        StringBuilder in = new StringBuilder("INFO timeout_turn 20\n");
        String[] lines = {"START 15", "START 19", "START 5", "BEGIN", "TURN 7,7", "TURN 8,9", "TURN 99,1", "BOARD", "7,7,1",
            "DONE", "RESTART", "TAKEBACK 7,7", "ABOUT", "INFO rule 1", "INFO max_memory 20000000", "\u001b[2J", "x", ""};
        int n = random.nextInt(12);
        for (int i = 0; i < n; i++) {
            in.append(pick(lines)).append(random.nextBoolean() ? "\n" : "\r\n");
        }
        if (random.nextBoolean()) {
            in.append("END\n");
        }
        return in.toString().getBytes(StandardCharsets.UTF_8);
    }

    private void makeFiles() throws IOException, InterruptedException {
        for (int i = 0; i < FILE_TEXT.length; i++) {
            files.add(Files.writeString(dir.resolve("file" + i + (i % 3 == 0 ? ".sgf" : ".txt")), FILE_TEXT[i]));
        }
        Random bytes = new Random(SEED);
        for (int i = 0; i < 10; i++) { // damaged copies: random bytes put into a valid file
            byte[] data = FILE_TEXT[i % 5].getBytes(StandardCharsets.UTF_8);
            if (data.length > 0) {
                data[bytes.nextInt(data.length)] = (byte) bytes.nextInt(256);
            }
            files.add(Files.write(dir.resolve("damaged" + i + ".txt"), data));
        }
        files.add(SpecialFiles.fifo(dir, "fifo"));
        files.add(SpecialFiles.ZEROS);
        files.add(dir);
        files.add(SpecialFiles.danglingLink(dir, "dangling"));
        files.add(SpecialFiles.loopingLink(dir, "loop"));
        files.add(SpecialFiles.sparse(dir, "huge", 3L << 30));
        files.add(dir.resolve("missing"));
        files.add(Files.writeString(dir.resolve("name\nwith\u001b[1mbreak.txt"), "h8\n"));
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }

    /** Legal move lists for the fuzz to start from. */
    private static final class RandomMoves {
        static List<String> legal(Rules rules, int count, Random random) {
            org.inarow.model.Game game = new org.inarow.model.Game(rules);
            List<String> moves = new ArrayList<>();
            while (moves.size() < count && !game.isOver()) {
                Point p = new Point(random.nextInt(rules.width()), random.nextInt(rules.height()));
                if (game.check(p).isEmpty()) {
                    game.play(p);
                    moves.add(Notation.format(p));
                }
            }
            return moves;
        }
    }
}
