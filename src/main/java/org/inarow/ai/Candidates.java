package org.inarow.ai;

import java.util.List;
import java.util.Optional;
import org.inarow.model.Point;

/**
 * The map of a position: the prediction (with the must-block points and the stones of the threat
 * they answer) and the candidate points, best first (the side to move's chance, proven wins by
 * their length). For gomoku the candidates are the best few of a multi-line search, every proven
 * winning move and every point that stops the opponent's threat; for tic-tac-toe, every empty cell.
 */
public record Candidates(Prediction prediction, List<Candidate> candidates) {

    public Candidates {
        candidates = List.copyOf(candidates);
    }

    /** The candidate marked best, if any. */
    public Optional<Candidate> best() {
        return candidates.stream().filter(Candidate::best).findFirst();
    }

    /** The points that must block the opponent's threat (empty when there is none to block). */
    public List<Point> mustBlock() {
        return prediction.mustBlock();
    }

    /** The opponent's stones that make the threat. */
    public List<Point> threatStones() {
        return prediction.threatStones();
    }

    /** The candidate at {@code point}, if it is one. */
    public Optional<Candidate> at(Point point) {
        return candidates.stream().filter(c -> c.point().equals(point)).findFirst();
    }
}
