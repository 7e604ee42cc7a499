package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.swing.fixture.DialogFixture;
import org.inarow.io.gomocup.TestEngines;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.EngineEntry;
import org.inarow.ui.game.EngineSeats;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An engine at the board is told what the protocol can carry: its clock's time (time_left, timeout_match), a
 * hurry when the player presses Move now (YXSTOP), and the swap2 opening (SWAP2BOARD) when it sits in the
 * seat to act; read as a player would, from the engine's log (Game › Engines… › Log) and the board.
 */
@GuiTest
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class EngineTimeGuiTest {
    private static final Pattern TIME_LEFT = Pattern.compile("MESSAGE told INFO time_left (\\d+)");

    private static EngineEntry fake(String name, String mode) {
        List<String> argv = TestEngines.fake(mode).argv();
        return new EngineEntry(name, argv.get(0), argv.subList(1, argv.size()));
    }

    private static StrategyFactory oursMustNotPlay() {
        return (level, rules, seed) -> {
            throw new AssertionError("our own level must not play: the engine does");
        };
    }

    /** The engine's log as Game › Engines… › Log shows it. */
    private static String logOf(AppDriver app) {
        app.window.menuItem("menu.engines").click();
        DialogFixture engines = app.window.dialog("engines");
        engines.list("engineList").selectItem(0);
        engines.button("engineLog").click();
        DialogFixture log = app.window.dialog("engineLogWindow");
        String text = log.textBox("engineLogText").text();
        log.close();
        engines.close();
        return text;
    }

    @Test
    void anEngineOnAFischerClockIsToldItsTimeLeftAndTheMatchTimeBeforeItsMoves() {
        GameSetup timed = EnginesGuiTest.GOMOKU.withEngines(new EngineSeats("Teller", null)).withClock(TimeControl.fischer(60, 1));
        try (AppDriver app = EnginesGuiTest.open(timed, oursMustNotPlay(), fake("Teller", "tell-info"))) {
            app.click("h8");
            Edt.waitFor("the engine's move", 30_000, () -> app.controller().moves().size() == 2);
            app.waitForYourTurn();
            app.click("j10".equals(app.moves().split(" ")[1]) ? "g6" : "j10");
            Edt.waitFor("the engine's second move", 30_000, () -> app.controller().moves().size() == 4);
            app.waitForYourTurn();

            String log = logOf(app);
            assertThat(log).contains("MESSAGE told INFO timeout_match 60000");
            Matcher m = TIME_LEFT.matcher(log);
            List<Long> left = new java.util.ArrayList<>();
            while (m.find()) {
                left.add(Long.parseLong(m.group(1)));
            }
            assertThat(left).as("told before each of its two moves: %s", log).hasSize(2)
                    .allSatisfy(ms -> assertThat(ms).isBetween(45_000L, 61_000L));
            assertThat(log).contains("MESSAGE told INFO timeout_turn " + left.get(1)) // the most it may take
                    .doesNotContain("MESSAGE told INFO timeout_turn 1000"); // not the setup's thinking time
            assertThat(app.errors).isEmpty();
        }
        EnginesGuiTest.awaitNoEngines();
    }

    @Test
    void moveNowHurriesAnEngineThatWouldThinkForHalfAMinute() {
        GameSetup slow = new GameSetup(EnginesGuiTest.GOMOKU.rules(), EnginesGuiTest.GOMOKU.mode(), Side.FIRST,
                EnginesGuiTest.GOMOKU.level(), 30).withEngines(new EngineSeats("Ponderer", null));
        try (AppDriver app = EnginesGuiTest.open(slow, oursMustNotPlay(), fake("Ponderer", "until-stopped"))) {
            app.click("h8");
            Edt.waitFor("the engine thinking", 10_000, () -> app.controller().isThinking());
            org.inarow.ui.testing.TestStrategies.sleep(1500); // it has started and waits for YXSTOP
            long start = System.nanoTime();
            app.window.button("moveNow").click();
            Edt.waitFor("the engine's move after Move now", 10_000, () -> app.controller().moves().size() == 2);
            assertThat((System.nanoTime() - start) / 1_000_000).as("well inside the half minute").isLessThan(10_000);
            assertThat(app.errors).isEmpty();
        }
        EnginesGuiTest.awaitNoEngines();
    }

    @Test
    void anEngineOpeningSwap2PlacesItsOwnThreeStonesAndMakesItsOwnChoice() {
        GameSetup swap2 = EnginesGuiTest.GOMOKU.withOpening(OpeningRule.SWAP2).withHumanSide(Side.SECOND)
                .withEngines(new EngineSeats("Opener", null));
        try (AppDriver app = EnginesGuiTest.open(swap2, oursMustNotPlay(), fake("Opener", "swap2"))) {
            Edt.waitFor("the engine's three stones", 30_000, () -> app.controller().moves().size() == 3);
            assertThat(app.moves()).as("its SWAP2BOARD answer 7,7 8,6 9,9").isEqualTo("h8 i9 j6");
            app.window.button("choice-" + OpeningChoice.PLACE_TWO.id()).requireVisible().click();
            app.click("g7");
            app.click("k11");
            Edt.waitFor("the engine's choice", 30_000, () -> app.controller().opening().choices().size() == 2);
            assertThat(app.controller().opening().choices()).as("it answered SWAP: it takes Black")
                    .containsExactly(OpeningChoice.PLACE_TWO, OpeningChoice.PLAY_BLACK);
            assertThat(app.status()).isEqualTo("Your move (White)");
            app.click("f6");
            Edt.waitFor("the engine's move as Black", 30_000, () -> app.controller().moves().size() == 7);
            assertThat(app.errors).isEmpty();
        }
        EnginesGuiTest.awaitNoEngines();
    }

    @Test
    void anEngineThatTakesBlackInSwap2PlaysBlackThereafter() {
        GameSetup swap2 = EnginesGuiTest.GOMOKU.withOpening(OpeningRule.SWAP2).withEngines(new EngineSeats("Taker", null))
                .withClock(TimeControl.fischer(600, 0));
        try (AppDriver app = EnginesGuiTest.open(swap2, oursMustNotPlay(), fake("Taker", "swap2"))) {
            for (String cell : "h8 h9 j10".split(" ")) {
                app.click(cell);
            }
            Edt.waitFor("the engine's choice", 30_000, () -> app.controller().opening().choices().size() == 1);
            assertThat(app.controller().opening().choices()).as("it answered SWAP: it takes Black")
                    .containsExactly(OpeningChoice.PLAY_BLACK);
            assertThat(app.status()).isEqualTo("Your move (White)");
            assertThat(app.notice()).isEqualTo("Taker chose to play Black: you play White.");
            app.window.label("clockName.OPENER").requireText("You · White"); // the person opened and now plays White
            app.window.label("clockName.RESPONDER").requireText("Taker · Black");
            assertThat(app.controller().clocks().ticking()).as("the person's clock runs").contains(org.inarow.model.Seat.OPENER);
            app.click("g7");
            Edt.waitFor("the engine's move as Black", 30_000, () -> app.controller().moves().size() == 5);
            assertThat(app.errors).as("the engine, not our level, plays the colour it took").isEmpty();
        }
        EnginesGuiTest.awaitNoEngines();
    }
}
