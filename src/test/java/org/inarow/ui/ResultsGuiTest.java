package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.concurrent.TimeUnit;
import javax.swing.JLabel;
import javax.swing.UIManager;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Results that feel like results: set apart in colour, a tally for the session, and "Play again" at the end. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class ResultsGuiTest {

    @Test
    void aWinAndALossLookDifferentAreTalliedAndPlayAgainStartsTheNext() {
        GameSetup setup = new GameSetup(Rules.ticTacToe(), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1);
        try (AppDriver app = AppDriver.open(setup, (level, rules, seed) -> TestStrategies.scripted("c1 c2 c3"))) {
            JLabel status = app.robot.finder().findByName(app.frame, "status", JLabel.class, false);
            Color plain = Edt.call(status::getForeground);
            app.window.button("newGame").requireText("New game");
            for (String cell : "a1 a2 a3".split(" ")) { // the computer answers c1, c2
                app.click(cell);
                app.waitForYourTurn();
            }
            app.window.label("status").requireText("You win!");
            Color win = Edt.call(status::getForeground);
            assertThat(win).isEqualTo(UIManager.getColor("InARow.result.win.foreground")).isNotEqualTo(plain);
            JLabel tally = app.window.label(org.assertj.swing.core.matcher.JLabelMatcher.withText(
                    "Session: you 1, computer 0, draws 0")).target();
            app.robot.waitForIdle();
            int[] widths = Edt.call(() -> new int[] {tally.getPreferredSize().width, tally.getWidth()});
            assertThat(widths[0]).as("the tally's width fits its label's %d", widths[1]).isLessThanOrEqualTo(widths[1]);
            app.window.menuItemWithPath("File", "New game").requireEnabled(); // the menu keeps its name
            app.window.button("newGame").requireText("Play again").click();

            Edt.waitFor("a new game", 5000, () -> app.controller().moves().isEmpty());
            app.window.button("newGame").requireText("New game");
            assertThat(Edt.call(status::getForeground)).isEqualTo(plain);
            for (String cell : "b1 b2 a3".split(" ")) { // the computer: c1, c2, then c3 wins
                app.click(cell);
                app.waitForYourTurn();
            }
            app.window.label("status").requireText("The computer wins");
            Color loss = Edt.call(status::getForeground);
            assertThat(loss).isEqualTo(UIManager.getColor("InARow.result.loss.foreground")).isNotEqualTo(win);
            app.window.label(org.assertj.swing.core.matcher.JLabelMatcher.withText(
                    "Session: you 1, computer 1, draws 0")).requireVisible();
            assertThat(app.errors).isEmpty();
        }
    }
}
