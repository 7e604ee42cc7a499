package org.inarow.ui.game;

import java.util.Optional;
import java.util.OptionalDouble;
import org.inarow.ai.review.Mark;
import org.inarow.model.Point;
import org.inarow.model.Side;

/**
 * One move of a reviewed game as the window shows it (the move list's mark, the better move on the
 * board, a point of the win-chance graph).
 *
 * @param number       the move's number, from 1
 * @param move         the point played
 * @param side         who played it
 * @param firstPlayerWinChance the first player's win chance after it; empty when not known (a file that marks
 *                     the move but gives no value)
 * @param proven       whether that chance is a proof (1, 0, or a draw's 0.5) rather than an estimate
 * @param mark         the judgement
 * @param best         the best move in the position before it, or null if not known
 * @param turningPoint whether the predicted winner changed with it
 */
public record MoveVerdict(int number, Point move, Side side, OptionalDouble firstPlayerWinChance, boolean proven,
                          Mark mark, Point best, boolean turningPoint) {

    /** The move that should have been played instead: the best move, on a marked move only. */
    public Optional<Point> better() {
        return mark == Mark.NONE || best == null || best.equals(move) ? Optional.empty() : Optional.of(best);
    }

    /** The move list's sign for the mark: {@code ??}, {@code ?}, {@code ?!}, or empty. */
    public String sign() {
        return sign(mark);
    }

    /** The sign chess and gomoku commentators write after a move so judged. */
    public static String sign(Mark mark) {
        return switch (mark) {
            case BLUNDER -> "??";
            case MISTAKE -> "?";
            case INACCURACY -> "?!";
            case NONE -> "";
        };
    }
}
