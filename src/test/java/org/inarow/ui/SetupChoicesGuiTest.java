package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.plaf.basic.ComboPopup;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.inarow.ai.Level;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The setup's choices in the real window never throw a game away by accident: after a choice
 * with the mouse the arrow keys are the board's again, and a choice that would start a new game
 * (as New game does) asks first while a game is in progress; No changes nothing.
 */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class SetupChoicesGuiTest {
    private static final Rules BIG = Rules.gomoku(20, Overline.WINS);

    private AppDriver app;

    @BeforeEach
    void open() {
        app = AppDriver.open(new GameSetup(BIG, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1),
                (level, rules, seed) -> TestStrategies.scripted("a1 a2 a3 a4"));
    }

    @AfterEach
    void close() {
        app.close();
        assertThat(app.errors).isEmpty();
    }

    /** Opens a combo box's list with a click and clicks the item shown as {@code item}, as a player does. */
    private void chooseWithTheMouse(String name, String item) {
        @SuppressWarnings("unchecked")
        JComboBox<Object> box = (JComboBox<Object>) app.window.comboBox(name).target();
        app.robot.click(box);
        app.robot.waitForIdle();
        JList<?> list = Edt.call(() -> ((ComboPopup) box.getUI().getAccessibleChild(box, 0)).getList());
        Edt.waitFor("the list open", 5000, list::isShowing);
        Rectangle cell = Edt.call(() -> {
            for (int i = 0; i < box.getItemCount(); i++) {
                Object value = box.getItemAt(i);
                var shown = box.getRenderer().getListCellRendererComponent(new JList<>(), value, i, false, false);
                if (item.equals(((JLabel) shown).getText())) {
                    return list.getCellBounds(i, i);
                }
            }
            throw new AssertionError("no item " + item + " in " + name);
        });
        app.robot.click(list, new java.awt.Point((int) cell.getCenterX(), (int) cell.getCenterY()));
        app.robot.waitForIdle();
    }

    private boolean boardHasFocus() {
        return Edt.call(() -> app.frame.board().hasFocus());
    }

    @Test
    void afterAChoiceWithTheMouseTheArrowKeysMoveTheBoardsCursor() {
        app.click("h8");
        app.waitForYourTurn();
        chooseWithTheMouse("rung", "Level 10: Champion, 2030"); // gomoku's levels: the ladder's rungs
        assertThat(app.controller().setup().rung()).isEqualTo(10);
        Edt.waitFor("the board's focus", 5000, () -> app.frame.board().hasFocus());

        app.robot.pressAndReleaseKey(KeyEvent.VK_UP); // the reviewer's case: this once made 20×20 into 19×19
        app.robot.pressAndReleaseKey(KeyEvent.VK_UP);
        app.robot.waitForIdle();
        app.window.comboBox("size").requireSelection("20 × 20");
        assertThat(Edt.call(() -> app.controller().setup().rules())).isEqualTo(BIG);
        assertThat(app.moves()).as("the game is still there").isEqualTo("h8 a1");
        assertThat(boardHasFocus()).isTrue();

        chooseWithTheMouse("side", "White");
        app.window.optionPane().requireTitle("Start a new game?").noButton().click(); // the other side is a new game
        app.waitForYourTurn();
        Edt.waitFor("the board's focus after the question", 5000, () -> app.frame.board().hasFocus());
        assertThat(app.moves()).isEqualTo("h8 a1");
    }

    @Test
    void aNewBoardSizeAsksBeforeTheGameInProgressGoes() {
        app.click("h8");
        app.waitForYourTurn();
        chooseWithTheMouse("size", "19 × 19");
        JOptionPaneFixture question = app.window.optionPane();
        question.requireQuestionMessage().requireTitle("Start a new game?");
        question.requireMessage("A 19 × 19 board starts a new game.\nThe game in progress (2 moves) will be"
                + " lost.\nTo keep it, answer No and save it first (File › Save).");
        question.noButton().click();
        Edt.waitFor("the size shown as it was", 5000, () -> Integer.valueOf(20).equals(
                app.window.comboBox("size").target().getSelectedItem())); // once the answer is in
        app.window.comboBox("size").requireSelection("20 × 20");
        assertThat(app.moves()).isEqualTo("h8 a1");
        assertThat(Edt.call(() -> app.controller().rules())).isEqualTo(BIG);
        Edt.waitFor("the board's focus after the question", 5000, () -> app.frame.board().hasFocus());

        app.window.comboBox("game").selectItem("Tic-tac-toe");
        app.window.optionPane().yesButton().click();
        Edt.waitFor("tic-tac-toe", 5000, () -> app.controller().rules().equals(Rules.ticTacToe()));
        assertThat(app.moves()).isEmpty();
        app.window.comboBox("game").requireSelection("Tic-tac-toe");
    }

    @Test
    void newGameAsksWhileAGameIsInProgressButNotWhenItIsOver() {
        app.click("h8");
        app.waitForYourTurn();
        app.window.button("newGame").click();
        app.window.optionPane().requireTitle("Start a new game?").noButton().click();
        assertThat(app.moves()).isEqualTo("h8 a1");

        for (String cell : new String[] {"i8", "j8", "k8", "l8"}) { // black's five: h8 to l8
            app.click(cell);
            app.waitForYourTurn();
        }
        assertThat(app.position().isOver()).isTrue();
        app.window.menuItemWithPath("File", "New game").click();
        app.robot.waitForIdle();
        assertThat(app.moves()).as("a finished game goes without a question").isEmpty();
    }
}
