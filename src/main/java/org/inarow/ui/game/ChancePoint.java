package org.inarow.ui.game;

import java.util.Objects;
import org.inarow.ai.review.Mark;

/**
 * The first player's win chance after a move of the game, as the bar and the graph show it.
 *
 * @param move               the moves played, from 0 (the empty board)
 * @param firstPlayerChance  the first player's chance to win, 0 to 1 (a proven draw 0.5)
 * @param proven             whether it is certain (a proven win, loss or draw, or the game's end)
 * @param mark               how the move that led here was judged by a review ({@link Mark#NONE} if not)
 */
public record ChancePoint(int move, double firstPlayerChance, boolean proven, Mark mark) {

    public ChancePoint {
        Objects.requireNonNull(mark);
        if (!(firstPlayerChance >= 0 && firstPlayerChance <= 1)) {
            throw new IllegalArgumentException("a win chance is between 0 and 1, not %s".formatted(firstPlayerChance));
        }
    }

    public ChancePoint(int move, double firstPlayerChance, boolean proven) {
        this(move, firstPlayerChance, proven, Mark.NONE);
    }

    /** A proven draw: neither side can win (shown as a draw, not as an even chance). */
    public boolean isDraw() {
        return proven && firstPlayerChance == 0.5;
    }

    /** The same point with a review's mark. */
    public ChancePoint withMark(Mark newMark) {
        return new ChancePoint(move, firstPlayerChance, proven, newMark);
    }
}
