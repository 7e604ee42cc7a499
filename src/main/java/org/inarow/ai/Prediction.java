package org.inarow.ai;

import java.util.List;
import java.util.Map;
import org.inarow.model.Point;

/**
 * "Who will win" for a position, as a plain value the UI and the command line only format.
 *
 * @param outcome      who wins with best play, as far as known
 * @param proof        how that is known
 * @param best         the best move for the side to move; null when the game is over
 * @param line         the expected continuation, starting with {@code best}
 * @param score        the evaluation from the side to move's view (see {@link Score})
 * @param winInMoves   for a proven win: the winner's own moves still needed, the five included; else 0
 * @param mustBlock    when the side to move must answer an opponent's threat: the points that do; else empty
 * @param cellOutcomes where known for every empty cell (tic-tac-toe): the outcome if the side to move plays there
 */
public record Prediction(Outcome outcome, Proof proof, Point best, List<Point> line, int score,
                         int winInMoves, List<Point> mustBlock, Map<Point, Outcome> cellOutcomes) {

    public Prediction {
        line = List.copyOf(line);
        mustBlock = List.copyOf(mustBlock);
        cellOutcomes = Map.copyOf(cellOutcomes);
    }

    /** Nothing known: no outcome, no move, an even estimate. */
    public static Prediction unknown() {
        return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of());
    }
}
