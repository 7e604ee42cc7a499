package org.inarow.ai.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** The evaluation weighs the side to move's and the waiting side's pattern features. */
class EvaluationTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);

    @Test
    void aQuietPositionScoresItsFeaturesWeighted() {
        Random random = new Random(11);
        int checked = 0;
        for (int game = 0; game < 40; game++) {
            EngineBoard board = new EngineBoard(FREESTYLE, 2, Evaluation.CODE_VALUES);
            for (int move = 0; move < 30; move++) {
                int cell = 3 * 15 + 3 + random.nextInt(9) * 15 + random.nextInt(9);
                if (!board.isEmpty(cell)) {
                    continue;
                }
                board.place(cell, move % 2);
                int side = board.sideToMove();
                if (PatternFeatures.isQuiet(board, side)) {
                    int expected = Evaluation.WEIGHTS.score(PatternFeatures.count(board, side),
                            PatternFeatures.count(board, 1 - side));
                    assertThat(Evaluation.evaluate(board, side)).isEqualTo(expected);
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(300);
    }

    @Test
    void aLiveTwoIsWorthMoreToTheSideToMoveThanItCostsTheSideThatWaits() {
        EngineBoard board = new EngineBoard(FREESTYLE, 2, Evaluation.CODE_VALUES);
        for (String[] pair : new String[][] {{"h8", "a1"}, {"i8", "o15"}}) {
            board.place(board.index(Notation.parsePoint(pair[0], FREESTYLE)), EngineBoard.FIRST);
            board.place(board.index(Notation.parsePoint(pair[1], FREESTYLE)), EngineBoard.SECOND);
        }
        int firstToMove = Evaluation.evaluate(board, EngineBoard.FIRST);
        int secondToMove = Evaluation.evaluate(board, EngineBoard.SECOND);
        assertThat(firstToMove).isPositive();
        assertThat(firstToMove).isGreaterThan(-secondToMove); // the move in hand counts too

        board.place(board.index(Notation.parsePoint("j8", FREESTYLE)), EngineBoard.FIRST); // an open three
        assertThat(Evaluation.evaluate(board, EngineBoard.SECOND)).isLessThan(secondToMove - 100);
    }
}
