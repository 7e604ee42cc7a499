package org.inarow.ai.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** Under renju the engine's line patterns are the side's own: Black's six is no five, White's is. */
class RenjuPatternsTest {
    // d8 e8 f8 g8 i8 of one colour, c8 blocked by the other: h8 would make six and nothing else
    private static final String BLACK_SIX_ONLY = "d8 c8 e8 a3 f8 a5 g8 a7 i8 a9";
    private static final String WHITE_SIX_ONLY = "c8 d8 a3 e8 a5 f8 a7 g8 a9 i8 o15";

    @Test
    void blacksOverlinePointIsNoFivePointUnderRenjuButIsInFreestyle() {
        int h8 = 7 * 15 + 7;
        EngineBoard renju = EngineBoard.of(Position.parse(Rules.renju(), BLACK_SIX_ONLY), 2, Evaluation.CODE_VALUES);
        EngineBoard freestyle = EngineBoard.of(Position.parse(Rules.gomokuFreestyle(15), BLACK_SIX_ONLY), 2, Evaluation.CODE_VALUES);
        assertThat(freestyle.fivePoints(EngineBoard.FIRST).contains(h8)).isTrue();
        assertThat(renju.fivePoints(EngineBoard.FIRST).isEmpty()).isTrue();
    }

    @Test
    void whitesOverlineStillWinsUnderRenju() {
        EngineBoard renju = EngineBoard.of(Position.parse(Rules.renju(), WHITE_SIX_ONLY), 2, Evaluation.CODE_VALUES);
        assertThat(renju.fivePoints(EngineBoard.SECOND).toArray())
                .containsExactly(renju.index(Notation.parsePoint("h8", Rules.renju())));
    }

    @Test
    void placingAndUndoingKeepsBothSidesPatterns() {
        EngineBoard board = EngineBoard.of(Position.parse(Rules.renju(), BLACK_SIX_ONLY + " h10 h11"), 2, Evaluation.CODE_VALUES);
        int[][] before = {board.fourPoints(0).toArray(), board.fourPoints(1).toArray(), board.fivePoints(1).toArray()};
        board.place(board.index(Notation.parsePoint("h8", Rules.renju())), EngineBoard.FIRST);
        board.undo();
        assertThat(board.fourPoints(0).toArray()).containsExactlyInAnyOrder(before[0]);
        assertThat(board.fourPoints(1).toArray()).containsExactlyInAnyOrder(before[1]);
        assertThat(board.fivePoints(1).toArray()).containsExactlyInAnyOrder(before[2]);
        assertThat(board.fourPoints(0).isEmpty()).as("Black has no four to make: c8 is White's and h8 would make six")
                .isTrue();
    }

    @Test
    void blacksDoubleFourPointIsNoThreatUnderRenju() {
        // black e8 f8 g8 (d8 white) and h9 h10 h11 (h7 white): h8 makes two fours
        String moves = "e8 d8 f8 h7 g8 a1 h9 a3 h10 a5 h11 a7";
        int h8 = 7 * 15 + 7;
        EngineBoard freestyle = EngineBoard.of(Position.parse(Rules.gomokuFreestyle(15), moves), 2, Evaluation.CODE_VALUES);
        EngineBoard renju = EngineBoard.of(Position.parse(Rules.renju(), moves), 2, Evaluation.CODE_VALUES);
        assertThat(freestyle.doubleFourPoints(EngineBoard.FIRST).contains(h8)).isTrue();
        assertThat(renju.doubleFourPoints(EngineBoard.FIRST).contains(h8)).isFalse();
        assertThat(renju.fourPoints(EngineBoard.FIRST).contains(h8)).isFalse();
        // the same shape in White's stones stays a double four
        EngineBoard white = EngineBoard.of(Position.parse(Rules.renju(), "o15 " + moves), 2, Evaluation.CODE_VALUES);
        assertThat(white.doubleFourPoints(EngineBoard.SECOND).contains(h8)).isTrue();
    }
}
