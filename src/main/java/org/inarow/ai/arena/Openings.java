package org.inarow.ai.arena;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.inarow.model.Family;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Reads opening lists: one opening a line, either a move list ({@code h8 h9 i8}) or the tournament
 * managers' offset format ({@code 0,0, 1,-1, 3,2}: x,y pairs counted from the centre, y downwards).
 * Blank lines and lines starting with {@code #} are skipped. Every opening must be legal and
 * unfinished; a bad one fails naming the file and line. Files are read by the caller (the command
 * line reads them bounded, regular files only).
 */
public final class Openings {
    /** The balanced gomoku openings shipped in the jar (freestyle, 15×15; data/README.md). */
    static final String GOMOKU_RESOURCE = "openings-freestyle15.txt";
    private static final Rules BOOK_RULES = Rules.gomokuFreestyle(15);
    private static final Pattern OFFSET_LINE = Pattern.compile("-?\\d+\\s*,\\s*-?\\d+(\\s*,\\s*-?\\d+\\s*,\\s*-?\\d+)*");
    private static final Pattern COMMA = Pattern.compile("\\s*,\\s*");

    private Openings() {
    }

    /** The openings arena games use when none are given: the shipped book for gomoku, centred on the board; for small boards the empty board and single first moves. */
    public static List<Opening> defaults(Rules rules) {
        if (rules.family() == Family.TIC_TAC_TOE) {
            return smallBoardOpenings(rules);
        }
        List<String> lines = readResource(GOMOKU_RESOURCE);
        int dCol = rules.centre().col() - BOOK_RULES.centre().col();
        int dRow = rules.centre().row() - BOOK_RULES.centre().row();
        List<Opening> book = parse(lines, GOMOKU_RESOURCE, BOOK_RULES);
        List<Opening> shifted = new ArrayList<>(book.size());
        for (Opening o : book) {
            List<Point> moves = o.moves().stream().map(p -> p.plus(dCol, dRow)).toList();
            shifted.add(new Opening(o.number(), checked(moves, rules), o.source()));
        }
        return List.copyOf(shifted);
    }

    /** Reads openings from lines; {@code sourceName} names them in messages. */
    public static List<Opening> parse(List<String> lines, String sourceName, Rules rules) {
        List<Opening> openings = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String source = sourceName + " line " + (i + 1);
            try {
                List<Point> moves = OFFSET_LINE.matcher(line).matches() ? fromOffsets(line, rules) : Notation.parseMoves(line, rules);
                openings.add(new Opening(openings.size() + 1, checked(moves, rules), source));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ": " + e.getMessage());
            }
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(sourceName + ": no openings in it");
        }
        return List.copyOf(openings);
    }

    /** The moves, once checked to be legal and to leave the game unfinished. */
    private static List<Point> checked(List<Point> moves, Rules rules) {
        if (Game.fromMoves(rules, moves).isOver()) {
            throw new IllegalArgumentException("the game is already over after these moves");
        }
        return moves;
    }

    private static List<Point> fromOffsets(String line, Rules rules) {
        int[] numbers = Arrays.stream(COMMA.split(line)).mapToInt(Integer::parseInt).toArray();
        Point centre = rules.centre();
        List<Point> moves = new ArrayList<>();
        for (int i = 0; i < numbers.length; i += 2) {
            Point p = new Point(centre.col() + numbers[i], centre.row() - numbers[i + 1]);
            if (!rules.contains(p)) {
                throw new IllegalArgumentException("move " + (i / 2 + 1) + ": offset " + numbers[i] + "," + numbers[i + 1]
                        + " is off the " + rules.width() + "x" + rules.height() + " board");
            }
            moves.add(p);
        }
        return moves;
    }

    private static List<Opening> smallBoardOpenings(Rules rules) {
        List<Opening> openings = new ArrayList<>();
        openings.add(new Opening(1, List.of(), "built-in"));
        Point centre = rules.centre();
        for (Point first : List.of(centre, new Point(0, 0), new Point(centre.col(), 0))) {
            openings.add(new Opening(openings.size() + 1, List.of(first), "built-in"));
        }
        return List.copyOf(openings);
    }

    private static List<String> readResource(String name) {
        try (InputStream in = Openings.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
