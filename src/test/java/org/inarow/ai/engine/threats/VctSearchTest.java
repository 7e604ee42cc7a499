package org.inarow.ai.engine.threats;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** Wins by threats that end in a threat no single stone stops: two open threes made by one move. */
class VctSearchTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);
    private static final long BUDGET = 1_000_000;
    /** Black h8 i8 j10 j11: j8 makes the open threes h8–j8 and j8–j11 at once; White's stones are far off. */
    private static final String DOUBLE_THREE = "h8 a1 i8 a3 j10 a5 j11 o1";
    /** The same with White's a1 a3 a5 out of reach: White has no four to delay with. */
    private static final String DOUBLE_THREE_NO_FOURS = "h8 a1 i8 o15 j10 a15 j11 o1";

    @Test
    void twoOpenThreesAtOnceWinInThreeMoves() {
        EngineBoard board = board(DOUBLE_THREE_NO_FOURS);
        VctSearch vct = new VctSearch(board, clock());
        int[] line = vct.find(board.sideToMove(), VctSearch.PLAY_MOVES, BUDGET);
        assertThat(line).as("a win by threats").isNotEmpty();
        assertThat(vct.provenMoves()).as("the double three, an open four, the five").isEqualTo(3);
    }

    @Test
    void aDoubleThreeWinsAfterTheDefendersFourIsBlocked() {
        // White's a2 (or a4) makes a four that Black must block first; the threes still stand after it
        EngineBoard board = board(DOUBLE_THREE);
        int black = board.sideToMove();
        int j8 = board.index(Notation.parsePoint("j8", FREESTYLE));
        board.place(j8, black);
        VctSearch vct = new VctSearch(board, clock());
        assertThat(vct.winsAfterMove(black, j8, 2, BUDGET)).as("j8 wins with two more moves").isTrue();
        assertThat(vct.provenMoves()).isEqualTo(2);
    }

    @Test
    void oneOpenThreeLeftIsNoWin() {
        // j8 with White on g8 and k8 already: the row h8–j8 is dead, only the three j8–j11 is left, and its
        // stops end it (a soundness check beside the wins above)
        EngineBoard board = board("h8 g8 i8 k8 j10 a15 j11 o1");
        int black = board.sideToMove();
        int j8 = board.index(Notation.parsePoint("j8", FREESTYLE));
        board.place(j8, black);
        VctSearch vct = new VctSearch(board, clock());
        assertThat(vct.winsAfterMove(black, j8, 4, BUDGET)).as("one open three is blocked").isFalse();
    }

    private static EngineBoard board(String moves) {
        return EngineBoard.of(Position.parse(FREESTYLE, moves), 2, Evaluation.CODE_VALUES);
    }

    private static SearchClock clock() {
        return new SearchClock(Limits.none(), Cancellation.never());
    }
}
