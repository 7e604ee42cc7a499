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
import org.inarow.testing.SpecialFiles;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Assumptions;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;
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
    void aGameOnTheClockIsResumedWithTheTimeItHadNotFullClocks() throws Exception {
        Autosave autosave = new Autosave(folder);
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(GameSetup.defaults().withMode(Mode.TWO_PLAYERS).withClock(TimeControl.fischer(60, 0)));
        long whiteLeft;
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings).withAutosave(autosave))) {
            app.click("h8"); // the first move is free: White's clock starts
            Thread.sleep(2_500);
            app.click("h9");
            app.click("h10");
            Edt.waitFor("three moves in the autosave", 5000, () -> autosave.load().record()
                    .map(r -> r.moves().size()).orElse(0) == 3);
            whiteLeft = autosave.load().record().orElseThrow().info().timeLeft().get(Side.SECOND);
            assertThat(whiteLeft).as("White's time after its move, in the autosave").isBetween(40_000L, 57_600L);
        }
        Settings fresh = new Settings(new MemoryPreferences()); // no clock chosen: the game's own is taken
        fresh.setSetup(GameSetup.defaults().withMode(Mode.TWO_PLAYERS));
        try (AppDriver app = AppDriver.open(fresh, InARowApp.Config.of(fresh).withAutosave(autosave))) {
            assertThat(app.moves()).isEqualTo("h8 h9 h10");
            assertThat(Edt.call(() -> app.controller().clocks().control())).isEqualTo(TimeControl.fischer(60, 0));
            long now = Edt.call(() -> app.controller().clocks().remaining(Seat.RESPONDER));
            assertThat(now).as("White's clock runs on from what it had").isLessThanOrEqualTo(whiteLeft).isGreaterThan(whiteLeft - 5_000);
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

    @Test
    void anAutosaveThatIsANamedPipeDoesNotKeepTheWindowFromAppearing() throws Exception {
        SpecialFiles.fifo(folder, Autosave.FILE_NAME); // no writer: opening it for reading would never return
        try (AppDriver app = open(new Autosave(folder))) {
            assertThat(app.notice()).startsWith("A new game has begun: the autosaved game could not be restored")
                    .contains("is a named pipe (FIFO), not a regular file");
            app.click("h8");
            Edt.waitFor("the move in the autosave", 5000, () -> new Autosave(folder).load().record()
                    .map(r -> Notation.formatMoves(r.moves())).orElse("").equals("h8"));
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aReadOnlyDataFolderIsToldBesidesTheDamagedAutosaveAndItsWarningStaysUntilAWriteWorks() throws Exception {
        Autosave autosave = new Autosave(folder);
        Files.writeString(autosave.file(), "(;FF[4]GM[4]SZ[15];B[hh];W[hh])");
        Assumptions.assumeTrue(immutable(true), "chattr +i works here (root on ext4, as in CI's container)");
        try (AppDriver app = open(autosave)) {
            Edt.waitFor("the autosave's failure told", 5000, () -> String.valueOf(app.controller().notice())
                    .contains("could not be autosaved"));
            assertThat(app.notice()).startsWith("A new game has begun: the autosaved game could not be restored")
                    .contains("move 2: h8 (W[hh]) is occupied")
                    .endsWith("; it could not be moved aside (operation not permitted)."
                            + " The game could not be autosaved (operation not permitted).");
            app.click("h8"); // the news goes with the player's action, but the next write fails too
            Edt.waitFor("the warning back", 5000, () -> "The game could not be autosaved (operation not permitted)."
                    .equals(app.controller().notice()));
            app.click("h9");
            Edt.waitFor("the warning back", 5000, () -> "The game could not be autosaved (operation not permitted)."
                    .equals(app.controller().notice()));
            assertThat(immutable(false)).isTrue();
            app.click("i8");
            Edt.waitFor("the move in the autosave", 5000, () -> autosave.load().record()
                    .map(r -> Notation.formatMoves(r.moves())).orElse("").equals("h8 h9 i8"));
            Edt.waitFor("the warning withdrawn", 5000, () -> app.controller().notice() == null);
            assertThat(app.errors).isEmpty();
        } finally {
            immutable(false);
        }
    }

    /** Makes the data folder one that nobody, not even root, can write into (or writable again). */
    private boolean immutable(boolean on) throws Exception {
        try {
            Process chattr = new ProcessBuilder("chattr", on ? "+i" : "-i", folder.toString()).redirectErrorStream(true).start();
            chattr.getInputStream().readAllBytes();
            if (chattr.waitFor() != 0) {
                return false;
            }
        } catch (java.io.IOException e) {
            return false; // no chattr
        }
        Path probe = folder.resolve("probe");
        try {
            Files.writeString(probe, "x");
            Files.delete(probe);
            return !on;
        } catch (java.io.IOException e) {
            return on;
        }
    }
}
