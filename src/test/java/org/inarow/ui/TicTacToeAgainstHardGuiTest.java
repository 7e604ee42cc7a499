package org.inarow.ui;

import java.util.concurrent.TimeUnit;
import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Level;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Whole tic-tac-toe games clicked through the real board against the hard level: the player never wins. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class TicTacToeAgainstHardGuiTest {

    @ParameterizedTest(name = "player {0} clicking {1}")
    @CsvSource({
            "FIRST,  b2 a1 c3 a3 c1 a2 b1 b3 c2",
            "FIRST,  a1 c3 a3 c1 b2 a2 b1 b3 c2",
            "FIRST,  a2 b1 c3 b2 a1 a3 c1 c2 b3",
            "SECOND, b2 a1 c3 a3 c1 a2 b1 b3 c2",
            "SECOND, a1 c1 a3 c3 b2 b1 a2 b3 c2",
    })
    void thePlayerNeverWins(Side human, String preferences) {
        GameSetup setup = new GameSetup(Rules.ticTacToe(), Mode.VS_COMPUTER, human, Level.HARD, 1);
        try (AppDriver app = AppDriver.open(setup, StrategyFactory.standard())) {
            app.waitForYourTurn();
            while (!app.position().isOver()) {
                Point next = TestStrategies.firstEmpty(app.position(), preferences);
                app.click(next.toString());
                assertThat(app.position().stoneAt(next)).as("the click on %s was played", next).contains(human);
                app.waitForYourTurn();
            }
            assertThat(app.position().result().winnerIfAny()).as("moves %s", app.moves()).isNotEqualTo(
                    java.util.Optional.of(human));
            assertThat(app.status()).isIn("Draw: the board is full", "The computer wins");
            assertThat(app.errors).isEmpty();
        }
    }
}
