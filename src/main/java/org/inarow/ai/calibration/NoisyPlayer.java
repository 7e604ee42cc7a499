package org.inarow.ai.calibration;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategy;
import org.inarow.ai.engine.BoardThreats;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * A strategy with some randomness, so that games from the same opening differ: in the first
 * {@code noisyPlies} moves after the opening, with probability {@code noise}, it plays a random empty
 * point next to a stone instead of its choice, but only when neither side has a four or an open
 * three on the board (a random move there would only end the game, not vary it).
 */
final class NoisyPlayer {
    private final Strategy strategy;
    private final double noise;
    private final int noisyPlies;
    private final SplittableRandom random;

    NoisyPlayer(Strategy strategy, double noise, int noisyPlies, long seed) {
        this.strategy = strategy;
        this.noise = noise;
        this.noisyPlies = noisyPlies;
        this.random = new SplittableRandom(seed);
    }

    /** The move for {@code position}, {@code pliesAfterOpening} moves after the opening ended. */
    Point move(Position position, int pliesAfterOpening, Limits limits) {
        if (pliesAfterOpening < noisyPlies && random.nextDouble() < noise && !BoardThreats.any(position)) {
            List<Point> near = nextToStones(position);
            if (!near.isEmpty()) {
                return near.get(random.nextInt(near.size()));
            }
        }
        return strategy.search(position, limits).move();
    }

    private static List<Point> nextToStones(Position position) {
        Board board = position.toBoard();
        List<Point> cells = new ArrayList<>();
        for (int i = 0; i < board.cellCount(); i++) {
            if (board.isEmpty(i) && touchesStone(board, board.point(i))) {
                cells.add(board.point(i));
            }
        }
        return cells;
    }

    private static boolean touchesStone(Board board, Point p) {
        for (int dRow = -1; dRow <= 1; dRow++) {
            for (int dCol = -1; dCol <= 1; dCol++) {
                Point q = p.plus(dCol, dRow);
                if ((dRow != 0 || dCol != 0) && board.contains(q) && !board.isEmpty(board.index(q))) {
                    return true;
                }
            }
        }
        return false;
    }
}
