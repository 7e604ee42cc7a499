package org.inarow.ai.puzzles;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.engine.BoardThreats;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * A player with some randomness for self-play games that should differ: while the board has fewer
 * than {@code plies} stones and neither side has a four or an open three, with chance
 * {@code chance} it plays a random empty point touching a stone instead of its strategy's move.
 */
final class VariedStrategy implements Strategy {
    private final Strategy strategy;
    private final double chance;
    private final int plies;
    private final SplittableRandom random;

    VariedStrategy(Strategy strategy, double chance, int plies, long seed) {
        this.strategy = strategy;
        this.chance = chance;
        this.plies = plies;
        this.random = new SplittableRandom(seed ^ 0x2545F4914F6CDD1DL);
    }

    @Override
    public String name() {
        return strategy.name();
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (position.moveCount() < plies && random.nextDouble() < chance && !BoardThreats.any(position)) {
            List<Point> near = touching(position);
            if (!near.isEmpty()) {
                Point move = near.get(random.nextInt(near.size()));
                return new SearchResult(move, 0, 1, 1, 0, List.of(move));
            }
        }
        return strategy.search(position, limits, cancellation, progress);
    }

    private static List<Point> touching(Position position) {
        int n = position.rules().width();
        List<Point> cells = new ArrayList<>();
        for (int row = 0; row < position.rules().height(); row++) {
            for (int col = 0; col < n; col++) {
                Point p = new Point(col, row);
                if (position.isEmpty(p) && touchesStone(position, p)) {
                    cells.add(p);
                }
            }
        }
        return cells;
    }

    private static boolean touchesStone(Position position, Point p) {
        for (int dRow = -1; dRow <= 1; dRow++) {
            for (int dCol = -1; dCol <= 1; dCol++) {
                Point q = p.plus(dCol, dRow);
                if ((dRow != 0 || dCol != 0) && position.rules().contains(q) && !position.isEmpty(q)) {
                    return true;
                }
            }
        }
        return false;
    }
}
