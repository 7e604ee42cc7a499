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
    static Rules resolve(int width, int height, RuleName rule, String ruleText, Rules defaults, Object place) {
        if (rule == RuleName.UNSUPPORTED) {
            throw new GameFileException(FileProblem.at(place, FileProblem.of(FileProblem.Kind.UNSUPPORTED_RULES, Show.quote(ruleText))));
        }
        String board = width + "x" + height;
        if (width == 3 && height == 3) {
            if (rule == RuleName.FREESTYLE || rule == RuleName.STANDARD || rule == RuleName.RENJU) {
                throw new GameFileException(FileProblem.at(place, FileProblem.of(FileProblem.Kind.THREE_BY_THREE_GOMOKU, Show.quote(ruleText))));
            }
            return Rules.ticTacToe();
        }
        if (rule == RuleName.TIC_TAC_TOE) {
            throw new GameFileException(FileProblem.at(place, FileProblem.of(FileProblem.Kind.TIC_TAC_TOE_SIZE, board)));
        }
        if (width != height || !Rules.GOMOKU_SIZES.contains(width)) {
            throw new GameFileException(FileProblem.at(place, FileProblem.of(FileProblem.Kind.UNSUPPORTED_BOARD, board)));
        }
        if (rule == RuleName.RENJU) {
            if (width != Rules.RENJU_SIZE || height != Rules.RENJU_SIZE) {
                throw new GameFileException(FileProblem.at(place, FileProblem.of(FileProblem.Kind.RENJU_SIZE, board)));
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
        return side(rules, side).english();
    }

    /** A side as messages name it: X or O, black or white. */
    static FileProblem side(Rules rules, Side side) {
        if (rules.family() == Family.TIC_TAC_TOE) {
            return FileProblem.text(side == Side.FIRST ? "X" : "O");
        }
        return FileProblem.of(side == Side.FIRST ? FileProblem.Kind.BLACK : FileProblem.Kind.WHITE);
    }
}
