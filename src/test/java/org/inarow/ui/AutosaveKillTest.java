package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Robot;
import java.awt.event.InputEvent;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.io.Autosave;
import org.inarow.io.AutosaveLoad;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.testing.DisplayCondition;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged app, killed with {@code kill -9} in the middle of a game, loses at most the move
 * being made. The real jar runs as its own process on the display with a data folder and settings
 * of the test's own; the test plays by clicking its board with a robot (where the board is, and
 * what happened, the app says on standard output with {@code -Dinarow.debug=true}), kills it while
 * the computer thinks, and starts it again. Runs after {@code package} (tag "jar").
 */
@Tag("jar")
@ExtendWith(DisplayCondition.class)
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AutosaveKillTest {
    private static final Path JAR = Path.of("target", "inarow.jar");
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Pattern CELLS = Pattern.compile("inarow-debug: cells (\\d+)x(\\d+) first (-?\\d+),(-?\\d+) last (-?\\d+),(-?\\d+)");

    @TempDir
    Path dir;

    @Test
    void aKilledAppLosesAtMostTheMoveBeingMadeAndResumesTheGame() throws Exception {
        assertThat(JAR).as("the jar is built before this test runs").exists();
        long start = System.currentTimeMillis();
        Path data = dir.resolve("data");
        // a game against the computer (the default settings: the player has black), resumed at black's turn
        new Autosave(data).save(GameRecord.of(GOMOKU, Notation.parseMoves("h8 h9", GOMOKU)));
        String onDisk = "h8 h9";
        onDisk = round(1, data, onDisk, true);  // killed while the computer thinks about its reply
        onDisk = round(2, data, onDisk, false); // killed the moment the click is sent: mid-move, mid-write
        try (RunningApp last = RunningApp.start(data, dir.resolve("prefs"), dir.resolve("last.err"))) {
            assertThat(last.awaitFirstMoves()).as("the third start resumes the game on disk").isEqualTo(onDisk);
        }
        System.out.println("autosave kill test: whole test " + (System.currentTimeMillis() - start) + " ms");
    }

    /**
     * Starts the app on the game on disk, plays a move (after the computer's reply if it is to
     * move), kills the app, and returns the game then on disk: the one before the move or after it.
     */
    private String round(int round, Path data, String onDisk, boolean waitForTheMove) throws Exception {
        String before;
        String after;
        long clicked;
        try (RunningApp app = RunningApp.start(data, dir.resolve("prefs"), dir.resolve("round" + round + ".err"))) {
            assertThat(app.awaitFirstMoves()).as("the start resumes the game on disk").isEqualTo(onDisk);
            before = onDisk;
            if (before.split(" ").length % 2 == 1) { // white to move: the computer replies first
                before = app.awaitLine(l -> l.matches("inarow-debug: moves " + Pattern.quote(onDisk) + " [a-o]\\d+"), 20_000)
                        .substring("inarow-debug: moves ".length());
                app.awaitLine("autosaved " + before, 5_000);
            }
            String mine = firstEmpty(before, "g7", "j10", "f6", "k11", "e5", "l12", "d4");
            after = before + " " + mine;
            clicked = waitForTheMove ? app.play(mine, after) : app.clickAndGo(mine);
            app.killHard();
            System.out.println("autosave kill test: round " + round + ": killed " + (System.currentTimeMillis() - clicked)
                    + " ms after " + (waitForTheMove ? "the move " + mine + " was shown (the computer thinking)"
                    : "the click on " + mine + " was sent"));
        }
        AutosaveLoad load = new Autosave(data).load();
        assertThat(load.warning()).as("the autosave is never torn").isEmpty();
        String now = Notation.formatMoves(load.record().orElseThrow().moves());
        assertThat(now).as("at most the move being made is lost").isIn(before, after);
        System.out.println("autosave kill test: round " + round + ": on disk after the kill: " + now
                + (now.equals(after) ? " (the last move kept)" : " (the last move lost)"));
        return now;
    }

    private static String firstEmpty(String moves, String... candidates) {
        List<String> played = List.of(moves.split(" "));
        for (String c : candidates) {
            if (!played.contains(c)) {
                return c;
            }
        }
        throw new IllegalStateException("no free cell among the candidates");
    }

    /** The app as a separate process, its standard output read line by line as it comes. */
    private static final class RunningApp implements AutoCloseable {
        private final Process process;
        private final Path errors;
        private final List<String> lines = new ArrayList<>();
        private final Robot robot;

        private RunningApp(Process process, Path errors) throws Exception {
            this.process = process;
            this.errors = errors;
            this.robot = new Robot();
            Thread reader = new Thread(this::read, "app-stdout");
            reader.setDaemon(true);
            reader.start();
        }

        static RunningApp start(Path data, Path prefs, Path errors) throws Exception {
            List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Dinarow.data.dir=" + data, "-Djava.util.prefs.userRoot=" + prefs, "-Dinarow.debug=true",
                    "-jar", JAR.toString());
            ProcessBuilder builder = new ProcessBuilder(command);
            builder.environment().remove("JAVA_TOOL_OPTIONS");
            builder.environment().remove("_JAVA_OPTIONS");
            builder.redirectError(errors.toFile());
            return new RunningApp(builder.start(), errors);
        }

        private void read() {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    synchronized (lines) {
                        lines.add(line);
                    }
                }
            } catch (IOException e) {
                // the process was killed
            }
        }

        String awaitLine(String debugLine, long millis) throws IOException {
            return awaitLine(("inarow-debug: " + debugLine)::equals, millis);
        }

        String awaitLine(Predicate<String> wanted, long millis) throws IOException {
            long deadline = System.currentTimeMillis() + millis;
            while (true) {
                Optional<String> found = find(wanted);
                if (found.isPresent()) {
                    return found.get();
                }
                if (System.currentTimeMillis() > deadline || !process.isAlive()) {
                    throw new AssertionError("the app did not say the expected line within " + millis + " ms;"
                            + " it said:\n" + String.join("\n", snapshot()) + "\nstandard error:\n"
                            + Files.readString(errors));
                }
                TestStrategies.sleep(20);
            }
        }

        private Optional<String> find(Predicate<String> wanted) {
            synchronized (lines) {
                return lines.stream().filter(wanted).findFirst();
            }
        }

        private List<String> snapshot() {
            synchronized (lines) {
                return List.copyOf(lines);
            }
        }

        /** The game the app started with. */
        String awaitFirstMoves() throws IOException {
            return awaitLine(l -> l.startsWith("inarow-debug: moves "), 30_000).substring("inarow-debug: moves ".length());
        }

        /**
         * Waits until the board has stayed in one place for a while: the window manager may still move or
         * resize the window after it first shows (here it grew the board from 434 to 532 px), and a click
         * aimed by the first place then lands on another cell, which is played.
         */
        private void awaitSteadyBoard() throws IOException {
            awaitLine(l -> l.startsWith("inarow-debug: cells "), 10_000);
            long deadline = System.currentTimeMillis() + 10_000;
            long places = places();
            long steadySince = System.currentTimeMillis();
            while (System.currentTimeMillis() - steadySince < 1000 && System.currentTimeMillis() < deadline) {
                TestStrategies.sleep(50);
                long now = places();
                if (now != places) {
                    places = now;
                    steadySince = System.currentTimeMillis();
                }
            }
        }

        /** How many places of the board the app has reported. */
        private long places() {
            synchronized (lines) {
                return lines.stream().filter(l -> l.startsWith("inarow-debug: cells ")).count();
            }
        }

        /** Clicks {@code cell} once and returns at once, without waiting for the move to show. */
        long clickAndGo(String cell) throws IOException {
            awaitSteadyBoard();
            click(cell);
            return System.currentTimeMillis();
        }

        private void click(String cell) {
            java.awt.Point where = screenPoint(Notation.parsePoint(cell, GOMOKU));
            robot.mouseMove(where.x, where.y);
            robot.delay(50);
            robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
            robot.delay(30);
            robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        }

        /** Clicks {@code cell} until the app reports {@code movesAfter}; returns when it did. */
        long play(String cell, String movesAfter) throws IOException {
            awaitSteadyBoard();
            for (int attempt = 1; ; attempt++) {
                click(cell);
                try {
                    awaitLine("moves " + movesAfter, 3_000);
                    return System.currentTimeMillis();
                } catch (AssertionError lost) {
                    if (attempt == 3) {
                        throw lost;
                    }
                    System.out.println("autosave kill test: the click on " + cell + " did not arrive; clicking again");
                }
            }
        }

        /** Where a cell is on the screen, from the last place the app reported for its board. */
        private java.awt.Point screenPoint(Point p) {
            List<String> said = snapshot();
            for (int i = said.size() - 1; i >= 0; i--) {
                Matcher m = CELLS.matcher(said.get(i));
                if (m.matches()) {
                    int cols = Integer.parseInt(m.group(1));
                    int rows = Integer.parseInt(m.group(2));
                    double x1 = Double.parseDouble(m.group(3));
                    double y1 = Double.parseDouble(m.group(4));
                    double x2 = Double.parseDouble(m.group(5));
                    double y2 = Double.parseDouble(m.group(6));
                    return new java.awt.Point((int) Math.round(x1 + p.col() * (x2 - x1) / (cols - 1)),
                            (int) Math.round(y1 + p.row() * (y2 - y1) / (rows - 1)));
                }
            }
            throw new AssertionError("the app never said where its board is");
        }

        void killHard() throws InterruptedException {
            process.destroyForcibly(); // SIGKILL: no shutdown hook, no window closing, nothing flushed
            process.waitFor(10, TimeUnit.SECONDS);
        }

        @Override
        public void close() {
            if (process.isAlive()) {
                process.destroyForcibly();
            }
        }
    }
}
