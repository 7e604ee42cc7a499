package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The computer's move in the real window: off the event thread, interruptible, and never played late. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class ComputerMoveGuiTest {
    private static final GameSetup GOMOKU_VS_COMPUTER =
            new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 1);

    @Test
    void newGameWhileTheComputerThinksDiscardsItsLateMove() throws Exception {
        TestStrategies.Slow slow = TestStrategies.slow("a1", 1200);
        try (AppDriver app = AppDriver.open(GOMOKU_VS_COMPUTER, (level, rules, seed) -> slow)) {
            app.click("h8");
            assertThat(slow.started.await(5, TimeUnit.SECONDS)).isTrue();
            app.window.label("status").requireText("The computer is thinking…");
            app.window.button("moveNow").requireVisible();
            app.click("j10");
            assertThat(app.moves()).as("clicks wait while the computer is to move").isEqualTo("h8");
            assertThat(app.notice()).isEqualTo("Wait: the computer is thinking.");

            app.window.button("newGame").click();
            app.window.optionPane().requireTitle("Start a new game?").yesButton().click(); // h8 goes
            app.window.label("status").requireText("Your move (Black)");
            Edt.waitFor("the late answer", 5000, () -> slow.answered.get() == 1);
            app.robot.waitForIdle();
            TestStrategies.sleep(200);
            assertThat(app.moves()).as("the late a1 was not played into the new game").isEmpty();
            assertThat(Edt.call(() -> app.frame.board().view().position().moveCount())).isZero();
            app.window.label("status").requireText("Your move (Black)");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void moveNowPlaysTheBestMoveSoFarAndShowsProgressMeanwhile() {
        try (AppDriver app = AppDriver.open(GOMOKU_VS_COMPUTER.withThinkSeconds(30),
                (level, rules, seed) -> TestStrategies.untilStopped("g7"))) {
            app.click("h8");
            Edt.waitFor("progress on screen", 5000, () -> app.controller().progress().isPresent());
            TestStrategies.sleep(250); // the status ticker refreshes every 100 ms
            assertThat(app.window.label("progress").text()).matches("depth \\d+ · \\d+k? nodes · best g7");
            app.window.button("moveNow").click();
            app.waitForYourTurn();
            assertThat(app.moves()).isEqualTo("h8 g7");
            javax.swing.JButton moveNow = app.robot.finder().findByName(app.frame, "moveNow", javax.swing.JButton.class, false);
            assertThat(Edt.call(moveNow::isShowing)).as("Move now is gone").isFalse();
            app.window.label("status").requireText("Your move (Black)");
        }
    }

    @Test
    void againstTheComputerUndoTakesBackBothMoves() {
        try (AppDriver app = AppDriver.open(GOMOKU_VS_COMPUTER, (level, rules, seed) -> TestStrategies.scripted("a1 a2"))) {
            app.click("h8");
            app.waitForYourTurn();
            app.click("h9");
            app.waitForYourTurn();
            assertThat(app.moves()).isEqualTo("h8 a1 h9 a2");
            app.window.button("undo").click();
            assertThat(app.moves()).isEqualTo("h8 a1");
            app.window.button("redo").click();
            assertThat(app.moves()).isEqualTo("h8 a1 h9 a2");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"the real hard player", "a busy player flooding progress"})
    void theEventThreadIsNeverBlockedWhileTheComputerThinks(String player) {
        // thinking 2 s per move, twice
        StrategyFactory strategies = player.startsWith("the real") ? StrategyFactory.standard()
                : (level, rules, seed) -> TestStrategies.busy("a1 a2 a3", 1500);
        try (AppDriver app = AppDriver.open(GOMOKU_VS_COMPUTER.withThinkSeconds(2), strategies);
             EdtStallProbe probe = EdtStallProbe.start(5)) {
            long worst = 0;
            for (String cell : new String[] {"h8", "j10"}) {
                app.waitForYourTurn();
                if (!app.position().isEmpty(org.inarow.model.Notation.parsePoint(cell, app.position().rules()))) {
                    cell = "c3";
                }
                app.click(cell);
                probe.reset();
                long start = System.currentTimeMillis();
                app.waitForYourTurn();
                long thought = System.currentTimeMillis() - start;
                worst = Math.max(worst, probe.maxStallMillis());
                System.out.println("computer thought " + thought + " ms; longest event-thread stall meanwhile "
                        + probe.maxStallMillis() + " ms; moves " + app.moves());
            }
            System.out.println("max edt stall while the computer thinks (" + player + "): " + worst + " ms");
            assertThat(worst).isLessThan(250);
            assertThat(app.errors).isEmpty();
        }
    }
}
