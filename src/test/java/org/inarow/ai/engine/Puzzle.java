package org.inarow.ai.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleFormat;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * One line of {@code puzzles-public.tsv} (a copy of the shared data, see its README): a freestyle
 * 15x15 position, the side to move, every accepted answer, and the length of the shortest win by
 * continuous fours (the attacker's moves, the five included; for defend puzzles the opponent's).
 */
public record Puzzle(String id, String category, Side toMove, Position position, Set<Point> accepted, int vcfLength) {

    public static final Rules RULES = Rules.gomokuFreestyle(15);

    /** Every puzzle of the file, read by the main code's {@link PuzzleFormat} (so the public file also tests that reader). */
    public static List<Puzzle> all() {
        InputStream in = Puzzle.class.getResourceAsStream("/puzzles-public.tsv");
        if (in == null) {
            throw new IllegalStateException("puzzles-public.tsv is missing from the test resources");
        }
        List<String> lines;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            lines = reader.lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Puzzle> puzzles = new ArrayList<>();
        for (GomokuPuzzle p : PuzzleFormat.parse(lines, "puzzles-public.tsv")) {
            puzzles.add(new Puzzle(p.id(), p.category().id(), p.toMove(), p.position(), Set.copyOf(p.accepted()), p.length()));
        }
        return puzzles;
    }

    public List<Puzzle> ofCategory(String wanted) {
        return all().stream().filter(p -> p.category.equals(wanted)).toList();
    }

    @Override
    public String toString() {
        return id + " (" + category + ")";
    }
}
