package org.inarow.io;

import org.inarow.model.Family;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * The variants a file can hold: tic-tac-toe (3×3, three in a row) and gomoku on 15, 19 or 20
 * squares, freestyle or standard, and renju on 15. Files carry a board size and maybe a rule name; this turns them
 * into {@link Rules}, refusing what the app does not play rather than guessing.
 */
final class Variants {
    static final Rules DEFAULT = Rules.gomokuFreestyle(15);

    private Variants() {
    }

    static boolean isSupported(Rules rules) {
        if (rules.family() == Family.TIC_TAC_TOE) {
            return rules.equals(Rules.ticTacToe());
        }
        if (rules.isRenju()) {
            return rules.equals(Rules.renju());
        }
        return rules.width() == rules.height() && Rules.GOMOKU_SIZES.contains(rules.width()) && rules.k() == 5;
    }

    static void requireSupported(Rules rules) {
        if (!isSupported(rules)) {
            throw new IllegalArgumentException(rules.describe() + " (" + rules.width() + "x" + rules.height()
                    + ", " + rules.k() + " in a row) cannot be saved: only tic-tac-toe and gomoku 15, 19, 20");
        }
    }

    /**
     * The rules for a board of {@code width}×{@code height} with the rule the file names; a gomoku
     * board with no known rule takes the overline rule of {@code defaults} (freestyle if they are
     * not gomoku). {@code place} starts error messages ("SZ[13]", "line 1").
     */
    static Rules resolve(int width, int height, RuleName rule, String ruleText, Rules defaults, String place) {
        if (rule == RuleName.UNSUPPORTED) {
            throw new GameFileException(place + ": " + Show.quote(ruleText)
                    + " rules are not supported (only gomoku freestyle, standard, renju and tic-tac-toe)");
        }
        String board = width + "x" + height;
        if (width == 3 && height == 3) {
            if (rule == RuleName.FREESTYLE || rule == RuleName.STANDARD || rule == RuleName.RENJU) {
                throw new GameFileException(place + ": a 3x3 board is tic-tac-toe, not gomoku " + Show.quote(ruleText));
            }
            return Rules.ticTacToe();
        }
        if (rule == RuleName.TIC_TAC_TOE) {
            throw new GameFileException(place + ": tic-tac-toe is played on 3x3, not " + board);
        }
        if (width != height || !Rules.GOMOKU_SIZES.contains(width)) {
            throw new GameFileException(place + ": a " + board
                    + " board is not supported (gomoku: 15x15, 19x19 or 20x20; tic-tac-toe: 3x3)");
        }
        if (rule == RuleName.RENJU) {
            if (width != Rules.RENJU_SIZE || height != Rules.RENJU_SIZE) {
                throw new GameFileException(place + ": renju is played on 15x15, not " + board);
            }
            return Rules.renju();
        }
        if (defaults.isRenju() && rule == RuleName.UNKNOWN && width == Rules.RENJU_SIZE && height == Rules.RENJU_SIZE) {
            return Rules.renju();
        }
        Overline overline = switch (rule) {
            case FREESTYLE -> Overline.WINS;
            case STANDARD -> Overline.DOES_NOT_WIN;
            default -> defaults.family() == Family.GOMOKU ? defaults.overline() : Overline.WINS;
        };
        return Rules.gomoku(width, overline);
    }

    /** The rule name files get: {@code tic-tac-toe}, {@code freestyle}, {@code standard} or {@code renju}. */
    static String ruleName(Rules rules) {
        if (rules.family() == Family.TIC_TAC_TOE) {
            return "tic-tac-toe";
        }
        if (rules.isRenju()) {
            return "renju";
        }
        return rules.overline() == Overline.WINS ? "freestyle" : "standard";
    }

    static String sideName(Rules rules, Side side) {
        if (rules.family() == Family.TIC_TAC_TOE) {
            return side == Side.FIRST ? "X" : "O";
        }
        return side == Side.FIRST ? "black" : "white";
    }
}
