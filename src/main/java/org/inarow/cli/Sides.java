package org.inarow.cli;

import java.util.Locale;
import org.inarow.model.Position;
import org.inarow.model.Side;

/** How the command line names sides: {@code first} and {@code second}, matching the outcome ids. */
final class Sides {
    private Sides() {
    }

    static String id(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
    }

    /** The side to move, or {@code -} when the game is over and nobody is. */
    static String toMove(Position position) {
        return position.isOver() ? "-" : id(position.toMove());
    }
}
