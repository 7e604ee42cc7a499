package org.inarow.ai.ladder;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Side;

/** What every rung above the first never misses: the points where a side makes a five now. */
final class Tactics {
    private Tactics() {
    }

    /** The empty, allowed points where {@code side} would win at once, in board order. */
    static List<Point> fivePoints(Board board, Side side, boolean[] forbidden) {
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < board.cellCount(); i++) {
            if (!board.isEmpty(i) || forbidden[i]) {
                continue;
            }
            board.place(i, side);
            boolean wins = board.isWinAt(i);
            board.remove(i);
            if (wins) {
                points.add(board.point(i));
            }
        }
        return points;
    }
}
