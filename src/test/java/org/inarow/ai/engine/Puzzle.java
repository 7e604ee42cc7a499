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
import java.util.stream.Collectors;
import org.inarow.model.Notation;
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

    public static List<Puzzle> all() {
        InputStream in = Puzzle.class.getResourceAsStream("/puzzles-public.tsv");
        if (in == null) {
            throw new IllegalStateException("puzzles-public.tsv is missing from the test resources");
        }
        List<Puzzle> puzzles = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                Side side = f[2].equals("black") ? Side.FIRST : Side.SECOND;
                Position position = Position.parse(RULES, f[3]);
                Set<Point> accepted = Notation.parseMoves(f[4], RULES).stream().collect(Collectors.toUnmodifiableSet());
                puzzles.add(new Puzzle(f[0], f[1], side, position, accepted, Integer.parseInt(f[5])));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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
