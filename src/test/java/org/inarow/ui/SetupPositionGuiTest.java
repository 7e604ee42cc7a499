package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Point2D;
import java.util.concurrent.TimeUnit;
import javax.swing.JComponent;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.fixture.DialogFixture;
import org.inarow.ai.Level;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardPainter;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Game › Set up position as a player uses it: stones of both colours placed with the left and the
 * right button, who moves chosen, a position no game can have refused with the reason (the dialog
 * stays), then play from there; in tic-tac-toe a position already won is refused too.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SetupPositionGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    /**
     * Clicks {@code cell} until the counts read {@code counts}: under a loaded virtual display a robot
     * click now and then never arrives (as AppDriver.click knows), so the harness makes sure of its input.
     */
    private static void click(AppDriver app, DialogFixture dialog, Rules rules, String cell, MouseButton button,
                              String counts) {
        for (int attempt = 1; attempt <= 3; attempt++) {
            clickOnce(app, dialog, rules, cell, button);
            long deadline = System.currentTimeMillis() + 1000;
            while (!counts.equals(Edt.call(() -> dialog.label("setupCounts").target().getText()))
                    && System.currentTimeMillis() < deadline) {
                org.inarow.ui.testing.TestStrategies.sleep(20);
            }
            if (counts.equals(Edt.call(() -> dialog.label("setupCounts").target().getText()))) {
                return;
            }
            System.out.println("SetupPositionGuiTest: the click on " + cell + " did not arrive; clicking again");
        }
        dialog.label("setupCounts").requireText(counts);
    }

    private static void clickOnce(AppDriver app, DialogFixture dialog, Rules rules, String cell, MouseButton button) {
        JComponent board = (JComponent) dialog.robot().finder().findByName(dialog.target(), "setupBoard", JComponent.class, true);
        Point p = Notation.parsePoint(cell, rules);
        java.awt.Point where = Edt.call(() -> {
            Point2D c = BoardPainter.layout(rules, board.getWidth(), board.getHeight()).centre(p);
            return new java.awt.Point((int) Math.round(c.getX()), (int) Math.round(c.getY()));
        });
        app.robot.click(board, where, button, 1);
        app.robot.waitForIdle();
    }

    /** The refusal as the dialog shows it once the click on Play from here has been handled. */
    private static void awaitRefusal(DialogFixture dialog) {
        Edt.waitFor("the refusal's reason", 5000, () -> !dialog.label("setupProblem").target().getText().isBlank());
    }

    private static DialogFixture open(AppDriver app) {
        app.window.menuItemWithPath("Game", "Set up position…").click();
        DialogFixture dialog = app.window.dialog("setupPosition");
        dialog.requireVisible();
        return dialog;
    }

    @Test
    void stonesOfBothColoursThenWhoMovesThenPlayFromThere() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            DialogFixture dialog = open(app);
            click(app, dialog, GOMOKU, "h8", MouseButton.LEFT_BUTTON, "1 Black, 0 White");
            click(app, dialog, GOMOKU, "j10", MouseButton.LEFT_BUTTON, "2 Black, 0 White");
            click(app, dialog, GOMOKU, "h9", MouseButton.RIGHT_BUTTON, "2 Black, 1 White");
            click(app, dialog, GOMOKU, "c3", MouseButton.RIGHT_BUTTON, "2 Black, 2 White");
            click(app, dialog, GOMOKU, "c3", MouseButton.RIGHT_BUTTON, "2 Black, 1 White"); // again: taken off
            dialog.label("setupCounts").requireText("2 Black, 1 White");
            dialog.button("playFromHere").click();
            awaitRefusal(dialog);
            dialog.requireVisible();
            assertThat(dialog.label("setupProblem").text()).contains(
                    "Black to move needs as many White stones as Black: the board has 2 Black stones and 1 White stone.");
            assertThat(app.moves()).as("nothing changed on the board yet").isEmpty();

            dialog.radioButton("secondToMove").click();
            dialog.button("playFromHere").click();
            Edt.waitFor("the dialog to close", 5000, () -> !dialog.target().isShowing());
            var position = app.position();
            assertThat(position.toMove()).isEqualTo(Side.SECOND);
            assertThat(position.stoneAt(Notation.parsePoint("h8", GOMOKU))).contains(Side.FIRST);
            assertThat(position.stoneAt(Notation.parsePoint("j10", GOMOKU))).contains(Side.FIRST);
            assertThat(position.stoneAt(Notation.parsePoint("h9", GOMOKU))).contains(Side.SECOND);
            assertThat(position.stoneAt(Notation.parsePoint("c3", GOMOKU))).isEmpty();
            assertThat(app.notice()).isEqualTo("Set up a position (3 stones): White to move.");
            app.click("k11"); // and the game goes on from there
            assertThat(app.position().stoneAt(Notation.parsePoint("k11", GOMOKU))).contains(Side.SECOND);

            DialogFixture again = open(app); // starts from the position on the board
            again.label("setupCounts").requireText("2 Black, 2 White");
            again.button("cancelSetup").click();
            assertThat(app.position().moveCount()).as("cancelled: the game as it was").isEqualTo(4);
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aTicTacToeAlreadyWonIsRefusedWithTheReason() {
        Rules ticTacToe = Rules.ticTacToe();
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(ticTacToe, Mode.VS_COMPUTER, Side.FIRST, Level.EASY, 1));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            DialogFixture dialog = open(app);
            click(app, dialog, ticTacToe, "a1", MouseButton.LEFT_BUTTON, "1 X, 0 O");
            click(app, dialog, ticTacToe, "b2", MouseButton.LEFT_BUTTON, "2 X, 0 O");
            click(app, dialog, ticTacToe, "c3", MouseButton.LEFT_BUTTON, "3 X, 0 O");
            click(app, dialog, ticTacToe, "a2", MouseButton.RIGHT_BUTTON, "3 X, 1 O");
            click(app, dialog, ticTacToe, "a3", MouseButton.RIGHT_BUTTON, "3 X, 2 O");
            dialog.radioButton("secondToMove").click();
            dialog.button("playFromHere").click();
            awaitRefusal(dialog);
            assertThat(dialog.label("setupProblem").text()).contains("X already has 3 in a row: the game would be over.");
            dialog.button("cancelSetup").click();
            assertThat(app.moves()).as("the game on the board as it was").isEmpty();
            assertThat(app.errors).isEmpty();
        }
    }
}
