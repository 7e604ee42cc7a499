package org.inarow.ai;

import java.util.Locale;
import org.inarow.model.Side;

/** Who wins with best play, as far as it is known. */
public enum Outcome {
    FIRST_WINS,
    SECOND_WINS,
    DRAW,
    UNKNOWN;

    /** The command-line spelling: {@code first-wins}, {@code second-wins}, {@code draw}, {@code unknown}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Outcome winFor(Side side) {
        return side == Side.FIRST ? FIRST_WINS : SECOND_WINS;
    }
}
