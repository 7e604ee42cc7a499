package org.inarow.ui.window;

import org.inarow.model.Overline;
import org.inarow.model.Rules;

/**
 * Gomoku's rule as the setup offers it: its name, its tooltip and the rules it makes on a board
 * size. Renju is defined for 15×15 only, so it fixes the size ({@link #fixedSize}).
 */
enum GomokuRule {
    FREESTYLE("Five or more", "Freestyle gomoku: five or more in a row win"),
    STANDARD("Exactly five", "Standard gomoku: exactly five in a row win; six or more do not"),
    RENJU("Renju", "Renju (15 × 15): Black may not make a double three, a double four or an overline; White may");

    private final String label;
    private final String tip;

    GomokuRule(String label, String tip) {
        this.label = label;
        this.tip = tip;
    }

    String label() {
        return label;
    }

    String tip() {
        return tip;
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
