package org.inarow.cli;

import org.inarow.model.Family;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import picocli.CommandLine.Option;

/** The options every headless command shares to name a variant: game, rule and board size. */
public final class GameOptions {

    @Option(names = "--game", paramLabel = "G", defaultValue = "gomoku",
            description = "tictactoe or gomoku (default: ${DEFAULT-VALUE})")
    String game;

    // no picocli defaults for these two: an explicit value with tic-tac-toe is a mistake worth naming
    @Option(names = "--rule", paramLabel = "RULE",
            description = "gomoku: freestyle (five or more wins), standard (exactly five) or renju (15x15, forbidden points for black) (default: freestyle)")
    String rule;

    @Option(names = "--size", paramLabel = "N",
            description = "gomoku board size: 15, 19 or 20 (default: 15)")
    Integer size;

    /** The rules these options name; bad values fail with a message naming the option. */
    public Rules rules() {
        Family family = Family.fromId(game);
        if (family == Family.TIC_TAC_TOE) {
            if (rule != null || size != null) {
                throw new IllegalArgumentException((size != null ? "--size" : "--rule")
                        + ": tic-tac-toe is always 3x3, three in a row");
            }
            return Rules.ticTacToe();
        }
        int boardSize = size == null ? 15 : size;
        if (!Rules.GOMOKU_SIZES.contains(boardSize)) {
            throw new IllegalArgumentException("--size " + boardSize + ": gomoku is played on " + Rules.GOMOKU_SIZES);
        }
        if (rule != null && rule.equalsIgnoreCase("renju")) {
            if (boardSize != Rules.RENJU_SIZE) {
                throw new IllegalArgumentException("--size " + boardSize + ": renju is played on 15x15 only");
            }
            return Rules.renju();
        }
        return Rules.gomoku(boardSize, overline(rule == null ? "freestyle" : rule));
    }

    static Overline overline(String rule) {
        return switch (rule.toLowerCase(java.util.Locale.ROOT)) {
            case "freestyle" -> Overline.WINS;
            case "standard" -> Overline.DOES_NOT_WIN;
            default -> throw new IllegalArgumentException("--rule " + rule + ": expected freestyle, standard or renju");
        };
    }
}
