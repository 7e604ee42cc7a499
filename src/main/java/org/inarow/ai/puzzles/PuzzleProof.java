package org.inarow.ai.puzzles;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.inarow.ai.engine.PuzzleProver;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * The full re-proof of a puzzle: the {@link PuzzleProver} judges its position again and must find
 * the same category, the same length and exactly the same accepted moves ({@code win1}, which the
 * prover does not make, is checked directly: the accepted moves are every five).
 */
public final class PuzzleProof {

    private PuzzleProof() {
    }

    /** What is wrong with {@code puzzle}, or empty when the proof gives exactly what it says. */
    public static Optional<String> problem(GomokuPuzzle puzzle) {
        if (puzzle.category() == Category.WIN1) {
            List<Point> fives = fives(puzzle.position());
            return Set.copyOf(fives).equals(Set.copyOf(puzzle.accepted())) && puzzle.length() == 1 ? Optional.empty()
                    : Optional.of("the fives are " + Notation.formatMoves(fives.stream().sorted(GomokuPuzzle.POINT_ORDER).toList()));
        }
        PuzzleProver.Verdict v = PuzzleProver.examine(puzzle.position());
        if (!v.isPuzzle()) {
            return Optional.of("no puzzle by the proof: " + v.reason().text());
        }
        Category category = Category.of(v.task());
        if (category != puzzle.category()) {
            return Optional.of("category " + category.id() + " by the proof");
        }
        if (!new HashSet<>(v.accepted()).equals(new HashSet<>(puzzle.accepted()))) {
            return Optional.of("accepted by the proof: "
                    + Notation.formatMoves(v.accepted().stream().sorted(GomokuPuzzle.POINT_ORDER).toList()));
        }
        if (v.length() != puzzle.length()) {
            return Optional.of("length " + v.length() + " by the proof");
        }
        return Optional.empty();
    }

    private static List<Point> fives(Position position) {
        Rules rules = position.rules();
        return java.util.stream.IntStream.range(0, rules.cellCount())
                .mapToObj(i -> new Point(i % rules.width(), i / rules.width()))
                .filter(p -> position.isPlayable(p) && position.play(p).isOver()
                        && position.play(p).result().winner() == position.toMove())
                .toList();
    }
}
