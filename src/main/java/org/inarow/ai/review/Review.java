package org.inarow.ai.review;

import java.util.List;
import org.inarow.ai.Prediction;

/**
 * A game reviewed: the prediction for every position (the start, then after each move) and every
 * move judged. A cancelled review holds the moves judged so far and is not {@code complete}.
 */
public record Review(List<Prediction> positions, List<ReviewedMove> moves, boolean complete) {

    public Review {
        positions = List.copyOf(positions);
        moves = List.copyOf(moves);
    }

    /** The moves where the predicted winner changed. */
    public List<ReviewedMove> turningPoints() {
        return moves.stream().filter(ReviewedMove::turningPoint).toList();
    }

    /** The first player's win chance at the start and after every move judged: the graph's points. */
    public List<Double> firstPlayerWinChances() {
        return positions.stream().map(Prediction::firstPlayerWinChance).toList();
    }
}
