package org.inarow.io;

import java.util.Objects;
import java.util.OptionalDouble;
import org.inarow.ai.review.Mark;
import org.inarow.model.Point;

/**
 * What a game record says about one position of its game, as a review leaves it (SGF's annotation
 * properties, see {@link SgfAnnotations}).
 *
 * @param number       the moves played to reach the position: 0 the start, n the position after move n
 * @param mark         the judgement of move {@code number} ({@link Mark#NONE} for the start or no judgement)
 * @param best         the better move in the position before it, on a marked move; else null
 * @param firstPlayerWinChance the first player's chance in the position, 0 to 1; empty when not stated
 * @param proven       whether that chance is proven (1, 0, or 0.5 for a draw with best play)
 * @param turningPoint whether the predicted winner changed with the move
 */
public record MoveNote(int number, Mark mark, Point best, OptionalDouble firstPlayerWinChance, boolean proven,
                       boolean turningPoint) {

    public MoveNote {
        Objects.requireNonNull(mark, "mark");
        Objects.requireNonNull(firstPlayerWinChance, "firstPlayerWinChance");
        if (number < 0) {
            throw new IllegalArgumentException("a position after " + number + " moves");
        }
        if (firstPlayerWinChance.isPresent()
                && !(firstPlayerWinChance.getAsDouble() >= 0 && firstPlayerWinChance.getAsDouble() <= 1)) {
            throw new IllegalArgumentException("a win chance is between 0 and 1, not " + firstPlayerWinChance);
        }
        if (proven && (firstPlayerWinChance.isEmpty() || !isProofChance(firstPlayerWinChance.getAsDouble()))) {
            throw new IllegalArgumentException("a proven position has the chance 1, 0 or 0.5, not " + firstPlayerWinChance);
        }
        if (number == 0 && (mark != Mark.NONE || best != null || turningPoint)) {
            throw new IllegalArgumentException("the start is no move to judge");
        }
    }

    /** The start position's chance. */
    public static MoveNote start(double firstPlayerWinChance, boolean proven) {
        return new MoveNote(0, Mark.NONE, null, OptionalDouble.of(firstPlayerWinChance), proven, false);
    }

    static boolean isProofChance(double chance) {
        return chance == 0 || chance == 0.5 || chance == 1;
    }
}
