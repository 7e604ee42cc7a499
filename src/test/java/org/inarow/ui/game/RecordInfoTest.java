package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.ai.ladder.Ladder;
import org.inarow.io.GameInfo;
import org.inarow.io.GameRecords;
import org.inarow.io.RecordedResult;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The info a record of the game carries: who played and when for a new game, a file's for an opened one, the dialog's edits. */
class RecordInfoTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private final List<Throwable> errors = new ArrayList<>();
    private GameController controller;

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    private void start(GameSetup setup) {
        controller = Edt.call(() -> {
            GameController c = new GameController(setup, false, (level, rules, seed) -> TestStrategies.scripted("a1 a2 a3"),
                    rules -> (p, l, c2) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of()),
                    errors::add);
            c.setDiscardQuestion((moves, replacement) -> true);
            c.start();
            return c;
        });
    }

    private GameInfo forSave() {
        return Edt.call(() -> controller.recordInfo().forSave());
    }

    private void play(String cell) {
        Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
    }

    @Test
    void aNewGameAgainstTheComputerNamesYouAndTheLevelAndIsDatedToday() {
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.SECOND, Level.MEDIUM, 5).withRung(Ladder.top()));
        Edt.waitFor("the computer's first move", 5000, () -> controller.moves().size() == 1 && !controller.isThinking());

        GameInfo info = forSave();
        assertThat(info.firstPlayer()).isEqualTo(LevelNames.title(Ladder.rung(Ladder.top())));
        assertThat(info.secondPlayer()).isEqualTo("You");
        assertThat(info.date()).isEqualTo(LocalDate.now().toString());
        assertThat(info.thinkSeconds()).as("the top rung thinks for the time set").isEqualTo(5);
    }

    @Test
    void aLowerRungHasNoTimeToState() {
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 5).withRung(3));
        assertThat(forSave().thinkSeconds()).isZero();
        assertThat(forSave().secondPlayer()).isEqualTo(LevelNames.title(Ladder.rung(3)));
    }

    @Test
    void anOpenedGameKeepsItsFilesInfoUntilItGoesOn() {
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1));
        String file = "(;GM[4]FF[4]SZ[15]PB[Kuro]PW[Shiro]DT[2024-05-01]EV[Open cup]RE[W+R]"
                + ";B[hh]C[Centre];W[ii];B[gg]C[Looks strong])";
        Edt.run(() -> controller.load(GameRecords.parse(file, Optional.empty())));

        GameInfo shown = Edt.call(() -> controller.recordInfo().shown());
        assertThat(shown.firstPlayer()).isEqualTo("Kuro");
        assertThat(shown.secondPlayer()).isEqualTo("Shiro");
        assertThat(shown.event()).isEqualTo("Open cup");
        assertThat(shown.date()).isEqualTo("2024-05-01");
        assertThat(shown.result()).isEqualTo(RecordedResult.SECOND_WINS);
        assertThat(forSave().resultText()).isEqualTo("W+R");

        Edt.run(controller::undo);
        play("j8");
        GameInfo after = forSave();
        assertThat(after.result()).as("another game now: the resignation was of the file's").isEqualTo(RecordedResult.UNKNOWN);
        assertThat(after.comments()).as("move 3 is not the file's any more").containsExactly(Map.entry(1, "Centre"));
        assertThat(after.firstPlayer()).isEqualTo("Kuro");
    }

    @Test
    void namesTwoPlayersTypedGoIntoTheSaveAndTheirNextGame() {
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1));
        assertThat(forSave().firstPlayer()).as("two players with no names typed").isEmpty();
        Edt.run(() -> controller.recordInfo().edit("Ann", "Bob", "Friday club", "2026-12-01", "Rematch"));

        GameInfo info = forSave();
        assertThat(info.firstPlayer()).isEqualTo("Ann");
        assertThat(info.event()).isEqualTo("Friday club");
        assertThat(info.date()).isEqualTo("2026-12-01");
        assertThat(info.comment()).isEqualTo("Rematch");

        play("h8");
        Edt.run(controller::newGame);
        GameInfo next = forSave();
        assertThat(next.firstPlayer()).isEqualTo("Ann");
        assertThat(next.secondPlayer()).isEqualTo("Bob");
        assertThat(next.event()).as("the event was that game's").isEmpty();
        assertThat(next.date()).isEqualTo(LocalDate.now().toString());
    }
}
