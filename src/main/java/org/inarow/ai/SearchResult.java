package org.inarow.ai;

import java.util.List;
import org.inarow.model.Point;

/**
 * A search's answer: the move to play, its score (side to move's view, see {@link Score}), the
 * depth reached, nodes searched, time taken, and the principal variation starting with the move.
 */
public record SearchResult(Point move, int score, int depth, long nodes, long elapsedMillis, List<Point> pv) {

    public SearchResult {
        if (move == null) {
            throw new IllegalArgumentException("a search result needs a move");
        }
        pv = List.copyOf(pv);
    }

    public Progress asProgress() {
        return new Progress(depth, score, nodes, elapsedMillis, move, pv);
    }
}
