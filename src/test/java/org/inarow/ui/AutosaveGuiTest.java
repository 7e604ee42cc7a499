package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.inarow.io.Autosave;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The real window resumes the autosaved game, keeps it up to date, and shrugs off a damaged one. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class AutosaveGuiTest {
    @TempDir
    Path folder;

    private AppDriver open(Autosave autosave) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(GameSetup.defaults().withMode(Mode.TWO_PLAYERS));
        return AppDriver.open(settings, InARowApp.Config.of(settings).withAutosave(autosave));
    }

    @Test
    void theAutosavedGameIsResumedAndEveryMoveIsKept() throws Exception {
        Autosave autosave = new Autosave(folder);
        autosave.save(GameRecord.of(Rules.ticTacToe(), Notation.parseMoves("b2 a1", Rules.ticTacToe())));
        try (AppDriver app = open(autosave)) {
            assertThat(app.moves()).isEqualTo("b2 a1");
            app.window.comboBox("game").requireSelection("Tic-tac-toe");
            app.window.label("status").requireText("X to move");
            app.click("c3");
            Edt.waitFor("the move in the autosave", 5000, () -> autosave.load().record()
                    .map(r -> Notation.formatMoves(r.moves())).orElse("").equals("b2 a1 c3"));
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aDamagedAutosaveIsMentionedAndANewGameBegins() throws Exception {
        Autosave autosave = new Autosave(folder);
        Files.writeString(autosave.file(), "(;FF[4]GM[4]SZ[15];B[hh];W[hh");
        try (AppDriver app = open(autosave)) {
            assertThat(app.moves()).isEmpty();
            String notice = app.notice();
            assertThat(notice).startsWith("A new game has begun: the autosaved game could not be restored")
                    .contains("autosave-corrupt-");
            app.click("h8");
            javax.swing.JLabel label = app.robot.finder().findByName(app.frame, "notice", javax.swing.JLabel.class, false);
            assertThat(Edt.call(label::isShowing)).as("the news goes with the player's first move").isFalse();
            assertThat(app.errors).isEmpty();
        }
    }
}
