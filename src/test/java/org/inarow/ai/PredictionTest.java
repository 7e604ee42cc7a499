package org.inarow.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.inarow.model.Point;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** The prediction as a value: its win chance agrees with a proof, and the winner's line is the winner's. */
class PredictionTest {
    private static final Point A = new Point(0, 0);
    private static final Point B = new Point(1, 0);
    private static final Point C = new Point(2, 0);

    private static Prediction proven(Outcome outcome, Side toMove, double chance, List<Point> line) {
        return new Prediction(outcome, Proof.THREAT, line.get(0), line, 0, 1, List.of(), Map.of(), toMove, chance, List.of());
    }

    @Test
    void aProvenResultHasTheChanceOfItsOutcome() {
        assertThat(proven(Outcome.FIRST_WINS, Side.FIRST, 1.0, List.of(A)).firstPlayerWinChance()).isEqualTo(1.0);
        assertThat(proven(Outcome.SECOND_WINS, Side.FIRST, 0.0, List.of(A)).winChance(Side.SECOND)).isEqualTo(1.0);
        assertThatThrownBy(() -> proven(Outcome.FIRST_WINS, Side.FIRST, 0.9, List.of(A)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1.0");
        assertThatThrownBy(() -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, A, List.of(A), 0, 0, List.of(),
                Map.of(), Side.FIRST, 1.2, List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theEarlierFormTakesItsChanceFromAProofOrCallsItEven() {
        Prediction draw = new Prediction(Outcome.DRAW, Proof.EXACT, A, List.of(A), 0, 0, List.of(), Map.of());
        Prediction secondWins = new Prediction(Outcome.SECOND_WINS, Proof.EXACT, A, List.of(A), 0, 0, List.of(), Map.of());
        Prediction estimate = new Prediction(Outcome.FIRST_WINS, Proof.ESTIMATE, A, List.of(A), 900, 0, List.of(), Map.of());

        assertThat(draw.firstPlayerWinChance()).isEqualTo(0.5);
        assertThat(draw.isDrawWithBestPlay()).isTrue();
        assertThat(secondWins.firstPlayerWinChance()).isZero();
        assertThat(estimate.firstPlayerWinChance()).isEqualTo(0.5);
        assertThat(estimate.provenWinner()).isEmpty();
        assertThat(Prediction.unknown().isProven()).isFalse();
    }

    @Test
    void whenTheSideToMoveHasLostTheWinningLineLeavesOutItsFutileMove() {
        // second to move, the first has won: the line is second's block A, then first's B and C
        Prediction lost = proven(Outcome.FIRST_WINS, Side.SECOND, 1.0, List.of(A, B, C));

        assertThat(lost.best()).isEqualTo(A);
        assertThat(lost.toMove()).isEqualTo(Side.SECOND);
        assertThat(lost.provenWinner()).contains(Side.FIRST);
        assertThat(lost.winningLine()).containsExactly(B, C);
        assertThat(lost.winningMove()).contains(B);
    }

    @Test
    void whenTheSideToMoveWinsTheWinningLineIsTheLine() {
        Prediction won = proven(Outcome.SECOND_WINS, Side.SECOND, 0.0, List.of(A, B, C));

        assertThat(won.winningLine()).containsExactly(A, B, C);
        assertThat(won.winningMove()).contains(A);
        assertThat(won.best()).isEqualTo(won.winningMove().orElseThrow());
    }

    @Test
    void anEstimateHasNoWinningLine() {
        Prediction estimate = new Prediction(Outcome.FIRST_WINS, Proof.ESTIMATE, A, List.of(A, B), 900, 0, List.of(),
                Map.of(), Side.FIRST, 0.8, List.of());

        assertThat(estimate.winningLine()).isEmpty();
        assertThat(estimate.winningMove()).isEmpty();
        assertThat(estimate.winChance(Side.SECOND)).isCloseTo(0.2, org.assertj.core.data.Offset.offset(1e-12));
    }
}
