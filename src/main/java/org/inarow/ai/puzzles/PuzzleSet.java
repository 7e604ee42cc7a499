package org.inarow.ai.puzzles;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * A list of puzzles; {@link #builtIn()} is the set shipped in the jar ({@code puzzles.tsv} beside
 * this class, made by {@code puzzles --make} and proven by {@code puzzles --verify}).
 */
public record PuzzleSet(List<GomokuPuzzle> puzzles) {
    /** The built-in set's resource, beside this class. */
    static final String RESOURCE = "puzzles.tsv";

    public PuzzleSet {
        puzzles = List.copyOf(puzzles);
    }

    /** The built-in set (read once). */
    public static PuzzleSet builtIn() {
        return BuiltIn.SET;
    }

    /** The puzzles of one category, in the set's order. */
    public List<GomokuPuzzle> of(Category category) {
        return puzzles.stream().filter(p -> p.category() == category).toList();
    }

    public Optional<GomokuPuzzle> byId(String id) {
        return puzzles.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    public int size() {
        return puzzles.size();
    }

    /** Loaded on first use: the window and the commands that need no puzzles do not pay for them. */
    private static final class BuiltIn {
        static final PuzzleSet SET = new PuzzleSet(PuzzleFormat.parse(readResource(), RESOURCE));

        private static List<String> readResource() {
            InputStream in = PuzzleSet.class.getResourceAsStream(RESOURCE);
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                return reader.lines().toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
