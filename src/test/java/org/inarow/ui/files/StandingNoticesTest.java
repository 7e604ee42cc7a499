package org.inarow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The app's news: a later one never hides an earlier one still up, and autosave trouble stays while it lasts. */
class StandingNoticesTest {
    private static final String KEPT_ASIDE = "A new game has begun: the autosaved game could not be restored"
            + " (autosave.sgf: move 2: h8 is occupied); it was kept as autosave-corrupt-20261202-074000.sgf";
    private static final String FULL = "The game could not be autosaved (no space left on device).";
    private static final String READ_ONLY = "The game could not be autosaved (read-only file system).";

    private final List<Throwable> errors = new ArrayList<>();
    private GameController controller;
    private StandingNotices notices;
    private AutosaveScheduler.Health autosave;

    @BeforeEach
    void start() {
        GameSetup twoPlayers = new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);
        controller = Edt.call(() -> {
            GameController c = new GameController(twoPlayers, false, (level, rules, seed) -> TestStrategies.scripted(""),
                    rules -> (p, l, c2) -> Prediction.unknown(), errors::add);
            c.start();
            return c;
        });
        notices = new StandingNotices(controller);
        autosave = notices.autosaveHealth();
    }

    @AfterEach
    void stop() {
        Edt.run(controller::shutdown);
        assertThat(errors).isEmpty();
    }

    private String notice() {
        return Edt.call(controller::notice); // after the news posted to the event thread
    }

    private void play(String cell) {
        Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, controller.rules())));
    }

    @Test
    void anAutosaveFailureJoinsTheNewsOfADamagedAutosaveInsteadOfReplacingIt() {
        Edt.run(() -> notices.add(KEPT_ASIDE));
        autosave.failed(READ_ONLY);
        assertThat(notice()).isEqualTo(KEPT_ASIDE + ". " + READ_ONLY);
        autosave.failed(READ_ONLY);
        assertThat(notice()).as("said again, shown once").isEqualTo(KEPT_ASIDE + ". " + READ_ONLY);
        String settings = "Your choices will not be remembered next time: the settings could not be saved (x).";
        Edt.run(() -> notices.add(settings));
        assertThat(notice()).isEqualTo(KEPT_ASIDE + ". " + READ_ONLY + " " + settings);
    }

    @Test
    void theWarningOfAFullDiskComesBackAfterEveryMoveAndGoesWhenAWriteWorks() {
        autosave.failed(FULL);
        assertThat(notice()).isEqualTo(FULL);
        play("h8"); // the player's action clears news; the write of the new position fails again
        assertThat(notice()).isNull();
        autosave.failed(FULL);
        assertThat(notice()).isEqualTo(FULL);
        autosave.failed(READ_ONLY);
        assertThat(notice()).as("a new reason replaces the old").isEqualTo(READ_ONLY);
        autosave.recovered();
        assertThat(notice()).isNull();
    }

    @Test
    void aWriteThatWorksAgainLeavesOtherNewsAlone() {
        autosave.failed(FULL);
        play("h8");
        Edt.run(() -> controller.inform("Opened game.sgf (3 moves)."));
        autosave.recovered();
        assertThat(notice()).isEqualTo("Opened game.sgf (3 moves).");
        Edt.run(() -> notices.add(KEPT_ASIDE));
        assertThat(notice()).as("news not ours is replaced as before").isEqualTo(KEPT_ASIDE);
    }
}
