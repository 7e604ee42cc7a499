package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Looking back through a game in the real window: the move list, its keys, Home and End, and a new line beside the old. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class ReviewGuiTest {
    private AppDriver app;

    @BeforeEach
    void open() {
        app = AppDriver.open(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1),
                StrategyFactory.standard());
        for (String cell : "h8 h9 i8 i9 j8".split(" ")) {
            app.click(cell);
        }
    }

    @AfterEach
    void close() {
        app.close();
        assertThat(app.errors).isEmpty();
    }

    private int shownMoves() {
        return Edt.call(() -> app.frame.board().view().position().moveCount());
    }

    private void key(int code) {
        app.robot.pressAndReleaseKey(code);
        app.robot.waitForIdle();
    }

    @Test
    void clickingAMoveShowsItsPositionAndTheListsKeysStepThroughTheGame() {
        app.clickMoveRow(1);
        assertThat(shownMoves()).isEqualTo(2);
        app.window.label("status").requireText("Review: move 2 of 5");
        app.window.label("reviewHelp").requireVisible();
        assertThat(Edt.call(() -> app.frame.board().view().lastMove()).map(Object::toString)).contains("h9");
        assertThat(app.moves()).as("the game is still all there").isEqualTo("h8 h9 i8 i9 j8");

        key(KeyEvent.VK_RIGHT);
        assertThat(shownMoves()).isEqualTo(3);
        key(KeyEvent.VK_DOWN);
        assertThat(shownMoves()).isEqualTo(4);
        key(KeyEvent.VK_LEFT);
        key(KeyEvent.VK_UP);
        assertThat(shownMoves()).isEqualTo(2);
        app.window.list("moveList").requireSelection(1);
        key(KeyEvent.VK_HOME);
        assertThat(shownMoves()).isZero();
        app.window.label("status").requireText("Review: move 0 of 5");
        app.window.list("moveList").requireNoSelection();
        key(KeyEvent.VK_END);
        assertThat(shownMoves()).isEqualTo(5);
        app.window.label("status").requireText("White to move");
        app.window.list("moveList").requireSelection(4);
    }

    @Test
    void homeAndEndWorkFromTheBoardWhoseArrowsStillMoveItsCursor() {
        Edt.run(() -> app.frame.board().requestFocusInWindow());
        Edt.waitFor("the board's focus", 5000, () -> app.frame.board().hasFocus());
        key(KeyEvent.VK_HOME);
        assertThat(shownMoves()).isZero();
        key(KeyEvent.VK_RIGHT); // the board's cursor, not the review
        assertThat(shownMoves()).isZero();
        app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_RIGHT);
        assertThat(shownMoves()).isEqualTo(1);
        app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_RIGHT);
        assertThat(shownMoves()).isEqualTo(2);
        key(KeyEvent.VK_END);
        assertThat(shownMoves()).isEqualTo(5);
        app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_LEFT);
        assertThat(shownMoves()).isEqualTo(4);
        app.window.menuItemWithPath("Game", "Back to the game").click();
        assertThat(shownMoves()).isEqualTo(5);
        assertThat(app.moves()).isEqualTo("h8 h9 i8 i9 j8");
    }

    @Test
    void aMoveOnAnEarlierPositionStartsANewLineAndTheOldOneStaysAsAVariationToClick() {
        app.clickMoveRow(1);
        app.click("a1");
        assertThat(Edt.call(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .filter(w -> w instanceof javax.swing.JDialog && w.isShowing()).count())).as("nothing is lost: no question").isZero();
        assertThat(app.moves()).isEqualTo("h8 h9 a1");
        app.window.label("status").requireText("White to move");
        app.window.list("moveList").requireItemCount(4);
        assertThat(app.window.list("moveList").contents()).containsExactly("1.  Black  h8", "2.  White  h9",
                "3.  Black  a1", "      (3. i8  4. i9  5. j8)");
        app.window.list("moveList").requireSelection(2);
        app.window.button("redo").requireDisabled();

        app.clickMoveRow(3); // the variation: its line is the game's again
        assertThat(app.moves()).isEqualTo("h8 h9 i8 i9 j8");
        assertThat(shownMoves()).as("where it branched").isEqualTo(3);
        app.window.list("moveList").requireSelection(2);
        assertThat(app.window.list("moveList").contents()).containsExactly("1.  Black  h8", "2.  White  h9",
                "3.  Black  i8", "      (3. a1)", "4.  White  i9", "5.  Black  j8");
        key(KeyEvent.VK_DOWN); // the arrows follow the game's line, past the variation's row
        assertThat(shownMoves()).isEqualTo(4);
        app.window.list("moveList").requireSelection(4);
    }
}
