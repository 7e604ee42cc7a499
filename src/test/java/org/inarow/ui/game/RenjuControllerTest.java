package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Renju in the controller: the board view carries Black's forbidden points, and a click on one is refused. */
class RenjuControllerTest {
    private static final Rules RENJU = Rules.renju();
    /** Black opens on the centre (renju's rule), then j9 j11 and i10 k10 around j10: there, a double three. */
    private static final String BLACK_TO_MAKE_J10_A_DOUBLE_THREE = "h8 a1 j9 a15 j11 o1 i10 o15 k10 a3";
    private final List<Throwable> errors = new ArrayList<>();
    private GameController controller;

    @BeforeEach
    void start() {
        controller = Edt.call(() -> {
            GameController c = new GameController(new GameSetup(RENJU, Mode.TWO_PLAYERS, Side.FIRST, Level.EASY, 1), false,
                    (level, rules, seed) -> TestStrategies.scripted("a2"),
                    rules -> (p, l, x) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of()),
                    errors::add);
            c.start();
            return c;
        });
    }

    @AfterEach
    void stop() {
        Edt.run(controller::shutdown);
        assertThat(errors).isEmpty();
    }

    private void play(String moves) {
        for (String cell : moves.split(" ")) {
            Edt.run(() -> controller.cellChosen(p(cell)));
        }
    }

    private static Point p(String cell) {
        return Notation.parsePoint(cell, RENJU);
    }

    @Test
    void withBlackToMoveTheViewMarksTheForbiddenPointsAndWithWhiteToMoveNone() {
        play(BLACK_TO_MAKE_J10_A_DOUBLE_THREE.substring(0, BLACK_TO_MAKE_J10_A_DOUBLE_THREE.lastIndexOf(' ')));
        assertThat(Edt.call(() -> controller.analysis().boardView().forbidden())).as("White to move: White is free").isEmpty();
        play("a3");
        assertThat(Edt.call(() -> controller.analysis().boardView().forbidden())).containsExactly(p("j10"));
    }

    @Test
    void aClickOnAForbiddenPointIsRefusedWithTheReasonAndChangesNothing() {
        play(BLACK_TO_MAKE_J10_A_DOUBLE_THREE);
        List<Point> before = Edt.call(controller::moves);
        play("j10");
        assertThat(Edt.call(controller::moves)).isEqualTo(before);
        assertThat(Edt.call(() -> controller.position().toMove())).isEqualTo(Side.FIRST);
        assertThat(Edt.call(controller::notice)).isEqualTo("j10 is forbidden for Black: double three");
        play("e4");
        assertThat(Edt.call(controller::moves)).as("an allowed point is played").hasSize(before.size() + 1);
        assertThat(Edt.call(controller::notice)).as("the refusal goes with the next change").isNull();
    }

    @Test
    void hiddenMarksAreLeftOutOfTheViewButTheRuleStillHolds() {
        play(BLACK_TO_MAKE_J10_A_DOUBLE_THREE);
        Edt.run(() -> controller.analysis().setShowForbidden(false));
        assertThat(Edt.call(() -> controller.analysis().boardView().forbidden())).isEmpty();
        play("j10");
        assertThat(Edt.call(controller::moves)).hasSize(10);
        Edt.run(() -> controller.analysis().setShowForbidden(true));
        assertThat(Edt.call(() -> controller.analysis().boardView().forbidden())).containsExactly(p("j10"));
    }
}
