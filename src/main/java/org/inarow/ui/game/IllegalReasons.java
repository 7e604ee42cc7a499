package org.inarow.ui.game;

import org.inarow.model.IllegalReason;
import org.inarow.model.Notation;
import org.inarow.model.Point;

/**
 * Why a move cannot be played, in the current language: the model's {@link IllegalReason} as a
 * clause with the point in it ("h8 is occupied", "h8 是黑方禁手：双三"), one key per reason
 * ({@code game.illegal.<REASON>}); the model's English {@code text()} stays the command line's.
 */
final class IllegalReasons {
    private IllegalReasons() {
    }

    static String clause(Point p, IllegalReason reason) {
        return Words.format("game.illegal." + reason.name(), Notation.format(p));
    }
}
