package org.inarow.ai.puzzles;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * The puzzle files' format ({@code data/README.md}): after {@code #} lines, one puzzle a line,
 * tab-separated {@code id category to_move moves accepted_moves vcf_length}. Reading checks every
 * field (a legal unfinished position, the side to move that its move count gives, accepted moves on
 * empty points, a positive length, ids unique) and fails naming the line.
 */
public final class PuzzleFormat {
    /** The header line of {@code puzzles-public.tsv}, which {@link #write} writes first. */
    public static final String HEADER = "#id\tcategory\tto_move\tmoves\taccepted_moves\tvcf_length";
    private static final int FIELDS = 6;

    private PuzzleFormat() {
    }

    /** The puzzles of a file's lines; {@code source} names the file in messages. Blank and {@code #} lines are skipped. */
    public static List<GomokuPuzzle> parse(List<String> lines, String source) {
        List<GomokuPuzzle> puzzles = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            try {
                GomokuPuzzle puzzle = parseLine(line);
                if (!ids.add(puzzle.id())) {
                    throw new IllegalArgumentException("id " + puzzle.id() + " is given twice");
                }
                puzzles.add(puzzle);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return puzzles;
    }

    /** One puzzle line. */
    public static GomokuPuzzle parseLine(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != FIELDS) {
            throw new IllegalArgumentException(f.length + " tab-separated fields, expected " + FIELDS
                    + " (id, category, to_move, moves, accepted_moves, vcf_length)");
        }
        String id = f[0].strip();
        if (id.isEmpty() || !id.matches("[A-Za-z0-9_.-]{1,40}")) {
            throw new IllegalArgumentException("id '" + org.inarow.model.UserText.shown(f[0], 40)
                    + "': letters, digits, '-', '_' or '.', 1 to 40 of them");
        }
        Category category = Category.fromId(f[1].strip());
        Side toMove = switch (f[2].strip()) {
            case "black" -> Side.FIRST;
            case "white" -> Side.SECOND;
            default -> throw new IllegalArgumentException("to_move '" + org.inarow.model.UserText.shown(f[2], 20)
                    + "': black or white");
        };
        Position position = Position.parse(GomokuPuzzle.RULES, f[3]);
        if (position.toMove() != toMove) {
            throw new IllegalArgumentException("to_move " + f[2].strip() + ", but after " + position.moveCount()
                    + " moves " + side(position.toMove()) + " is to move");
        }
        var accepted = Notation.parseMoves(f[4], GomokuPuzzle.RULES);
        int length;
        try {
            length = Integer.parseInt(f[5].strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("vcf_length '" + org.inarow.model.UserText.shown(f[5], 20) + "': not a number");
        }
        return new GomokuPuzzle(id, category, position, accepted, length);
    }

    /** The file's text: {@link #HEADER}, then one line a puzzle, each ending in a newline. */
    public static String write(List<GomokuPuzzle> puzzles) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (GomokuPuzzle p : puzzles) {
            out.append(line(p)).append('\n');
        }
        return out.toString();
    }

    /** One puzzle's line, without its newline. */
    public static String line(GomokuPuzzle p) {
        return String.join("\t", p.id(), p.category().id(), side(p.toMove()), Notation.formatMoves(p.position().moves()),
                Notation.formatMoves(p.accepted()), Integer.toString(p.length()));
    }

    static String side(Side side) {
        return side == Side.FIRST ? "black" : "white";
    }
}
