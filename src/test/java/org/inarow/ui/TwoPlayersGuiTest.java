package org.inarow.ui;

import java.util.concurrent.TimeUnit;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Two people on one screen play gomoku through the real board: to a five, with undo, redo and the keyboard. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class TwoPlayersGuiTest {
    private AppDriver app;

    @BeforeEach
    void open() {
        app = AppDriver.open(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1),
                StrategyFactory.standard());
    }

    @AfterEach
    void close() {
        app.close();
        assertThat(app.errors).isEmpty();
    }

    @Test
    void playedToAFiveTheStatusNamesTheWinner() {
        app.window.label("status").requireText("Black to move");
        for (String cell : "h8 h9 i8 i9 j8 j9 k8 k9".split(" ")) {
            app.click(cell);
        }
        app.window.label("status").requireText("Black to move");
        app.click("l8");
        app.window.label("status").requireText("Black wins");
        assertThat(Edt.call(() -> app.frame.board().view().winningLine())).hasSize(5);
        assertThat(app.window.list("moveList").contents()).hasSize(9).endsWith("9.  Black  l8");

        app.click("a1");
        assertThat(app.moves()).as("no move after the five").isEqualTo("h8 h9 i8 i9 j8 j9 k8 k9 l8");
        assertThat(app.notice()).isEqualTo("The game is over: start a new game.");
        app.window.button("undo").requireEnabled();
        app.window.button("hint").requireDisabled();
    }

    @Test
    void aClickOnAStoneIsRefusedWithAMessage() {
        app.click("h8");
        app.click("h8");
        assertThat(app.moves()).isEqualTo("h8");
        assertThat(app.notice()).isEqualTo("h8 is occupied.");
        app.window.label("status").requireText("White to move");
    }

    @Test
    void undoAndRedoByButtonAndShortcut() {
        app.click("h8");
        app.click("h9");
        app.click("i8");
        app.window.button("undo").click();
        assertThat(app.moves()).isEqualTo("h8 h9");
        app.window.button("redo").requireEnabled().click();
        assertThat(app.moves()).isEqualTo("h8 h9 i8");
        app.window.button("redo").requireDisabled();

        app.window.focus();
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Z);
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Z);
        assertThat(app.moves()).isEqualTo("h8");
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Y);
        assertThat(app.moves()).isEqualTo("h8 h9");
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_SHIFT, KeyEvent.VK_Z);
        assertThat(app.moves()).isEqualTo("h8 h9 i8");
        app.click("j8");
        app.window.button("redo").requireDisabled();
        app.window.menuItemWithPath("File", "New game").click();
        app.window.optionPane().requireTitle("Start a new game?").yesButton().click();
        assertThat(app.moves()).isEmpty();
        app.window.list("moveList").requireItemCount(0);
    }

    @Test
    void theHKeyMarksAHintAndAMoveClearsIt() {
        app.click("h8");
        app.click("h9");
        app.shortcut(KeyEvent.VK_H);
        Edt.waitFor("a hint on the board", 10_000, () -> app.frame.board().view().hint() != null);
        org.inarow.model.Point hint = Edt.call(() -> app.frame.board().view().hint());
        assertThat(app.position().isEmpty(hint)).as("the hint %s is a legal move", hint).isTrue();
        app.click(hint.toString());
        assertThat(Edt.call(() -> app.frame.board().view().hint())).isNull();
        assertThat(app.moves()).isEqualTo("h8 h9 " + hint);
    }

    @Test
    void theBoardCanBePlayedFromTheKeyboard() {
        app.click("h8"); // the cursor starts where the last move is
        app.frame.board(); // focus came with the click
        app.robot.pressAndReleaseKey(KeyEvent.VK_RIGHT);
        app.robot.pressAndReleaseKey(KeyEvent.VK_RIGHT);
        app.robot.pressAndReleaseKey(KeyEvent.VK_UP);
        app.robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
        assertThat(app.moves()).isEqualTo("h8 i9");
        app.robot.pressAndReleaseKey(KeyEvent.VK_DOWN);
        app.robot.pressAndReleaseKey(KeyEvent.VK_SPACE);
        assertThat(app.moves()).isEqualTo("h8 i9 i8");
    }
}
