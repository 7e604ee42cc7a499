package org.inarow.ai.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The re-proof of a puzzle: what it finds wrong, and the puzzle as proven, to write a set again. */
class PuzzleProofTest {

    @Test
    void aPuzzleAsItIsProvenHasNoProblem() {
        GomokuPuzzle puzzle = PuzzleSet.builtIn().of(Category.WIN_THREATS).get(0);
        PuzzleProof.Check check = PuzzleProof.check(puzzle);
        assertThat(check.problem()).isEmpty();
        assertThat(check.proven()).contains(puzzle);
    }

    @Test
    void aWrongLengthIsNamedAndTheProvenPuzzleKeepsTheProofsLength() {
        GomokuPuzzle puzzle = PuzzleSet.builtIn().of(Category.WIN_THREATS).get(0);
        GomokuPuzzle longer = new GomokuPuzzle(puzzle.id(), puzzle.category(), puzzle.position(), puzzle.accepted(),
                puzzle.length() + 1);
        PuzzleProof.Check check = PuzzleProof.check(longer);
        assertThat(check.problem()).contains("length " + puzzle.length() + " by the proof");
        assertThat(check.proven()).contains(puzzle);
    }

    @Test
    void anotherCategoryLeavesNoProvenPuzzle() {
        GomokuPuzzle puzzle = PuzzleSet.builtIn().of(Category.WIN).get(0);
        GomokuPuzzle asDefence = new GomokuPuzzle(puzzle.id(), Category.DEFEND, puzzle.position(), puzzle.accepted(),
                puzzle.length());
        PuzzleProof.Check check = PuzzleProof.check(asDefence);
        assertThat(check.problem()).contains("category win by the proof");
        assertThat(check.proven()).isEmpty();
    }
}
