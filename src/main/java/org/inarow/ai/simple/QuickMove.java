package org.inarow.ai.simple;

import org.inarow.ai.Limits;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * A sensible move at once, for a search that found nothing in its time: the centre of an empty
 * board, otherwise the win-pattern choice (one pass over the board, well under a millisecond), so
 * no strategy ever falls back on the corner a1.
 */
public final class QuickMove {
    private QuickMove() {
    }

    /** The move; the game must not be over. */
    public static Point of(Position position, long seed) {
        if (position.moveCount() == 0) {
            return position.rules().centre();
        }
        return new WinPatternStrategy(seed).search(position, Limits.none()).move();
    }
}
