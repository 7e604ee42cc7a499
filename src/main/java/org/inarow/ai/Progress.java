package org.inarow.ai;

import java.util.List;
import org.inarow.model.Point;

/**
 * What a search has found so far: the last finished depth, its score (side to move's view), the
 * nodes searched, the time taken, and the best move with the line expected to follow it.
 */
public record Progress(int depth, int score, long nodes, long elapsedMillis, Point bestMove, List<Point> pv) {

    public Progress {
        pv = List.copyOf(pv);
    }

    /** Nodes per second so far. */
    public long nodesPerSecond() {
        return elapsedMillis == 0 ? nodes * 1000 : nodes * 1000 / elapsedMillis;
    }
}
