package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Level;
import org.inarow.io.Autosave;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.ResourceFigures;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An hour of play does not grow (issue 40): games in the real window, a scripted player clicking
 * Black's moves against the real computer with "who will win" on and the game autosaved, each game
 * reviewed (Ctrl+R, its turning points stepped through) before Play again. The heap after full
 * collections, the threads and the open file handles after the first game and after the last. In the
 * suite a few games with a generous bound; a long run: {@code -Dplay.minutes=60} (see the README).
 */
@GuiTest
class PlayDoesNotGrowGuiTest {
    /** The heap after the last game may be this much above the first's (a short run's is noisy: one game's review more or less). */
    private static final double HEAP_GROWTH = 0.25;
    private static final int MORE_THREADS = 2;
    private static final int MORE_FILE_HANDLES = 3;
    /** The JDK's SwingWorker pool keeps at most this many threads. */
    private static final int WORKER_POOL = 10;

    @TempDir
    Path folder;

    @Test
    void gamesWithWhoWillWinAndReviewsLeaveNoMoreHeapThreadsOrFileHandles() throws Exception {
        double minutes = Double.parseDouble(System.getProperty("play.minutes", "0"));
        int games = Integer.getInteger("play.games", 4);
        Duration limit = Duration.ofMillis((long) (minutes * 60_000)).plusMinutes(minutes > 0 ? 10 : 4);
        Assertions.assertTimeoutPreemptively(limit, () -> play(minutes, games));
    }

    private void play(double minutes, int games) throws Exception {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.EASY, 1));
        settings.setShowPrediction(true);
        Autosave autosave = new Autosave(Files.createDirectories(folder.resolve("data")));
        Random random = new Random(Long.getLong("play.seed", 40));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings).withAutosave(autosave))) {
            long start = System.currentTimeMillis();
            long end = start + (long) (minutes * 60_000);
            ResourceFigures first = null;
            ResourceFigures last = null;
            int played = 0;
            while (played < 2 || (minutes > 0 ? System.currentTimeMillis() < end : played < games)) {
                int moves = playOneGame(app, random);
                review(app);
                played++;
                last = ResourceFigures.measure();
                if (first == null) {
                    first = last;
                }
                System.out.println("play: game %d at %.1f min, %d moves, %s".formatted(played,
                        (System.currentTimeMillis() - start) / 60_000.0, moves, last)); // printed, not kept: the test's own heap stays flat
                newGame(app, played + 1);
            }
            System.out.printf("play: %d games; after the first: %s; after the last: %s%nplay: threads after the first %s%n"
                    + "play: threads after the last  %s%n", played, first, last, first.threadNames(), last.threadNames());
            assertThat(app.errors).as("errors reported to the app").isEmpty();
            assertThat(last.heapBytes()).as("the heap after full GC, first game %.1f MB, last %.1f MB",
                    first.heapMegabytes(), last.heapMegabytes()).isLessThanOrEqualTo((long) (first.heapBytes() * (1 + HEAP_GROWTH)));
            assertThat(last.threads()).as("threads; by name after the first game %s, after the last %s",
                    first.threadNames(), last.threadNames()).isLessThanOrEqualTo(first.threads() + MORE_THREADS);
            assertThat(last.workerThreads()).as("SwingWorker threads").isLessThanOrEqualTo(WORKER_POOL);
            assertThat(last.fileHandles()).as("open file handles").isLessThanOrEqualTo(first.fileHandles() + MORE_FILE_HANDLES);
        }
    }

    /** Black's moves, clicked, until the game ends: a random empty point next to the stones (the centre first). */
    private static int playOneGame(AppDriver app, Random random) {
        while (true) {
            awaitTurnOrEnd(app);
            Position position = app.position();
            if (position.isOver()) {
                return position.moveCount();
            }
            Point move = nextTo(position, random);
            app.click(Notation.format(move));
            int before = position.moveCount();
            Edt.waitFor("the click played", 10_000, () -> app.controller().position().moveCount() > before);
        }
    }

    private static void awaitTurnOrEnd(AppDriver app) {
        Edt.waitFor("Black's turn or the end", 60_000, () -> app.controller().position().isOver()
                || (!app.controller().isThinking() && app.controller().acceptsMoves()));
    }

    private static Point nextTo(Position position, Random random) {
        Rules rules = position.rules();
        if (position.moveCount() == 0) {
            return new Point(rules.width() / 2, rules.height() / 2);
        }
        List<Point> near = new ArrayList<>();
        for (Point stone : position.moves()) {
            for (int dc = -1; dc <= 1; dc++) {
                for (int dr = -1; dr <= 1; dr++) {
                    Point p = new Point(stone.col() + dc, stone.row() + dr);
                    if (p.col() >= 0 && p.row() >= 0 && p.col() < rules.width() && p.row() < rules.height()
                            && position.isEmpty(p) && !near.contains(p)) {
                        near.add(p);
                    }
                }
            }
        }
        return near.get(random.nextInt(near.size()));
    }

    /** Game › Review game (Ctrl+R) to its end, then its turning points stepped through and back to the end. */
    private static void review(AppDriver app) {
        Edt.waitFor("the review may start", 30_000, () -> app.controller().reviewer().canStart());
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_R);
        Edt.waitFor("the review done", 180_000, () -> !app.controller().reviewer().isRunning()
                && app.controller().reviewer().result().isPresent());
        for (int i = 0; i < 3; i++) {
            app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_DOWN);
        }
        app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_UP);
        app.shortcut(KeyEvent.VK_END);
        Edt.waitFor("back at the end", 10_000, () -> !app.controller().isReviewing());
    }

    /** Play again: the side panel's button (the game is over, so nothing is asked). */
    private static void newGame(AppDriver app, int number) {
        int before = Edt.call(() -> app.controller().gameNumber());
        app.window.button("newGame").click();
        Edt.waitFor("game " + number + " begun", 10_000, () -> app.controller().gameNumber() > before
                && app.controller().position().moveCount() == 0);
    }
}
