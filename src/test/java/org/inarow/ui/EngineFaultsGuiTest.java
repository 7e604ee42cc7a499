package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.fixture.DialogFixture;
import org.inarow.io.gomocup.TestEngines;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.EngineEntry;
import org.inarow.ui.game.EngineSeats;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An engine's faults never cost the game: one that cannot start, exits, hangs past its time and the margin,
 * prints garbage or answers an occupied or off-board point is stopped (its process gone), the player reads one
 * sentence and chooses Retry, InARow at its level, or to play the side; the game on the board stays as it was.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class EngineFaultsGuiTest {

    private static EngineEntry fake(String name, String mode) {
        List<String> argv = TestEngines.fake(mode).argv();
        return new EngineEntry(name, argv.get(0), argv.subList(1, argv.size()));
    }

    private static AppDriver against(EngineEntry engine) {
        return EnginesGuiTest.open(EnginesGuiTest.GOMOKU.withEngines(new EngineSeats(engine.name(), null)),
                (level, rules, seed) -> TestStrategies.scripted("a1 a2 a3"), engine);
    }

    /** The question after the fault: its sentence checked, then {@code answer} clicked. */
    private static void answer(AppDriver app, String sentence, String answer) {
        DialogFixture question = app.window.dialog("engineFault", org.assertj.swing.timing.Timeout.timeout(30_000));
        assertThat(question.optionPane().target().getMessage().toString()).startsWith(sentence + "\n");
        assertThat(app.notice()).isEqualTo(sentence);
        assertThat(app.moves()).as("the game is kept").isEqualTo("h8");
        EnginesGuiTest.awaitNoEngines();
        question.button(JButtonMatcher.withText(answer)).click();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "hang              | Hang did not answer within its time and was stopped.",
        "crash-after-start | Crash stopped running in the middle of the game.",
        "garbage           | Garbage answered something that is not a move (\"I think I will play somewhere nice\") and was stopped.",
        "occupied          | Occupied played h8, which is not a free point of the board, and was stopped.",
        "off-board         | Off-board played 15,3, which is not a free point of the board, and was stopped.",
        "refuse            | Refuse could not be started (it answered START 15 with \"ERROR this size is not supported\" instead of OK)."})
    void theFaultIsToldInOneSentenceTheEngineStoppedAndInARowTakesOver(String mode, String sentence) {
        String name = Character.toUpperCase(mode.charAt(0)) + mode.substring(1).replaceFirst("-after-start", "");
        try (AppDriver app = against(fake(name, mode))) {
            app.click("h8");
            answer(app, sentence, "Let InARow play");
            Edt.waitFor("InARow's move", 20_000, () -> app.controller().moves().size() == 2);
            assertThat(app.moves()).isEqualTo("h8 a1");
            assertThat(app.controller().setup().engines()).isEqualTo(EngineSeats.NONE);
            assertThat(app.errors).isEmpty();
        }
        EnginesGuiTest.awaitNoEngines();
    }

    @Test
    void aProgramThatIsNotThereCannotStartAndThePlayerTakesOverTheMove() {
        try (AppDriver app = against(new EngineEntry("Ghost", "/no/such/engine", List.of()))) {
            app.click("h8");
            DialogFixture question = app.window.dialog("engineFault", org.assertj.swing.timing.Timeout.timeout(30_000));
            assertThat(question.optionPane().target().getMessage().toString()).startsWith("Ghost could not be started");
            question.button(JButtonMatcher.withText("I'll play this side")).click();
            Edt.waitFor("two players", 5000, () -> app.controller().setup().mode() == Mode.TWO_PLAYERS);
            app.click("j9"); // the person plays White's move
            assertThat(app.moves()).isEqualTo("h8 j9");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void retryStartsTheEngineAgainAndAsksItOnceMore() {
        try (AppDriver app = against(fake("Liar", "occupied"))) {
            app.click("h8");
            answer(app, "Liar played h8, which is not a free point of the board, and was stopped.", "Retry");
            answer(app, "Liar played h8, which is not a free point of the board, and was stopped.", "Let InARow play");
            Edt.waitFor("InARow's move", 20_000, () -> app.controller().moves().size() == 2);
            assertThat(app.errors).isEmpty();
        }
        EnginesGuiTest.awaitNoEngines();
    }

    @Test
    void theQuestionClosedWithEscapeLetsInARowPlaySoTheGameDoesNotWait() {
        try (AppDriver app = against(fake("Crash", "crash"))) {
            app.click("h8");
            DialogFixture question = app.window.dialog("engineFault", org.assertj.swing.timing.Timeout.timeout(30_000));
            question.pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ESCAPE);
            Edt.waitFor("InARow's move", 20_000, () -> app.controller().moves().size() == 2);
            assertThat(app.moves()).isEqualTo("h8 a1");
            assertThat(app.controller().setup().engines()).isEqualTo(EngineSeats.NONE);
            assertThat(app.errors).isEmpty();
        }
        EnginesGuiTest.awaitNoEngines();
    }
}
