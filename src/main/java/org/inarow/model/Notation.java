package org.inarow.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Points as players write them: a column letter from {@code a} at the left and a row number from
 * {@code 1} at the bottom ({@code h8} is the centre of 15×15). A position is the space-separated
 * move list from the empty board, first player first.
 */
public final class Notation {
    private static final Pattern POINT = Pattern.compile("([a-z])([0-9]{1,3})");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s,;]+");
    /** How much of a bad token a message repeats. */
    private static final int SHOWN = 24;

    private Notation() {
    }

    public static String format(Point p) {
        if (p.col() < 0 || p.col() >= Rules.MAX_SIZE || p.row() < 0) {
            return "(" + p.col() + "," + p.row() + ")";
        }
        return (char) ('a' + p.col()) + Integer.toString(p.row() + 1);
    }

    public static String formatMoves(List<Point> moves) {
        return moves.stream().map(Notation::format).collect(Collectors.joining(" "));
    }

    /** Reads one point and checks it lies on the board of {@code rules}. */
    public static Point parsePoint(String text, Rules rules) {
        String given = text.strip(); // only white space: a control character is part of the token
        String token = given.toLowerCase(Locale.ROOT);
        Matcher m = POINT.matcher(token);
        if (!m.matches()) {
            throw new NotationException(UserText.quote(given, SHOWN)
                    + ": not a point (expected a column letter and a row number, like "
                    + format(rules.centre()) + ")");
        }
        int col = m.group(1).charAt(0) - 'a';
        int row = Integer.parseInt(m.group(2)) - 1;
        if (col >= rules.width()) {
            throw new NotationException("\"" + token + "\": column " + m.group(1) + " is off a "
                    + rules.width() + "-wide board");
        }
        if (row < 0 || row >= rules.height()) {
            throw new NotationException("\"" + token + "\": row " + m.group(2) + " is off a "
                    + rules.height() + "-high board");
        }
        return new Point(col, row);
    }

    /** Reads a move list ({@code h8 h9 i8}); separators may be spaces, commas or semicolons. */
    public static List<Point> parseMoves(String text, Rules rules) {
        List<Point> moves = new ArrayList<>();
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            return moves;
        }
        String[] tokens = SEPARATORS.split(trimmed);
        for (int i = 0; i < tokens.length; i++) {
            try {
                moves.add(parsePoint(tokens[i], rules));
            } catch (NotationException e) {
                throw new NotationException("move " + (i + 1) + ": " + e.getMessage());
            }
        }
        return moves;
    }

    /** Reads a move list and plays it from the empty board; errors name the move number. */
    public static Game parseGame(String text, Rules rules) {
        return Game.fromMoves(rules, parseMoves(text, rules));
    }
}
