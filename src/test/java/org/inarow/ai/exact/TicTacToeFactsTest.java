package org.inarow.ai.exact;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Prediction;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** Tic-tac-toe's exact predictions as the window words them: a draw is a draw at 0.5, a threat has its stones. */
class TicTacToeFactsTest {
    private static final Rules RULES = Rules.ticTacToe();

    private static Prediction predict(String moves) {
        return new ExactPredictor().predict(Position.parse(RULES, moves), Limits.none(), Cancellation.never());
    }

    @Test
    void theEmptyBoardIsADrawWithBestPlayAtAnEvenChance() {
        Prediction p = predict("");
        assertThat(p.isDrawWithBestPlay()).isTrue();
        assertThat(p.firstPlayerWinChance()).isEqualTo(0.5);
        assertThat(p.toMove()).isEqualTo(Side.FIRST);
        assertThat(p.provenWinner()).isEmpty();
    }

    @Test
    void aThreatToBlockNamesItsCellAndItsTwoStones() {
        // X a1 b1, O b2: O must block c1, made by X's a1 and b1
        Prediction p = predict("a1 b2 b1");
        assertThat(p.mustBlock()).containsExactly(new Point(2, 0));
        assertThat(p.threatStones()).containsExactly(new Point(0, 0), new Point(1, 0));
        assertThat(p.toMove()).isEqualTo(Side.SECOND);
    }

    @Test
    void aForkLostByTheSideToMoveNamesTheWinnersMove() {
        // X a1 c1 c3 against O b1 a2: O, to move, faces two threats (b2 and c2) and has none of its own
        Prediction p = predict("a1 b1 c1 a2 c3");
        assertThat(p.provenWinner()).contains(Side.FIRST);
        assertThat(p.firstPlayerWinChance()).isEqualTo(1.0);
        assertThat(p.toMove()).isEqualTo(Side.SECOND);
        Point winning = p.winningMove().orElseThrow();
        assertThat(winning).isNotEqualTo(p.best());
        Position afterBoth = Position.parse(RULES, "a1 b1 c1 a2 c3").play(p.best()).play(winning);
        assertThat(afterBoth.result().winnerIfAny()).contains(Side.FIRST);
    }
}
