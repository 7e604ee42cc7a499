package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The public puzzle set (see {@code puzzles-public.tsv}): the hard level must solve every one
 * within {@link #HARD_BUDGET}; the solve rates of every level per category are printed, and the
 * weaker levels are held to what they are built for.
 */
class PuzzleSolvingTest {
    /** Nodes per puzzle for the hard level (about a sixth of a second at a million nodes a second). */
    static final Limits HARD_BUDGET = Limits.nodes(150_000);
    /** Medium searches to depth 4 whatever the budget; this only bounds it. */
    static final Limits MEDIUM_BUDGET = Limits.nodes(500_000);

    private static PuzzleRates.Rates rates;

    @BeforeAll
    static void solveEverything() {
        Map<Level, Limits> budgets = new LinkedHashMap<>();
        budgets.put(Level.EASY, Limits.none());
        budgets.put(Level.MEDIUM, MEDIUM_BUDGET);
        budgets.put(Level.HARD, HARD_BUDGET);
        rates = PuzzleRates.measure(budgets);
        System.out.print(rates.format());
    }

    @Test
    void hardSolvesEveryPuzzle() {
        assertThat(Puzzle.all()).hasSize(64);
        assertThat(rates.missed().get(Level.HARD)).isEmpty();
    }

    @Test
    void eachLevelSolvesWhatItIsBuiltFor() {
        // the easy heuristic makes its fives; the medium search also blocks; neither beats hard
        assertThat(rates.solved(Level.EASY, "win1")).isEqualTo(rates.total(Level.EASY, "win1"));
        for (String c : PuzzleRates.CATEGORIES.subList(0, 2)) {
            assertThat(rates.solved(Level.MEDIUM, c)).as("medium %s", c).isEqualTo(rates.total(Level.MEDIUM, c));
        }
        for (String c : PuzzleRates.CATEGORIES) {
            assertThat(rates.solved(Level.MEDIUM, c)).as("medium %s", c).isLessThanOrEqualTo(rates.solved(Level.HARD, c));
            assertThat(rates.solved(Level.EASY, c)).as("easy %s", c).isLessThanOrEqualTo(rates.solved(Level.HARD, c));
        }
    }
}
