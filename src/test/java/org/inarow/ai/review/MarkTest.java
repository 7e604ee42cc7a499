package org.inarow.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.model.Point;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** Marks by win-chance points given away, Lichess's thresholds, and proofs first. */
class MarkTest {
    private static final Point P = new Point(3, 3);

    private static Prediction estimate(Side toMove, double firstChance) {
        return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, P, List.of(P), 0, 0, List.of(), Map.of(), toMove,
                firstChance, List.of());
    }

    private static Prediction proven(Side toMove, Side winner) {
        Outcome o = Outcome.winFor(winner);
        return new Prediction(o, Proof.THREAT, P, List.of(P), 0, 1, List.of(), Map.of(), toMove,
                winner == Side.FIRST ? 1.0 : 0.0, List.of());
    }

    private static Mark firstMoves(double before, double after) {
        return Mark.of(Side.FIRST, estimate(Side.FIRST, before), estimate(Side.SECOND, after), false, false);
    }

    @Test
    void thresholdsInPointsOfTheMoversChance() {
        assertThat(firstMoves(0.60, 0.56)).isEqualTo(Mark.NONE);
        assertThat(firstMoves(0.60, 0.55)).isEqualTo(Mark.INACCURACY);
        assertThat(firstMoves(0.60, 0.51)).isEqualTo(Mark.INACCURACY);
        assertThat(firstMoves(0.60, 0.50)).isEqualTo(Mark.MISTAKE);
        assertThat(firstMoves(0.60, 0.46)).isEqualTo(Mark.MISTAKE);
        assertThat(firstMoves(0.60, 0.45)).isEqualTo(Mark.BLUNDER);
        assertThat(firstMoves(0.60, 0.70)).as("the search found more after it").isEqualTo(Mark.NONE);
        // the second player's chance is one less the first's
        assertThat(Mark.of(Side.SECOND, estimate(Side.SECOND, 0.40), estimate(Side.FIRST, 0.52), false, false))
                .isEqualTo(Mark.MISTAKE);
    }

    @Test
    void provenWinToNoProofAndAnythingToAProvenLossAreBlunders() {
        assertThat(Mark.of(Side.FIRST, proven(Side.FIRST, Side.FIRST), estimate(Side.SECOND, 0.97), false, false))
                .isEqualTo(Mark.BLUNDER);
        assertThat(Mark.of(Side.FIRST, estimate(Side.FIRST, 0.50), proven(Side.SECOND, Side.SECOND), false, false))
                .isEqualTo(Mark.BLUNDER);
        assertThat(Mark.of(Side.FIRST, proven(Side.FIRST, Side.FIRST), proven(Side.SECOND, Side.FIRST), false, false))
                .as("still won").isEqualTo(Mark.NONE);
    }

    @Test
    void aLostPositionTheBestMoveAndAProvenWinningMoveAreNeverMarked() {
        assertThat(Mark.of(Side.FIRST, proven(Side.FIRST, Side.SECOND), proven(Side.SECOND, Side.SECOND), false, false))
                .isEqualTo(Mark.NONE);
        assertThat(Mark.of(Side.FIRST, estimate(Side.FIRST, 0.6), estimate(Side.SECOND, 0.3), true, false))
                .isEqualTo(Mark.NONE);
        assertThat(Mark.of(Side.FIRST, proven(Side.FIRST, Side.FIRST), estimate(Side.SECOND, 0.8), false, true))
                .isEqualTo(Mark.NONE);
    }

    @Test
    void aDrawGivenAwayIsABlunderAndAWinGivenForADrawToo() {
        Prediction draw = new Prediction(Outcome.DRAW, Proof.EXACT, P, List.of(P), 0, 0, List.of(), Map.of(),
                Side.FIRST, 0.5, List.of());
        Prediction drawAfter = new Prediction(Outcome.DRAW, Proof.EXACT, P, List.of(P), 0, 0, List.of(), Map.of(),
                Side.SECOND, 0.5, List.of());
        assertThat(Mark.of(Side.FIRST, draw, proven(Side.SECOND, Side.SECOND), false, false)).isEqualTo(Mark.BLUNDER);
        assertThat(Mark.of(Side.FIRST, proven(Side.FIRST, Side.FIRST), drawAfter, false, false)).isEqualTo(Mark.BLUNDER);
        assertThat(Mark.of(Side.FIRST, draw, drawAfter, false, false)).isEqualTo(Mark.NONE);
        assertThat(Mark.BLUNDER.id()).isEqualTo("blunder");
        assertThat(Mark.NONE.id()).isEqualTo("-");
    }
}
