package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * The facts a sentence about the prediction needs, from the real predictor: who the best move is
 * for, who wins, the winner's own next move (never the loser's block), the points to block and the
 * stones of the threat they answer.
 */
class PredictionFactsTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);

    private static Prediction predict(Position p) {
        return Predictors.forRules(RULES).predict(p, Limits.nodes(100_000), Cancellation.never());
    }

    @Test
    void againstAnOpenFourTheWinnersMoveIsNotTheLosersBlock() {
        // white has an open four (d8 to g8 with c8 and h8 free): black, to move, has lost
        Position p = Diagram.on(RULES).whiteRow(-4, 0, 1, 0, 4).black(-2, 3).black(2, -3).black(3, 3)
                .toMove(Side.FIRST);
        Prediction prediction = predict(p);
        Point left = Diagram.at(RULES, -5, 0);
        Point right = Diagram.at(RULES, 0, 0);

        assertThat(prediction.toMove()).isEqualTo(Side.FIRST);
        assertThat(prediction.provenWinner()).contains(Side.SECOND);
        assertThat(prediction.firstPlayerWinChance()).isZero();
        assertThat(prediction.mustBlock()).containsExactlyInAnyOrder(left, right);
        assertThat(prediction.best()).isIn(left, right); // black's futile block, for black
        Point winning = prediction.winningMove().orElseThrow();
        assertThat(winning).isIn(left, right).isNotEqualTo(prediction.best());
        assertThat(p.play(prediction.best()).play(winning).result().winnerIfAny()).contains(Side.SECOND);
        assertThat(prediction.threatStones()).containsExactlyInAnyOrder(Diagram.at(RULES, -4, 0),
                Diagram.at(RULES, -3, 0), Diagram.at(RULES, -2, 0), Diagram.at(RULES, -1, 0));
    }

    @Test
    void anOpenThreeIsOutlinedByItsThreeStonesAndBlockedAtItsEnds() {
        Position p = Diagram.on(RULES).whiteRow(0, -1, 0, 1, 3).white(3, 3)
                .black(-2, 2).black(2, -3).black(-3, -1).toMove(Side.FIRST);
        Prediction prediction = predict(p);

        assertThat(prediction.isProven()).isFalse();
        // the other end stops the open four too, but loses to White's threats (GomokuPredictionTest)
        assertThat(prediction.mustBlock()).containsExactly(Diagram.at(RULES, 0, 2));
        assertThat(prediction.threatStones()).containsExactlyInAnyOrder(Diagram.at(RULES, 0, -1),
                Diagram.at(RULES, 0, 0), Diagram.at(RULES, 0, 1));
        assertThat(prediction.winningLine()).isEmpty();
    }

    @Test
    void aWinByFoursIsTheMoversOwnLine() {
        Position p = Diagram.on(RULES).blackRow(-1, 0, 1, 0, 3).blackRow(3, -2, 0, 1, 3).white(-2, 0).white(3, -3)
                .white(-4, 4).toMove(Side.FIRST);
        Prediction prediction = predict(p);

        assertThat(prediction.provenWinner()).contains(Side.FIRST);
        assertThat(prediction.firstPlayerWinChance()).isEqualTo(1.0);
        assertThat(prediction.winningLine()).isEqualTo(prediction.line());
        assertThat(prediction.winningMove()).contains(prediction.best());
        assertThat(prediction.threatStones()).as("the opponent threatens nothing").isEmpty();
        assertThat(prediction.mustBlock()).isEmpty();
    }

    @Test
    void aFourOnTheBoardIsOutlinedAndItsBlockNamed() {
        Position p = Diagram.on(RULES).whiteRow(-2, 1, 1, 0, 4).black(-3, 1).black(0, -3).black(4, -4)
                .toMove(Side.FIRST);
        Prediction prediction = predict(p);

        assertThat(prediction.mustBlock()).containsExactly(Diagram.at(RULES, 2, 1));
        assertThat(prediction.threatStones()).containsExactlyInAnyOrderElementsOf(List.of(Diagram.at(RULES, -2, 1),
                Diagram.at(RULES, -1, 1), Diagram.at(RULES, 0, 1), Diagram.at(RULES, 1, 1)));
        assertThat(prediction.best()).isEqualTo(Diagram.at(RULES, 2, 1));
    }
}
