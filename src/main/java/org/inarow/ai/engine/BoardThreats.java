package org.inarow.ai.engine;

import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.model.Position;

/** Whether a gomoku position has a threat on the board: a four (a five to make) or an open three (an open four to make). */
public final class BoardThreats {

    private BoardThreats() {
    }

    /** True if either side has a four or an open three on the board. */
    public static boolean any(Position position) {
        EngineBoard board = EngineBoard.of(position, ThreatPredictor.RADIUS, Evaluation.CODE_VALUES);
        for (int side = 0; side < 2; side++) {
            if (!board.fivePoints(side).isEmpty() || !board.doubleFourPoints(side).isEmpty()) {
                return true;
            }
        }
        return false;
    }
}
