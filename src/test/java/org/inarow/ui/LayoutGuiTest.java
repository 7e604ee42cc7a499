package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.io.GameRecord;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The window's layout does not move with what the status area says: at the smallest and at the
 * packed size, in every state of the status (idle, thinking with progress, "who will win" shown
 * or switched on while the computer thinks, notices short and long, reviewing, game over, a hint
 * being looked for, tic-tac-toe with its legend), the board keeps its place and size and fits the
 * window, the game buttons stay where they are, and the move list is not cut off.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class LayoutGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final GameSetup SETUP = new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 30);

    /** What one state looked like: where the board, the New game button and the move list were. */
    private record Snapshot(String state, Rectangle board, Rectangle2D boardDrawn, Rectangle newGame, Rectangle moveList,
                            Dimension content, String choices, int noticeLines, int noticeBottom) {
    }

    private static Predictor predictor() {
        return (position, limits, cancellation) -> {
            if (position.rules().family() == Family.TIC_TAC_TOE) {
                Map<Point, Outcome> cells = new HashMap<>();
                for (int col = 0; col < 3; col++) {
                    for (int row = 0; row < 3; row++) {
                        Point p = new Point(col, row);
                        if (position.isEmpty(p)) {
                            cells.put(p, (col + row) % 2 == 0 ? Outcome.DRAW : Outcome.winFor(position.toMove().opponent()));
                        }
                    }
                }
                return new Prediction(Outcome.DRAW, Proof.EXACT, new Point(0, 0), List.of(), 0, 0, List.of(), cells);
            }
            // a long one: three points to block
            return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), -900, 0,
                    List.of(new Point(7, 8), new Point(12, 7), new Point(2, 12)), Map.of());
        };
    }

    @Test
    void theBoardAndTheButtonsKeepTheirPlaceWhateverTheStatusSays() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(SETUP);
        InARowApp.Config config = InARowApp.Config.of(settings)
                .withStrategies((level, rules, seed) -> TestStrategies.untilStopped("g7 a1 a2 a3"))
                .withPredictors(rules -> predictor());
        try (AppDriver app = AppDriver.open(settings, config)) {
            Edt.run(() -> app.controller().setDiscardQuestion((moves, replacement) -> true)); // no dialogs here
            Dimension packed = Edt.call(app.frame::getSize);
            Dimension minimum = Edt.call(app.frame::getMinimumSize);
            System.out.println("LayoutGuiTest: packed " + packed + ", minimum " + minimum);
            assertThat(minimum.height).as("the least height: a 1366×768 screen with a task bar holds it (was 797)")
                    .isLessThanOrEqualTo(720);
            for (Dimension size : List.of(minimum, packed)) {
                Edt.run(() -> {
                    app.frame.setSize(size);
                    app.frame.validate();
                });
                List<Snapshot> shots = walkThroughTheStates(app);
                Snapshot first = shots.get(0);
                shots.forEach(shot -> System.out.println("LayoutGuiTest: " + size.width + "×" + size.height + " "
                        + shot.state() + ": board " + shot.board().y + "+" + shot.board().height + ", drawn "
                        + Math.round(shot.boardDrawn().getMinY()) + ".." + Math.round(shot.boardDrawn().getMaxY())
                        + ", New game at y " + shot.newGame().y + ", move list " + shot.moveList().y + "+"
                        + shot.moveList().height + " in " + shot.content().height + ", notice of " + shot.noticeLines()
                        + " lines"));
                for (Snapshot shot : shots) {
                    String where = shot.state() + " at " + size.width + "×" + size.height;
                    assertThat(shot.board()).as("the board panel's bounds, " + where).isEqualTo(first.board());
                    if (!shot.state().startsWith("tic-tac-toe")) { // its setup has no rule and board rows
                        assertThat(shot.newGame()).as("the New game button, " + where).isEqualTo(first.newGame());
                    }
                    assertThat(new Rectangle(shot.content()).contains(shot.board()))
                            .as("the board panel %s fits the window's content %s, %s", shot.board(), shot.content(), where)
                            .isTrue();
                    Rectangle2D drawn = shot.boardDrawn();
                    assertThat(drawn.getMinY() >= 0 && drawn.getMaxY() <= shot.board().height
                            && drawn.getMinX() >= 0 && drawn.getMaxX() <= shot.board().width)
                            .as("the board drawn %s fits its panel %s, %s", drawn, shot.board(), where).isTrue();
                    assertThat(shot.moveList().getMaxY()).as("the move list's bottom, " + where)
                            .isLessThanOrEqualTo(shot.content().height);
                    assertThat(shot.moveList().height).as("the move list shows some moves, " + where)
                            .isGreaterThanOrEqualTo(40);
                    // the messages keep two lines whether they say something or not; only a longer one takes more
                    Snapshot sameChoices = shots.stream().filter(s -> s.choices().equals(shot.choices())).findFirst().get();
                    assertThat(shot.noticeLines() > 2 || shot.moveList().y == sameChoices.moveList().y)
                            .as("the move list's top %d (the Moves heading) as with the choices of %s (%d), %s",
                                    shot.moveList().y, sameChoices.state(), sameChoices.moveList().y, where).isTrue();
                    // a longer one takes more room: what is under it moves down (the move list, or the graph above it
                    // when that is what gives way in a short window)
                    assertThat(shot.noticeLines() <= 2 || shot.noticeBottom() > sameChoices.noticeBottom())
                            .as("the notice's bottom %d lower than with %s (%d), %s", shot.noticeBottom(),
                                    sameChoices.state(), sameChoices.noticeBottom(), where).isTrue();
                }
            }
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void theLastMoveStaysInViewWhenTheListGetsShorter() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(SETUP.withMode(Mode.TWO_PLAYERS));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            Edt.run(() -> app.frame.setSize(app.frame.getMinimumSize()));
            GameController c = app.controller();
            String moves = "h8 h9 i8 i9 g8 g9 a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 b1 b2 b3 b4 b5 b6 b7 b8";
            // as an opened file comes: the moves and a long message about them at once
            Edt.run(() -> {
                c.load(GameRecord.of(GOMOKU, Notation.parseMoves(moves, GOMOKU)));
                c.inform("Opened a game with a long name, from a folder far away (26 moves): /home/someone/games/"
                        + "gomoku/2026/november/the-game-of-the-year.sgf");
            });
            assertLastMoveInView(app, "after opening a game of 26 moves");
            play(app, "j8");
            play(app, "j9");
            play(app, "f8"); // black: f8 g8 h8 i8 j8, five
            assertThat(Edt.call(() -> c.position().isOver())).isTrue();
            assertLastMoveInView(app, "after the five");
            play(app, "c3");
            Edt.run(() -> c.inform("A long message right after the five, long enough to take two lines or more."));
            assertLastMoveInView(app, "after a click and a message after the five");
        }
    }

    private static void assertLastMoveInView(AppDriver app, String when) {
        app.robot.waitForIdle();
        Edt.run(() -> { }); // and what the layout queued meanwhile
        app.robot.waitForIdle();
        Edt.run(() -> {
            javax.swing.JList<String> list = app.frame.side().moveList().jList();
            int last = list.getModel().getSize() - 1;
            Rectangle row = list.getCellBounds(last, last);
            Rectangle visible = list.getVisibleRect();
            assertThat(visible.contains(row)).as("move %d (%s) in view %s, %s", last + 1, row, visible, when).isTrue();
        });
    }

    private static List<Snapshot> walkThroughTheStates(AppDriver app) {
        GameController c = app.controller();
        List<Snapshot> shots = new ArrayList<>();
        Edt.run(() -> {
            c.analysis().setShowPrediction(false);
            c.changeSetup(SETUP);
            c.newGame();
        });
        shots.add(snapshot(app, "idle"));

        play(app, "h8");
        Edt.waitFor("progress", 5000, () -> c.progress().isPresent());
        TestStrategies.sleep(250); // the ticker shows it
        shots.add(snapshot(app, "thinking with progress"));

        Edt.run(() -> c.analysis().setShowPrediction(true)); // the reviewer's case: switched on while the computer thinks
        shots.add(snapshot(app, "prediction switched on while thinking"));

        play(app, "j10");
        shots.add(snapshot(app, "a notice while thinking"));

        Edt.run(c::moveNow);
        app.waitForYourTurn();
        Edt.waitFor("a prediction", 5000, () -> c.analysis().prediction().isPresent());
        shots.add(snapshot(app, "prediction shown"));

        Edt.run(() -> c.inform("Opened a-game-with-a-rather-long-file-name.sgf (27 moves)."));
        shots.add(snapshot(app, "a two-line notice"));

        play(app, "h8");
        shots.add(snapshot(app, "a refused click"));

        Edt.run(() -> c.showMove(1));
        shots.add(snapshot(app, "reviewing"));

        play(app, "a1"); // after move 1 it was the computer's turn
        shots.add(snapshot(app, "reviewing, with a notice"));

        Edt.run(() -> c.load(GameRecord.of(GOMOKU, Notation.parseMoves("h8 a1 i8 a2 j8 a3 k8 a4 l8", GOMOKU))));
        play(app, "c3");
        shots.add(snapshot(app, "game over, and a click after it"));

        Edt.run(() -> {
            c.changeSetup(c.setup().withMode(Mode.TWO_PLAYERS));
            c.newGame();
        });
        play(app, "h8");
        Edt.run(c::hint);
        shots.add(snapshot(app, "looking for a hint"));

        Edt.run(() -> c.changeSetup(c.setup().withRules(Rules.ticTacToe())));
        play(app, "b2");
        Edt.waitFor("a prediction", 5000, () -> c.analysis().prediction().isPresent());
        shots.add(snapshot(app, "tic-tac-toe with the legend"));
        return shots;
    }

    private static void play(AppDriver app, String cell) {
        Edt.run(() -> app.controller().cellChosen(Notation.parsePoint(cell, app.controller().rules())));
    }

    private static Snapshot snapshot(AppDriver app, String state) {
        app.robot.waitForIdle();
        return Edt.call(() -> {
            MainFrame frame = app.frame;
            JComponent content = (JComponent) frame.getContentPane();
            Component newGame = app.robot.finder().findByName(frame, "newGame", javax.swing.JButton.class, false);
            Component moveList = frame.side().moveList();
            Component notice = app.robot.finder().findByName(frame, "notice", javax.swing.JLabel.class, false);
            Rectangle noticeBounds = SwingUtilities.convertRectangle(notice.getParent(), notice.getBounds(), content);
            return new Snapshot(state, frame.board().getBounds(), frame.board().geometry().boardBounds(),
                    SwingUtilities.convertRectangle(newGame.getParent(), newGame.getBounds(), content),
                    SwingUtilities.convertRectangle(moveList.getParent(), moveList.getBounds(), content),
                    content.getSize(), // what the player chose: the status may take other rows for these
                    app.controller().setup().mode() + " " + app.controller().rules().family() + " "
                            + app.controller().analysis().showPrediction(),
                    ((javax.swing.JLabel) notice).getText().split("<br>", -1).length,
                    notice.isVisible() ? (int) noticeBounds.getMaxY() : -1);
        });
    }
}
