package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JComboBox;
import org.inarow.ai.Level;
import org.inarow.io.gomocup.TestEngines;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.ChattyEngine;
import org.inarow.ui.game.EngineEntry;
import org.inarow.ui.game.EngineSeats;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Gomocup engines in the real window, each a process of its own: our own pbrain started as a separate program,
 * and {@link ChattyEngine}: added and tested in Game › Engines…, played against, two of them playing each other,
 * the analyst's evaluation on the bar, and no process left when the window closes.
 */
@GuiTest
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class EnginesGuiTest {
    static final GameSetup GOMOKU = new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 1);

    static EngineEntry pbrain(String name) {
        List<String> argv = TestEngines.pbrain("level=1").argv();
        return new EngineEntry(name, argv.get(0), argv.subList(1, argv.size()));
    }

    static AppDriver open(GameSetup setup, StrategyFactory ours, EngineEntry... engines) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.engines().save(List.of(engines));
        settings.setSetup(setup);
        return AppDriver.open(settings, InARowApp.Config.of(settings).withStrategies(ours));
    }

    /** The engine processes this JVM started that still run. */
    static List<ProcessHandle> enginesRunning() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().orElse("").matches(".*(ChattyEngine|FakeEngine|pbrain).*")).toList();
    }

    static void awaitNoEngines() {
        Edt.waitFor("no engine process left", 10_000, () -> enginesRunning().isEmpty());
    }

    @Test
    void anEngineIsAddedInTheDialogTestedKeptInTheSettingsAndOfferedInTheSidePanel() {
        EngineEntry chatty = ChattyEngine.entry("ignored");
        try (AppDriver app = open(GOMOKU, StrategyFactory.standard())) {
            assertThat(app.robot.finder().findAll(app.frame, c -> "engine".equals(c.getName()) && c.isShowing()))
                    .as("no engine rows before one is added").isEmpty();
            app.window.menuItem("menu.engines").click();
            var dialog = app.window.dialog("engines");
            dialog.button("engineAdd").click();
            dialog.label("engineResult").requireText("Give the engine a name.");
            dialog.textBox("engineName").enterText("Chatty");
            dialog.textBox("engineProgram").enterText("/no/such/program");
            dialog.button("engineAdd").click();
            dialog.label("engineResult").requireText("/no/such/program is not a program file.");
            dialog.textBox("engineProgram").deleteText().enterText(chatty.executable());
            Edt.run(() -> ((javax.swing.JTextField) dialog.textBox("engineArguments").target())
                    .setText(chatty.argumentLine())); // a long class path: set, not typed
            dialog.button("engineAdd").click();
            dialog.label("engineResult").requireText("Chatty was added; choose it in the side panel.");
            assertThat(app.settings.engines().list()).extracting(EngineEntry::name).containsExactly("Chatty");
            assertThat(app.settings.engines().list().get(0).command()).isEqualTo(chatty.command());

            dialog.list("engineList").selectItem(0);
            dialog.button("engineTest").click();
            Edt.waitFor("the test's answer", 30_000, () -> dialog.label("engineResult").text().startsWith("Chatty answered"));
            dialog.label("engineResult").requireText("Chatty answered: Chatty 2.0, by the window tests");
            awaitNoEngines(); // the test ended it

            @SuppressWarnings("unchecked")
            JComboBox<String> engineBox = (JComboBox<String>) app.robot.finder().findByName(app.frame, "engine");
            assertThat(Edt.call(engineBox::isShowing)).isTrue();
            assertThat(Edt.call(() -> engineBox.getItemAt(1))).isEqualTo("Chatty");
            app.window.comboBox("rung").requireEnabled(); // InARow still plays, at this level
            dialog.button("engineClose").click();
        }
        awaitNoEngines();
    }

    @Test
    void aGameAgainstOurOwnPbrainAsAnExternalProgramUndoAndNewGameAndNoProcessLeft() {
        GameSetup vsPbrain = GOMOKU.withEngines(new EngineSeats("Pbrain", null));
        try (AppDriver app = open(vsPbrain, (level, rules, seed) -> {
            throw new AssertionError("our own level must not play: the engine does");
        }, pbrain("Pbrain"))) {
            // the engine plays at its own strength: our level and its adjusting are not what plays
            app.window.comboBox("rung").requireDisabled();
            app.window.checkBox("adjustLevel").requireDisabled();
            app.click("h8");
            Edt.waitFor("the engine's move", 60_000, () -> app.controller().moves().size() == 2);
            app.waitForYourTurn();
            String answer = app.moves().split(" ")[1];
            app.click(answer.equals("j10") ? "g6" : "j10");
            Edt.waitFor("the engine's second move", 30_000, () -> app.controller().moves().size() == 4);
            app.waitForYourTurn();
            app.window.button("undo").click(); // takes back both: the engine is told
            assertThat(app.controller().moves()).hasSize(2);
            app.click("h7");
            Edt.waitFor("the engine's move after the undo", 30_000, () -> app.controller().moves().size() == 4);
            app.waitForYourTurn();
            assertThat(enginesRunning()).as("one engine process while playing").hasSize(1);
            assertThat(app.errors).isEmpty();
        }
        awaitNoEngines();
    }

    @Test
    void twoEnginesPlayEachOtherToTheEndWhileThePersonWatches() {
        GameSetup watch = GOMOKU.withEngines(new EngineSeats("Chatty", "Pbrain"));
        try (AppDriver app = open(watch, (level, rules, seed) -> {
            throw new AssertionError("our own level must not play");
        }, pbrain("Pbrain"), ChattyEngine.entry("Chatty"))) {
            Edt.waitFor("the game played out", 150_000, () -> app.controller().position().isOver());
            assertThat(Edt.call(() -> app.controller().tally().levels().record(GOMOKU.rung())))
                    .as("no game for InARow's level").isEqualTo(new org.inarow.ui.game.LevelRecord(0, 0, 0));
            assertThat(app.controller().position().result().winnerIfAny()).contains(Side.FIRST); // pbrain beats the top-left filler
            assertThat(app.controller().moves().size()).isGreaterThanOrEqualTo(9);
            assertThat(enginesRunning()).hasSize(2);
            assertThat(app.errors).isEmpty();
        }
        awaitNoEngines();
    }

    @Test
    void theAnalystsWinInMovesDrivesTheBarAndTheWindowSaysWhichEngineSaidIt() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.engines().save(List.of(ChattyEngine.entry("Oracle", "--eval", "+M13")));
        settings.engines().setAnalyst(java.util.Optional.of("Oracle"));
        settings.setSetup(GOMOKU.withMode(Mode.TWO_PLAYERS));
        settings.setShowPrediction(true);
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            app.click("h8");
            Edt.waitFor("the engine's verdict", 60_000, () -> app.window.label("prediction").target().getText()
                    .replaceAll("<[^>]*>", "").startsWith("Oracle: "));
            // White to move; the engine says the side to move makes five in 13 plies: White wins in 7
            assertThat(app.window.label("prediction").text().replaceAll("<[^>]*>", "")).startsWith("Oracle: White wins in 7");
            var chance = Edt.call(() -> app.controller().analysis().shownChance()).orElseThrow();
            assertThat(chance.firstPlayerChance()).isZero();
            assertThat(chance.proven()).isTrue();
            // the ringed best move is the engine's: the top left (0,0 → a15)
            assertThat(Edt.call(() -> app.controller().analysis().prediction().orElseThrow().best()))
                    .isEqualTo(org.inarow.model.Notation.parsePoint("a15", app.controller().rules()));
            assertThat(app.errors).isEmpty();
        }
        awaitNoEngines();
    }
}
