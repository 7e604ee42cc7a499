package org.inarow.ai.calibration;

import java.util.List;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.eval.PatternFeatures;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * The positions of a finished game that the evaluation's fits learn from: every quiet one (see
 * {@link PatternFeatures#isQuiet}) from the {@code fromMove}-th stone on, before the last move, each
 * with the game's result for the side to move (1, 0.5 or 0).
 */
final class QuietPositions {
    /** Sees one position: the board (valid only during the call), the side to move and its result. */
    @FunctionalInterface
    interface Visitor {
        void visit(EngineBoard board, int side, double result);
    }

    private QuietPositions() {
    }

    static void forEach(CalibrationGame game, Rules rules, int fromMove, Visitor visitor) {
        double first = game.firstPlayerResult(rules);
        EngineBoard board = new EngineBoard(rules, 1, Evaluation.CODE_VALUES);
        List<Point> moves = game.moves();
        for (int i = 0; i < moves.size() - 1; i++) {
            board.place(board.index(moves.get(i)), i % 2);
            int side = board.sideToMove();
            if (board.moveCount() >= fromMove && PatternFeatures.isQuiet(board, side)) {
                visitor.visit(board, side, side == EngineBoard.FIRST ? first : 1 - first);
            }
        }
    }
}
