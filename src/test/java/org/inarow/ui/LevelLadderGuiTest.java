package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.LevelRecord;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Gomoku's ladder in the window: the player picks a level, the games against the computer count
 * at that level and the record shows under the box, "Adjust the level to me" moves the level after
 * two wins in a row, and all of it is there again after a restart.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class LevelLadderGuiTest {
    /** Whatever the level, the computer plays down the a-file: five in a row unless the player wins first. */
    private static final StrategyFactory COMPUTER = (level, rules, seed) -> TestStrategies.scripted("a1 a2 a3 a4 a5 a6");

    private static void play(AppDriver app, String cells) {
        for (String cell : cells.split(" ")) {
            app.click(cell);
            app.waitForYourTurn();
        }
    }

    private static void win(AppDriver app) {
        play(app, "h8 h9 h10 h11 h12");
        app.window.label("status").requireText("You win!");
    }

    private static void lose(AppDriver app) {
        play(app, "o1 o3 o5 o7 o9");
        app.window.label("status").requireText("The computer wins");
    }

    private static void playAgain(AppDriver app) {
        app.window.button("newGame").requireText("Play again").click();
        Edt.waitFor("a new game", 5000, () -> app.controller().moves().isEmpty());
    }

    @Test
    void theRecordCountsPerLevelTheLevelFollowsThePlayerAndBothSurviveARestart() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 2));
        try (AppDriver app = AppDriver.open(settings, org.inarow.ui.InARowApp.Config.of(settings).withStrategies(COMPUTER))) {
            app.window.comboBox("rung").requireSelection("Level 5: Club, 1100");
            assertThat(app.window.comboBox("rung").contents()).containsExactly("Level 1: Beginner, 350", "Level 2: Novice, 520",
                    "Level 3: Casual, 720", "Level 4: Amateur, 900", "Level 5: Club, 1100", "Level 6: Expert, 1300", "Level 7: Candidate, 1510",
                    "Level 8: Master, 1690", "Level 9: Grandmaster, 1850", "Level 10: Champion, 2030");
            app.window.comboBox("thinkTime").requireDisabled(); // only the engine (level 10) takes its time
            app.window.comboBox("rung").selectItem("Level 10: Champion, 2030");
            app.window.comboBox("thinkTime").requireEnabled();
            app.window.comboBox("rung").selectItem("Level 4: Amateur, 900");
            Edt.waitFor("level 4", 5000, () -> app.controller().setup().rung() == 4);
            app.window.comboBox("thinkTime").requireDisabled();
            app.window.label("levelRecord").requireText("You: no games at this level yet");

            win(app);
            app.window.label("levelRecord").requireText("You: 1 won, 0 drawn, 0 lost");
            app.robot.waitForIdle();
            app.window.label("levelRecord").requireText("You: 1 won, 0 drawn, 0 lost"); // counted once, not at every repaint
            playAgain(app);
            lose(app);
            app.window.label("levelRecord").requireText("You: 1 won, 0 drawn, 1 lost");
            assertThat(app.controller().setup().rung()).as("the rule is off: the level stays").isEqualTo(4);

            app.window.checkBox("adjustLevel").requireNotSelected().click();
            playAgain(app);
            win(app);
            assertThat(app.controller().setup().rung()).as("one win").isEqualTo(4);
            playAgain(app);
            win(app);
            assertThat(app.notice()).isEqualTo("Two wins in a row: next game at Level 5 · Club");
            app.window.comboBox("rung").requireSelection("Level 5: Club, 1100");
            app.window.label("levelRecord").requireText("You: no games at this level yet");
            assertThat(settings.levels().levelRecord(4)).isEqualTo(new LevelRecord(3, 0, 1));
            playAgain(app);
            assertThat(app.controller().setup().rung()).as("the next game is at the new level").isEqualTo(5);
            assertThat(app.errors).isEmpty();
            Edt.run(app.frame::close);
        }
        try (AppDriver again = AppDriver.open(settings, org.inarow.ui.InARowApp.Config.of(settings).withStrategies(COMPUTER))) {
            again.window.comboBox("rung").requireSelection("Level 5: Club, 1100");
            again.window.checkBox("adjustLevel").requireSelected();
            again.window.comboBox("rung").selectItem("Level 4: Amateur, 900");
            again.window.label("levelRecord").requireText("You: 3 won, 0 drawn, 1 lost");
            assertThat(again.errors).isEmpty();
        }
    }
}
