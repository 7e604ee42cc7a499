package org.inarow.ui.game;

import java.util.Optional;
import org.inarow.model.Board;
import org.inarow.model.Direction;
import org.inarow.model.Position;

/**
 * A line longer than the rule lets win, made by the last move (six in a row under "Exactly
 * five"): the board shows no win, so the window says why.
 */
final class OverlineNote {
    private OverlineNote() {
    }

    /** The length of the overline the last move made, if it made one under a rule where it does not win. */
    static Optional<Integer> madeByLastMove(Position position) {
        if (position.isOver() || position.rules().overline() == org.inarow.model.Overline.WINS
                || position.lastMove().isEmpty()) {
            return Optional.empty();
        }
        Board board = position.toBoard();
        int at = board.index(position.lastMove().get());
        int longest = 0;
        for (Direction d : Direction.values()) {
            longest = Math.max(longest, board.runLength(at, d));
        }
        return longest > position.rules().k() ? Optional.of(longest) : Optional.empty();
    }
}
