package org.inarow.io;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * A position as text for the clipboard: a header line naming the game, the board and the rule, then
 * the moves, as in
 * <pre>
 * # InARow: gomoku 15x15 standard
 * h8 h9 i8
 * </pre>
 * The header is a {@code #} comment, so a reader of plain move lists (an older InARow, a script)
 * still takes the moves; reading it back brings the same game, board and rule. Text without the
 * header is a plain move list, read as before with the rules of the game on the board.
 */
public final class PositionText {
    private static final String TAG = "InARow:";
    private static final Pattern HEADER = Pattern.compile(
            "^[ \\t]*#[ \\t]*InARow:[ \\t]*(\\S+)[ \\t]+([0-9]{1,3})x([0-9]{1,3})(?:[ \\t]+(\\S+))?[ \\t]*$",
            Pattern.CASE_INSENSITIVE | Pattern.MULTILINE);

    private PositionText() {
    }

    /** The header line and the moves, each line ended by a line break. */
    public static String write(Rules rules, List<Point> moves) {
        Variants.requireSupported(rules);
        String rule = rules.family() == Family.TIC_TAC_TOE ? "" : " " + Variants.ruleName(rules);
        String game = rules.family() == Family.TIC_TAC_TOE ? "tic-tac-toe" : "gomoku";
        String header = "# " + TAG + " " + game + " " + rules.width() + "x" + rules.height() + rule + "\n";
        return moves.isEmpty() ? header : header + Notation.formatMoves(moves) + "\n";
    }

    /** The rules the text's header names, if it has one; a header naming a game not played here is refused. */
    static Optional<Rules> rules(String text) {
        Matcher header = HEADER.matcher(text);
        if (!header.find()) {
            return Optional.empty();
        }
        String game = header.group(1);
        int width = Integer.parseInt(header.group(2));
        int height = Integer.parseInt(header.group(3));
        String ruleText = header.group(4) == null ? "" : header.group(4);
        RuleName rule = RuleName.classify(ruleText);
        RuleName family = RuleName.classify(game);
        FileProblem place = FileProblem.of(FileProblem.Kind.HEADER, Show.quote(header.group().strip()));
        if (family != RuleName.TIC_TAC_TOE && !game.equalsIgnoreCase("gomoku") && family != RuleName.RENJU) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.NOT_A_GAME_HERE, Show.quote(game)));
        }
        if (family == RuleName.TIC_TAC_TOE) {
            rule = RuleName.TIC_TAC_TOE;
        } else if (family == RuleName.RENJU && ruleText.isEmpty()) {
            rule = RuleName.RENJU;
        } else if (!ruleText.isEmpty() && rule == RuleName.UNKNOWN) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.NOT_A_RULE_HERE, Show.quote(ruleText)));
        }
        return Optional.of(Variants.resolve(width, height, rule, ruleText, Rules.gomokuFreestyle(15), place));
    }

    /** Whether {@code text} starts its game with the header (only comments and blank lines before it). */
    static boolean hasHeader(String text) {
        return HEADER.matcher(text).find();
    }
}
