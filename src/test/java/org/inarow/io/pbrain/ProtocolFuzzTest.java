package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated protocol lines to one in-process brain playing the real hard engine, as a
 * hostile manager would send them (seeded, about 15 s). After each input the brain is asked ABOUT,
 * so every answer can be matched to its command. Counted as failures: an exception escaping any
 * brain thread, the brain's thread ending without END, an input not answered in time (a hang), an
 * answer that is not one clean line of a known kind, and a move on an occupied point or off the
 * board (checked against the stones the brain has accepted). The counts are printed for the report.
 * Reproduce: {@code mvn -B test -Dtest=ProtocolFuzzTest} (prints the "protocol fuzz:" line).
 */
class ProtocolFuzzTest {
    private static final long SEED = 20261201L;
    private static final long BUDGET_NANOS = 15_000_000_000L;
    private static final int MAX_INPUTS = 4000;
    /** Generous: a think is at most 300 ms here, the rest is for a loaded machine. */
    private static final long WAIT_MILLIS = 8000;
    private static final Pattern MOVE = Pattern.compile("(\\d+),(\\d+)");
    private static final Pattern SWAP2_STONES = Pattern.compile("\\d+,\\d+( \\d+,\\d+){0,2}");
    /** What a DONE closing a SWAP2BOARD block owes: SWAP, stones, or an error. */
    private static final String SWAP2_DONE = "SWAP2 DONE";
    private static final Pattern POINT = Pattern.compile("(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})");
    private static final String[] COMMANDS = {"START", "RECTSTART", "RESTART", "BEGIN", "TURN", "BOARD", "TAKEBACK", "PLAY",
        "INFO", "ABOUT", "SWAP2BOARD", "DONE", "END", "SUGGEST", "YXSHOWINFO"};
    private static final String[] INFO_KEYS = {"timeout_turn", "timeout_match", "time_left", "max_memory", "game_type", "rule",
        "folder", "evaluate", "unknown_key"};
    private static final String[] ODD = {"\u001b[31m", "\u0007", "\u0000", "\t", "\u202e", "\ud800", "é", "五", "-", ",", ",,",
        " ", "999999999999", "-2147483648", "2147483647", "0x10", "1e3", "+5", "½"};

    private final Random random = new Random(SEED);
    private final List<Throwable> crashes = new CopyOnWriteArrayList<>();
    private ManagerHarness brain;
    private int size;
    private boolean inBlock;
    private String blockCommand = "";
    private final List<String> blockLines = new ArrayList<>();
    private final Set<String> stones = new HashSet<>();
    private boolean stonesKnown;
    private int inputs;
    private int lines;
    private int movesChecked;
    private int hangs;
    private int deaths;
    private int illegalMoves;
    private final List<String> badAnswers = new ArrayList<>();

    @Test
    void randomAndMutatedLinesNeverCrashHangOrPlayAnIllegalMove() throws Exception {
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> crashes.add(e)); // the brain's reader, timer and search threads
        try {
            newBrain();
            long start = System.nanoTime();
            while (inputs < MAX_INPUTS && System.nanoTime() - start < BUDGET_NANOS) {
                List<String> input = sanitised(input());
                inputs++;
                lines += input.size();
                run(input);
            }
            brain.close();
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(previous);
        }

