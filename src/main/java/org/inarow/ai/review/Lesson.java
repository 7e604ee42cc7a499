package org.inarow.ai.review;

import java.util.Optional;
import org.inarow.ai.Prediction;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * What a move just played cost its player, for the teaching mode: the mover's win chance with the best
 * move before it and after it, whether it walks into a forced loss, the better move, and the prediction
 * of the position after it (whose words name the threat).
 *
 * @param before       the position the move was played in
 * @param move         the move
 * @param better       the best move there (the one the map rings)
 * @param chanceBefore the mover's chance with the best move, 0 to 1
 * @param chanceAfter  the mover's chance after the move, 0 to 1
 * @param after        the prediction of the position after the move (after the opponent's forced reply, if any)
 */
public record Lesson(Position before, Point move, Point better, double chanceBefore, double chanceAfter,
                     Prediction after) {

    public Side mover() {
        return before.toMove();
    }

    /** The chance the move gave away, 0 to 1. */
    public double cost() {
        return Math.max(0, chanceBefore - chanceAfter);
    }

    /** Whether the opponent now wins by force, where the mover was not lost before. */
    public boolean walksIntoLoss() {
        return after.provenWinner().filter(mover().opponent()::equals).isPresent();
    }

    /** The opponent, when it now wins by force. */
    public Optional<Side> forcedWinner() {
        return walksIntoLoss() ? Optional.of(mover().opponent()) : Optional.empty();
    }
}
