package org.inarow.ai.ladder;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;

/** The points a rung considers: near its recent moves ({@link Sight}), empty and allowed. */
final class Looking {
    private Looking() {
    }

    /** Never empty while an allowed point is left: with nothing in sight, every point near a stone, then any. */
    static List<Point> candidates(Position position, Board board, Sight sight, boolean[] forbidden) {
        List<Point> moves = position.moves();
        List<Point> centres = sight.isWholeBoard() ? moves
                : moves.subList(Math.max(0, moves.size() - sight.recentMoves()), moves.size());
        List<Point> seen = near(board, centres, sight.distance(), forbidden);
        if (seen.isEmpty()) {
            seen = near(board, moves, 2, forbidden);
        }
        if (seen.isEmpty()) {
            for (int i = 0; i < board.cellCount(); i++) {
                if (board.isEmpty(i) && !forbidden[i]) {
                    seen.add(board.point(i));
                }
            }
        }
        return seen;
    }

    private static List<Point> near(Board board, List<Point> centres, int distance, boolean[] forbidden) {
        boolean[] marked = new boolean[board.cellCount()];
        for (Point c : centres) {
            for (int dr = -distance; dr <= distance; dr++) {
                for (int dc = -distance; dc <= distance; dc++) {
                    int col = c.col() + dc;
                    int row = c.row() + dr;
                    if (col >= 0 && col < board.width() && row >= 0 && row < board.height()) {
                        marked[board.index(col, row)] = true;
                    }
                }
            }
        }
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < marked.length; i++) {
            if (marked[i] && board.isEmpty(i) && !forbidden[i]) {
                points.add(board.point(i));
            }
        }
        return points;
    }
}
