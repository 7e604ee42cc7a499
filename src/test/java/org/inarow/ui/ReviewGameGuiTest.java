package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.inarow.ai.Level;
import org.inarow.ai.review.Mark;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.model.MoveTree;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.MoveVerdict;
import org.inarow.ui.game.ReviewResult;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.WinChanceGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Game › Review game in the real window, with the real predictor at a short time a position: the
 * progress shows, the event thread stays free, the blunder gets its sign in the move list, the
 * turning points can be stepped to, and a click on the marked move shows the better move on the board; a
 * click on the graph goes back, a move there starts a variation beside the game, and both lines are saved.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class ReviewGameGuiTest {
    @TempDir
    Path folder;
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    /**
     * Black ignores White's open three h9-j9 with a3 (move 7): a blunder, g9 or k9 had to block. White wins,
     * and the empty board never favours White, so the predicted winner changes at least once.
     */
    private static final String GAME = "h8 h9 a1 i9 a2 j9 a3 k9 a4 l9";
    private static final long MILLIS_A_POSITION = 300;

    private static Point point(String cell) {
        return Notation.parsePoint(cell, GOMOKU);
    }

    @Test
    void reviewsAFinishedGameMarksTheBlunderAndShowsTheBetterMove() throws Exception {
        try (AppDriver app = AppDriver.open(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1),
                StrategyFactory.standard())) {
            Edt.run(() -> {
                app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(GAME, GOMOKU)));
                app.controller().reviewer().setMillis(MILLIS_A_POSITION);
            });
            javax.swing.JPanel progressPanel = app.robot.finder().findByName(app.frame, "reviewProgress",
                    javax.swing.JPanel.class, false);
            java.util.concurrent.atomic.AtomicBoolean progressShown = new java.util.concurrent.atomic.AtomicBoolean();
            Edt.run(() -> app.controller().reviewer().addProgressListener(() -> { // after the panel's own listener
                if (app.controller().reviewer().progress().isPresent() && progressPanel.isVisible()) {
                    progressShown.set(true);
                }
            }));
            long idleStall;
            long worstStall;
            long shownStall;
            java.util.concurrent.atomic.AtomicLong analysingStall = new java.util.concurrent.atomic.AtomicLong(-1);
            java.util.concurrent.atomic.AtomicLong untilTheResult = new java.util.concurrent.atomic.AtomicLong(-1);
            try (EdtStallProbe probe = EdtStallProbe.start(5)) {
                Edt.run(() -> {
                    app.controller().reviewer().addProgressListener(() -> { // the stall so far, while analysing
                        if (app.controller().reviewer().isRunning()) {
                            analysingStall.set(probe.maxStallMillis());
                        }
                    });
                    app.controller().addListener(() -> { // in the event that brings the result: from here, showing it
                        if (app.controller().reviewer().result().isPresent() && untilTheResult.get() < 0) {
                            untilTheResult.set(probe.maxStallMillis());
                            probe.reset(); // what waits for this event from now on is what showing the result costs
                        }
                    });
                });
                TestStrategies.sleep(1000);
                idleStall = probe.maxStallMillis(); // what the loaded machine does to an idle window
                app.window.menuItemWithPath("Game", "Review game").click();
                app.robot.waitForIdle(); // the menu's popup window has closed
                probe.reset(); // from the moment it runs
                long start = System.currentTimeMillis();
                Edt.waitFor("the review", 60_000, () -> app.controller().reviewer().result().isPresent());
                app.robot.waitForIdle(); // the window has shown the result: its layout and painting count too
                TestStrategies.sleep(200);
                shownStall = probe.maxStallMillis();
                worstStall = Math.max(untilTheResult.get(), shownStall);
                System.out.println("reviewed " + GAME + " at " + MILLIS_A_POSITION + " ms a position in "
                        + (System.currentTimeMillis() - start) + " ms; max edt stall while reviewing: " + worstStall
                        + " ms, of which while analysing: " + analysingStall.get() + " ms, showing the result: "
                        + shownStall + " ms (idle before: " + idleStall + " ms)");
            }
            assertThat(progressShown).as("the progress bar showed while it ran").isTrue();
            app.robot.waitForIdle();
            // a loaded machine (2 cores, many builds) stalls even an idle window now and then for a few hundred
            // ms; a review on the event thread would stall it for the whole review, seconds
            assertThat(worstStall).isLessThan(1000);
            assertThat(Edt.call(progressPanel::isVisible)).as("the progress bar goes when the review is done").isFalse();
            assertThat(app.notice()).startsWith("Review done: ").contains("blunder");

            ReviewResult result = Edt.call(() -> app.controller().reviewer().result().orElseThrow());
            MoveVerdict blunder = result.at(7).orElseThrow();
            assertThat(blunder.mark()).isEqualTo(Mark.BLUNDER);
            assertThat(app.window.list("moveList").contents()[6]).isEqualTo("7.  Black  a3  ??");
            // the graph draws the review, with "who will win" switched off
            WinChanceGraph graph = Edt.call(() -> app.robot.finder().findByName(app.frame, "winChanceGraph",
                    WinChanceGraph.class, false));
            assertThat(Edt.call(graph::isShowing)).as("a reviewed game's graph shows").isTrue();
            assertThat(Edt.call(graph::points)).as("a point for every position").hasSize(11)
                    .filteredOn(p -> p.mark() == Mark.BLUNDER).extracting(ChancePoint::move).contains(7);

            // step from the first move to the first change of the predicted winner
            int firstTurn = result.turningPoints().get(0).number();
            app.clickMoveRow(0);
            app.shortcut(KeyEvent.VK_HOME); // the empty board
            assertThat(Edt.call(() -> app.controller().review().shown())).isZero();
            app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_DOWN);
            assertThat(Edt.call(() -> app.controller().review().shown())).isEqualTo(firstTurn);

            app.clickMoveRow(6);
            assertThat(Edt.call(() -> app.frame.board().view().position().moveCount())).isEqualTo(7);
            Point better = Edt.call(() -> app.frame.board().view().hint());
            assertThat(better).as("the better move marked on the board").isEqualTo(blunder.best())
                    .isIn(point("g9"), point("k9"));
            assertThat(app.notice()).startsWith("7. a3?? is a blunder: " + Notation.format(better) + " was better.");
            app.window.button("hint").requireEnabled();

            // a click on the graph's point of move 6 shows it; the better move played there starts a variation
            app.robot.click(graph, Edt.call(() -> graph.where(6).orElseThrow()));
            Edt.waitFor("the position after move 6", 5000, () -> app.frame.board().view().position().moveCount() == 6);
            app.click(Notation.format(better));
            assertThat(app.moves()).isEqualTo("h8 h9 a1 i9 a2 j9 " + Notation.format(better));
            String[] rows = app.window.list("moveList").contents();
            assertThat(rows).hasSize(8);
            assertThat(rows[6]).isEqualTo("7.  Black  " + Notation.format(better));
            assertThat(rows[7]).as("the game as it was, beside the new move").isEqualTo("      (7. a3  8. k9  9. a4  10. l9)");
            assertThat(rows).as("the review's marks stay on the moves the lines share; the blunder is in the variation")
                    .filteredOn(row -> row.contains("?")).allMatch(row -> row.matches("[1-6]\\..*"));

            // saved, the file holds both lines
            app.window.menuItemWithPath("File", "Save As…").click();
            JFileChooserFixture chooser = app.window.fileChooser("saveChooser");
            chooser.setCurrentDirectory(folder.toFile());
            chooser.fileNameTextBox().deleteText().enterText("reviewed");
            chooser.approve();
            Path saved = folder.resolve("reviewed.sgf");
            Edt.waitFor("the title naming the file", 5000, () -> app.frame.getTitle().equals("reviewed.sgf — InARow"));
            GameRecord record = GameRecords.read(saved);
            List<Point> played = Notation.parseMoves(GAME, GOMOKU);
            assertThat(record.moves()).isEqualTo(app.position().moves());
            MoveTree atMove6 = record.tree().at(played.subList(0, 6)).orElseThrow();
            assertThat(atMove6.next()).containsExactly(better, point("a3"));
            assertThat(atMove6.at(List.of(point("a3"))).orElseThrow().mainLine()).isEqualTo(played.subList(7, 10));
            assertThat(record.notes()).as("the review's notes for the moves the lines share").isNotEmpty()
                    .allMatch(note -> note.number() <= 6);

            // a click on the variation makes the game's first line the game again, its marks back
            app.clickMoveRow(7);
            assertThat(app.moves()).isEqualTo(GAME);
            assertThat(Edt.call(() -> app.frame.board().view().position().moveCount())).isEqualTo(7);
            assertThat(app.window.list("moveList").contents()[6]).isEqualTo("7.  Black  a3  ??");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void cancelStopsTheReviewAndTheGameStaysAsItWas() {
        try (AppDriver app = AppDriver.open(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1),
                StrategyFactory.standard())) {
            Edt.run(() -> {
                app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(GAME, GOMOKU)));
                app.controller().reviewer().setMillis(5000); // long enough to be cancelled on the way
            });
            app.window.menuItemWithPath("Game", "Review game").click();
            app.window.panel("reviewProgress").requireVisible();
            app.window.button("cancelReview").click();
            Edt.waitFor("the cancelled review to end", 10_000, () -> !app.controller().reviewer().isRunning());
            javax.swing.JPanel panel = app.robot.finder().findByName(app.frame, "reviewProgress", javax.swing.JPanel.class, false);
            assertThat(Edt.call(panel::isVisible)).isFalse();
            assertThat(Edt.call(() -> app.controller().reviewer().result())).isEmpty();
            assertThat(app.window.list("moveList").contents()).hasSize(10).noneMatch(line -> line.contains("?"));
            assertThat(app.moves()).isEqualTo(GAME);
            app.window.menuItemWithPath("Game", "Review game").requireEnabled();
            assertThat(app.errors).isEmpty();
        }
    }
}