        System.out.printf("protocol fuzz: %d inputs (%d lines) tried, %d moves checked, %d crashes, %d hangs, %d stack traces,"
                        + " %d illegal moves, %d malformed answers, %d brains ended without END (seed %d)%n", inputs, lines,
                movesChecked, crashes.size(), hangs, crashes.size(), illegalMoves, badAnswers.size(), deaths, SEED);
        assertThat(crashes).as("exceptions escaping a brain thread").isEmpty();
        assertThat(hangs).as("inputs not answered in time").isZero();
        assertThat(deaths).as("brains that stopped without END").isZero();
        assertThat(illegalMoves).as("moves on an occupied point or off the board").isZero();
        assertThat(badAnswers).as("answers that are not one clean line").isEmpty();
        assertThat(inputs).isGreaterThan(300);
        assertThat(movesChecked).as("moves checked").isGreaterThan(50);
    }

    private void newBrain() throws Exception {
        if (brain != null) {
            brain.close();
        }
        brain = new ManagerHarness(new PbrainProtocol.BrainFactory() {
            @Override
            public Strategy create(Rules rules, long seed) {
                return create(rules, seed, 0);
            }

            @Override
            public Strategy create(Rules rules, long seed, long maxMemoryBytes) {
                // a small table unless the manager sets one: tables are rebuilt at every START here
                String spec = maxMemoryBytes > 0 ? Strategies.withMemory("hard", rules, maxMemoryBytes) : "engine:hash=4";
                return Strategies.parse(spec, rules, seed);
            }
        }, (thread, e) -> crashes.add(e));
        brain.send("INFO timeout_turn 50");
        size = 0;
        inBlock = false;
        stones.clear();
        stonesKnown = true;
    }

    /** Sends one input, then ABOUT unless a block is open, and checks every answer up to ABOUT's. */
    private void run(List<String> input) throws Exception {
        List<String> expected = new ArrayList<>(); // the command each answer belongs to
        for (String line : input) {
            brain.send(line);
            String kind = expect(line);
            if (kind.equals("END")) {
                assertEnds();
                newBrain();
                return;
            }
            if (!kind.isEmpty()) {
                expected.add(kind.equals(SWAP2_DONE) ? SWAP2_DONE : line);
            }
        }
        if (inBlock) {
            return;
        }
        brain.send("ABOUT");
        expected.add("ABOUT");
        for (String command : expected) {
            String answer = nextAnswer();
            if (answer == null) {
                hangs++;
                newBrain();
                return;
            }
            check(command, answer);
        }
        if (!brain.isRunning()) {
            deaths++;
            newBrain();
        }
    }

    private void assertEnds() throws InterruptedException {
        if (!brain.endsWithin(WAIT_MILLIS)) {
            hangs++;
        }
    }

    /** The next line that is neither MESSAGE nor DEBUG; those are checked on the way. */
    private String nextAnswer() throws InterruptedException {
        while (true) {
            String line = brain.poll(WAIT_MILLIS);
            if (line == null || !(line.startsWith("MESSAGE") || line.startsWith("DEBUG"))) {
                if (line != null) {
                    clean(line);
                }
                return line;
            }
            clean(line);
        }
    }

    private void clean(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (Character.isISOControl(line.charAt(i)) || Character.getType(line.charAt(i)) == Character.FORMAT) {
                badAnswers.add("control character: " + line);
                return;
            }
        }
        if (line.length() > 600) {
            badAnswers.add("over 600 characters: " + line.substring(0, 80));
        }
    }

    /** What the brain owes for a line: "" nothing, "END", or the command name it answers. */
    private String expect(String line) {
        String text = line.strip();
        if (line.length() > ManagerLines.MAX_CHARS) {
            if (inBlock) {
                blockLines.add("");
                return "";
            }
            return "LONG";
        }
        if (text.isEmpty()) {
            return "";
        }
        int space = text.indexOf(' ');
        String command = (space < 0 ? text : text.substring(0, space)).toUpperCase(Locale.ROOT);
        if (command.equals("END")) {
            return "END";
        }
        if (inBlock) {
            if (command.equals("DONE") || command.equals("START") || command.equals("RECTSTART") || command.equals("RESTART")) {
                inBlock = false;
                return command.equals("DONE") && blockCommand.equals("SWAP2BOARD") ? SWAP2_DONE : command;
            }
            blockLines.add(text);
            return "";
        }
        if (command.equals("INFO")) {
            if (text.toLowerCase(Locale.ROOT).contains("rule")) {
                stonesKnown = false; // a rule change may end the game and drop later stones
            }
            return "";
        }
        if (command.equals("BOARD") || command.equals("SWAP2BOARD")) {
            inBlock = true;
            blockCommand = command;
            blockLines.clear();
            return "";
        }
        return command;
    }

    private void check(String command, String answer) {
        String text = command.strip();
        String name = text.isEmpty() ? "" : text.split("\\s+")[0].toUpperCase(Locale.ROOT);
        String argument = text.contains(" ") ? text.substring(text.indexOf(' ') + 1).strip() : "";
        if (command.equals(SWAP2_DONE)) {
            checkSwap2(answer);
            return;
        }
        Matcher move = MOVE.matcher(answer);
        if (move.matches()) {
            checkMove(name, argument, Integer.parseInt(move.group(1)), Integer.parseInt(move.group(2)));
            return;
        }
        boolean known = answer.equals("OK") || answer.startsWith("ERROR ") || answer.startsWith("UNKNOWN ")
                || answer.equals(ManagerHarness.ABOUT);
        if (!known) {
            badAnswers.add(command + " -> " + answer);
            return;
        }
        if (answer.equals("OK")) {
            switch (name) {
                case "START" -> newBoard(parseSize(argument));
                case "RECTSTART" -> newBoard(parseSize(argument.split(",")[0]));
                case "RESTART" -> newBoard(size == 0 ? 15 : size);
                case "TAKEBACK" -> stones.remove(point(argument));
                default -> {
                }
            }
        }
    }

    private void checkMove(String command, String argument, int x, int y) {
        movesChecked++;
        if (size == 0 || x >= size || y >= size) {
            illegalMoves++;
            return;
        }
        switch (command) {
            case "TURN" -> stones.add(point(argument));
            case "DONE" -> {
                stones.clear();
                stonesKnown = true;
                for (String line : blockLines) {
                    int comma = line.lastIndexOf(',');
                    String p = comma < 0 ? null : point(line.substring(0, comma));
                    if (p == null) {
                        stonesKnown = false; // read differently here: do not judge this game
                    } else {
                        stones.add(p);
                    }
                }
            }
            case "PLAY" -> {
                if (!(x + "," + y).equals(point(argument))) {
                    illegalMoves++; // PLAY answers the point it was given
                }
            }
            default -> {
            }
        }
        if (!stones.add(x + "," + y) && stonesKnown) {
            illegalMoves++;
        }
    }

    /** A SWAP2BOARD's answer: SWAP, stones on the board (1, 2 or 3, none of the block's), or an error; the board is the opening's after it. */
    private void checkSwap2(String answer) {
        if (answer.startsWith("ERROR ") || answer.equals("SWAP")) {
            stonesKnown = false;
            return;
        }
        if (!SWAP2_STONES.matcher(answer).matches()) {
            badAnswers.add("SWAP2BOARD -> " + answer);
            return;
        }
        movesChecked++;
        Set<String> taken = new HashSet<>(blockLines.stream().map(ProtocolFuzzTest::point).toList());
        for (String stone : answer.split(" ")) {
            Matcher m = MOVE.matcher(stone);
            if (!m.matches() || size == 0 || Integer.parseInt(m.group(1)) >= size || Integer.parseInt(m.group(2)) >= size
                    || !taken.add(stone)) {
                illegalMoves++;
            }
        }
        stonesKnown = false; // the brain's board is now the opening's: not followed here
    }

    private void newBoard(int n) {
        size = n;
        stones.clear();
        stonesKnown = true;
    }

    private static int parseSize(String text) {
        return (int) Long.parseLong(text.strip());
    }

    /** A point as the brain reads it, as "x,y", or null. */
    private static String point(String text) {
        Matcher m = POINT.matcher(text.strip());
        return m.matches() ? Integer.parseInt(m.group(1)) + "," + Integer.parseInt(m.group(2)) : null;
    }

    // ---- inputs

    private List<String> input() {
        List<String> input = new ArrayList<>();
        int kind = random.nextInt(100);
        if (kind < 30) {
            input.add("TURN " + randomPoint());
        } else if (kind < 38) {
            input.add(random.nextBoolean() ? "START " + pick(new String[] {"15", "19", "20", "15", "10", "0", "-1", "x"}) : "RESTART");
        } else if (kind < 44) {
            input.add("BEGIN");
        } else if (kind < 52) {
            input.addAll(board());
        } else if (kind < 58) {
            input.add("TAKEBACK " + randomPoint());
        } else if (kind < 62) {
            input.add("PLAY " + randomPoint());
        } else if (kind < 72) {
            input.add("INFO " + pick(INFO_KEYS) + " " + pick(new String[] {"0", "5", "20", "50", "100", "-7", "x", "", "1", "4",
                "8", "2147483647", "10000000"}));
        } else if (kind < 74) {
            input.add(random.nextInt(10) == 0 ? "END" : "ABOUT");
        } else if (kind < 77) {
            input.add("RECTSTART " + pick(new String[] {"15,15", "20,15", "19,19", ",", "15"}));
        } else if (kind < 80) {
            input.add(longLine());
        } else {
            input.add(pick(COMMANDS) + (random.nextBoolean() ? " " + randomPoint() : ""));
        }
        int mutations = random.nextInt(100) < 45 ? 1 + random.nextInt(3) : 0;
        for (int i = 0; i < mutations; i++) {
            int at = random.nextInt(input.size());
            input.set(at, mutate(input.get(at)));
        }
        return input;
    }

    private List<String> board() {
        List<String> lines = new ArrayList<>();
        lines.add("BOARD");
        int n = random.nextInt(12);
        for (int i = 0; i < n; i++) {
            lines.add(randomPoint() + "," + (1 + random.nextInt(random.nextInt(10) == 0 ? 4 : 2)));
        }
        if (random.nextInt(10) != 0) {
            lines.add("DONE");
        }
        return lines;
    }

    private String randomPoint() {
        int n = size == 0 ? 15 : size;
        int x = random.nextInt(10) == 0 ? random.nextInt(40) - 10 : random.nextInt(n);
        int y = random.nextInt(10) == 0 ? random.nextInt(40) - 10 : random.nextInt(n);
        return x + "," + y;
    }

    private String longLine() {
        int length = pick(new Integer[] {ManagerLines.MAX_CHARS, ManagerLines.MAX_CHARS + 1, 20_000, 200_000});
        return pick(new String[] {"TURN ", "INFO folder ", "", "BOARD"}) + "7".repeat(length);
    }

    private String mutate(String line) {
        if (line.isEmpty()) {
            return pick(ODD);
        }
        StringBuilder text = new StringBuilder(line);
        int at = random.nextInt(text.length());
        switch (random.nextInt(8)) {
            case 0 -> text.setCharAt(at, (char) random.nextInt(0x80));
            case 1 -> text.insert(at, pick(ODD));
            case 2 -> text.deleteCharAt(at);
            case 3 -> text.setLength(at);
            case 4 -> text.insert(at, text.substring(at));
            case 5 -> text.replace(0, text.length(), text.toString().toLowerCase(Locale.ROOT));
            case 6 -> text.insert(at, (char) random.nextInt(0x10000));
            default -> text.append(' ').append(pick(ODD));
        }
        return text.toString();
    }

    /**
     * Splits lines at line breaks (a mutation may insert one) and drops those that would make the brain legitimately slow: turns over 300 ms (a manager may
     * ask for that; it is not a hang) and tables over 200 MB in the test's heap.
     */
    private static List<String> sanitised(List<String> input) {
        List<String> kept = new ArrayList<>();
        for (String line : input.stream().flatMap(l -> Arrays.stream(l.split("\r\n|\r|\n", -1))).toList()) { // as the brain splits them
            String[] parts = line.strip().split("\\s+");
            if (parts.length >= 3 && parts[0].equalsIgnoreCase("INFO")) {
                try {
                    long value = Long.parseLong(parts[2]);
                    String key = parts[1].toLowerCase(Locale.ROOT);
                    if (key.equals("timeout_turn") && value > 300 || key.equals("max_memory") && value > 200_000_000L) {
                        continue;
                    }
                } catch (NumberFormatException e) {
                    // not a number: the brain ignores it
                }
            }
            kept.add(line);
        }
        return kept;
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }
}
