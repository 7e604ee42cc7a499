package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Level;
import org.inarow.io.Autosave;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.UncaughtErrors;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window survives a monkey (issue 40): thousands of random but seeded events on the real window
 * ({@link Monkey}) with the real computer thinking and "who will win" searching its map, the game
 * autosaved, and the Plays box offering fake engines that play, crash, hang, lie and babble; after each burst {@link MonkeyChecks} (no exception, an event thread that answers, the
 * board the model and the autosave, undo and redo). In the suite about a minute; a long run:
 * {@code -Dmonkey.minutes=20 -Dmonkey.seed=N} (see the README).
 */
@GuiTest
class MonkeyGuiTest {
    private static final int BURST = 60;

    @TempDir
    Path folder;

    @Test
    void theWindowSurvivesAMonkeyAndTheGameStaysTheSameGame() throws Exception {
        double minutes = Double.parseDouble(System.getProperty("monkey.minutes", "1"));
        long seed = Long.getLong("monkey.seed", 40);
        Duration limit = Duration.ofMillis((long) (minutes * 60_000)).plusMinutes(5); // a burst and its checks past the end
        Assertions.assertTimeoutPreemptively(limit, () -> run(minutes, seed));
    }

    private void run(double minutes, long seed) throws Exception {
        Settings settings = new Settings(new MemoryPreferences());
        // gomoku against the computer at its top level, a second a move: it is thinking through much of the burst
        GameSetup againstTheComputer = GameSetup.defaults().withLevel(Level.HARD).withThinkSeconds(1);
        settings.setSetup(againstTheComputer);
        settings.setShowPrediction(true); // the map searching beside the computer
        settings.engines().save(engines()); // the Plays box offers engines that play, crash, hang, lie and babble
        Path files = Files.createDirectories(folder.resolve("files"));
        settings.files().setLastFolder(files); // should a keystroke ever reach a file dialog, it writes nowhere but here
        Autosave autosave = new Autosave(Files.createDirectories(folder.resolve("data")));
        InARowApp.Config config = InARowApp.Config.of(settings).withAutosave(autosave)
                .withPuzzleProgress(folder.resolve("data").resolve("puzzle-progress.tsv"));
        try (UncaughtErrors uncaught = UncaughtErrors.collect();
             EdtStallProbe probe = EdtStallProbe.start(20);
             AppDriver app = AppDriver.open(settings, config)) {
            OpenWindows windows = new OpenWindows(app.frame, seed);
            Monkey monkey = new Monkey(app.frame, seed, windows);
            MonkeyChecks checks = new MonkeyChecks(app, uncaught, probe, autosave);
            Edt.waitFor("play started", 20_000, () -> app.controller().isThinking() || app.controller().acceptsMoves());
            probe.reset(); // the window's start is not the monkey's
            long start = System.currentTimeMillis();
            long end = start + (long) (minutes * 60_000);
            List<String> found = new ArrayList<>();
            int bursts = 0;
            while (System.currentTimeMillis() < end && found.isEmpty()) {
                monkey.burst(BURST, againstTheComputer);
                bursts++;
                found.addAll(windows.takeFindings());
                monkey.leaveTheEngines(); // the checks play on with InARow: an engine's faults belong to the bursts
                found.addAll(checks.afterBurst());
                if (!found.isEmpty()) {
                    found.add("seed " + seed + ", burst " + bursts + ", its events: " + monkey.lastBurst());
                }
            }
            double took = (System.currentTimeMillis() - start) / 60_000.0;
            System.out.printf("monkey: seed %d, %d events in %d bursts, %.1f minutes; %d undo/redo rounds, longest game "
                    + "%d moves, %d games begun, computer thinking at %d events, who will win on at %d; worst event-thread stall %d ms; "
                    + "a lesson's question came late (within the grace) %d times%n"
                    + "monkey: sent %s%nmonkey: dialogs closed with Escape %s, answered with Enter %s, closed with their close button %s%n"
                    + "monkey: %s%nmonkey: findings %s%n",
                    seed, monkey.events(), bursts, took, checks.undoRedoRounds(), checks.longestGame(),
                    Edt.call(() -> app.controller().gameNumber()),
                    monkey.thinkingEvents(), monkey.predictionEvents(), checks.worstStallMillis(), checks.lateQuestions(), monkey.sent(),
                    windows.closedByEscape(), windows.answeredWithEnter(), windows.closedByButton(), monkey.sessionFigures(), found);
            assertThat(found).as("what the monkey found (seed %d)", seed).isEmpty();
            assertThat(monkey.events()).as("events sent").isGreaterThan(100);
            assertThat(checks.undoRedoRounds()).as("bursts checked").isGreaterThan(0);
        }
        EnginesGuiTest.awaitNoEngines(); // every engine the monkey chose ended with the window
    }

    private static List<org.inarow.ui.game.EngineEntry> engines() {
        List<org.inarow.ui.game.EngineEntry> entries = new ArrayList<>();
        for (String mode : List.of("good", "crash", "hang", "garbage", "occupied", "until-stopped")) {
            List<String> argv = org.inarow.io.gomocup.TestEngines.fake(mode).argv();
            entries.add(new org.inarow.ui.game.EngineEntry("Fake " + mode, argv.get(0), argv.subList(1, argv.size())));
        }
        return entries;
    }
}
