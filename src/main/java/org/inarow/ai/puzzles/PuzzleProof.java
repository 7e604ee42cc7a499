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
        return check(puzzle).problem();
    }

    /**
     * The proof's judgement of a puzzle: what is wrong with it (empty when nothing), and the puzzle
     * as the proof has it — the same category with the proof's length and accepted answers — or
     * empty when the proof finds another category or no puzzle at all.
     */
    public record Check(Optional<String> problem, Optional<GomokuPuzzle> proven) {
    }

    /** {@link #problem} with the puzzle as proven, to write a set again after the prover changed. */
    public static Check check(GomokuPuzzle puzzle) {
        if (puzzle.category() == Category.WIN1) {
            List<Point> fives = fives(puzzle.position());
            if (Set.copyOf(fives).equals(Set.copyOf(puzzle.accepted())) && puzzle.length() == 1) {
                return new Check(Optional.empty(), Optional.of(puzzle));
            }
            return new Check(Optional.of("the fives are "
                    + Notation.formatMoves(fives.stream().sorted(GomokuPuzzle.POINT_ORDER).toList())), Optional.empty());
        }
        PuzzleProver.Verdict v = PuzzleProver.examine(puzzle.position());
        if (!v.isPuzzle()) {
            return new Check(Optional.of("no puzzle by the proof: " + v.reason().text()), Optional.empty());
        }
        Category category = Category.of(v.task());
        if (category != puzzle.category()) {
            return new Check(Optional.of("category " + category.id() + " by the proof"), Optional.empty());
        }
        Optional<GomokuPuzzle> proven = Optional.of(new GomokuPuzzle(puzzle.id(), category, puzzle.position(),
                v.accepted(), v.length()));
        if (v.length() != puzzle.length()) {
            // a shorter win found (or a longer one only) is the same puzzle with the proof's length and answers
            return new Check(Optional.of("length " + v.length() + " by the proof"), proven);
        }
        if (!new HashSet<>(v.accepted()).equals(new HashSet<>(puzzle.accepted()))) {
            return new Check(Optional.of("accepted by the proof: "
                    + Notation.formatMoves(v.accepted().stream().sorted(GomokuPuzzle.POINT_ORDER).toList())), proven);
        }
        return new Check(Optional.empty(), proven);
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
