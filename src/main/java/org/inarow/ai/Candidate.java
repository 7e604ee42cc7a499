package org.inarow.ai;

import java.util.List;
import org.inarow.model.Point;

/**
 * One point of the map: what playing it leads to for the side to move.
 *
 * @param point       the point
 * @param outcome     its class (proven, or compared with the best move: see {@link OutcomeClass})
 * @param firstPlayerWinChance the first player's win chance after playing there
 * @param score       the search score of playing there, side to move's view ({@link Score}); for a proven
 *                    win or loss the plies to the end
 * @param line        the expected continuation, starting with the point
 * @param best        whether it is the best move (the prediction's)
 * @param mustBlock   whether it stops the opponent's threat (one of the prediction's must-block points)
 */
public record Candidate(Point point, OutcomeClass outcome, double firstPlayerWinChance, int score, List<Point> line,
                        boolean best, boolean mustBlock) {

    public Candidate {
        line = List.copyOf(line);
        if (!(firstPlayerWinChance >= 0 && firstPlayerWinChance <= 1)) {
            throw new IllegalArgumentException("a win chance is between 0 and 1, not " + firstPlayerWinChance);
        }
    }
}
