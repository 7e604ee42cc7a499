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

    @Option(names = "--rule", paramLabel = "RULE", defaultValue = "freestyle",
            description = "gomoku: freestyle (five or more wins) or standard (exactly five) (default: ${DEFAULT-VALUE})")
    String rule;

    @Option(names = "--size", paramLabel = "N", defaultValue = "15",
            description = "gomoku board size: 15, 19 or 20 (default: ${DEFAULT-VALUE})")
    int size;

    /** The rules these options name; bad values fail with a message naming the option. */
    public Rules rules() {
        Family family = Family.fromId(game);
        if (family == Family.TIC_TAC_TOE) {
            return Rules.ticTacToe();
        }
        if (!Rules.GOMOKU_SIZES.contains(size)) {
            throw new IllegalArgumentException("--size " + size + ": gomoku is played on " + Rules.GOMOKU_SIZES);
        }
        return Rules.gomoku(size, overline(rule));
    }

    static Overline overline(String rule) {
        return switch (rule.toLowerCase(java.util.Locale.ROOT)) {
            case "freestyle" -> Overline.WINS;
            case "standard" -> Overline.DOES_NOT_WIN;
            default -> throw new IllegalArgumentException("--rule " + rule + ": expected freestyle or standard");
        };
    }
}
