package org.inarow.ui.window;

import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.ui.text.Texts;

/**
 * Gomoku's rule as the setup offers it: its name and tooltip (from the bundle {@code setup}) and the
 * rules it makes on a board size. Renju is defined for 15×15 only, so it fixes the size ({@link #fixedSize}).
 */
enum GomokuRule {
    FREESTYLE,
    STANDARD,
    RENJU;

    /** Its name in the current language ({@code setup.rule.<NAME>}). */
    String label() {
        return Texts.get("setup.rule." + name());
    }

    /** What it means, in the current language ({@code setup.rule.<NAME>.tip}). */
    String tip() {
        return Texts.get("setup.rule." + name() + ".tip");
    }

    /** The board size this rule allows, if it allows only one. */
    java.util.OptionalInt fixedSize() {
        return this == RENJU ? java.util.OptionalInt.of(Rules.RENJU_SIZE) : java.util.OptionalInt.empty();
    }

    Rules rules(int size) {
        return switch (this) {
            case FREESTYLE -> Rules.gomoku(size, Overline.WINS);
            case STANDARD -> Rules.gomoku(size, Overline.DOES_NOT_WIN);
            case RENJU -> Rules.renju();
        };
    }

    static GomokuRule of(Rules rules) {
        if (rules.isRenju()) {
            return RENJU;
        }
        return rules.overline() == Overline.WINS ? FREESTYLE : STANDARD;
    }
}
