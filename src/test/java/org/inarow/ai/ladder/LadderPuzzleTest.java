package org.inarow.ai.ladder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.ai.engine.Puzzle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The lower rungs blunder the way people do: on the public puzzles, the share of {@code win}
 * puzzles whose win they miss and of {@code defend} puzzles whose defence they miss falls as the
 * rung rises (loosely: a rung may miss a few more than the one below, never many), and the top
 * rung misses none. Win and defend puzzles together, each rung misses no more than the rung below
 * (a shallow search defends worse than the best shape judge, but wins far more). The cheap rungs play each puzzle with several seeds, since their judgement
 * is noisy. The table is printed for the README.
 */
class LadderPuzzleTest {
    private static final List<String> CATEGORIES = List.of("win", "defend");
    /** The top rung's budget, the hard level's in PuzzleSolvingTest. */
    private static final Limits BUDGET = Limits.nodes(150_000).withTime(20_000);
    /**
     * How much more a rung may miss than the rung below it: a few dozen puzzles are noisy, and a
     * shallow search (Club) defends worse than a shape judge that sees doubles (Amateur), though it
     * wins more games.
     */
    private static final double SLACK = 0.2;

    /** Per rung and category, the share of puzzles missed. */
    private static final Map<Rung, Map<String, Double>> MISSED = new LinkedHashMap<>();
    /** Puzzles per category. */
    private static final Map<String, Integer> COUNTS = new LinkedHashMap<>();

    @BeforeAll
    static void playEveryPuzzle() {
        List<Puzzle> puzzles = Puzzle.all();
        StringBuilder table = new StringBuilder("missed puzzles per level (public set)\nlevel        win  defend  both\n");
        for (Rung rung : Ladder.rungs()) {
            int seeds = rung.depth() == 1 && !rung.fullEngine() ? 3 : 1;
            Map<String, Double> row = new LinkedHashMap<>();
            for (String category : CATEGORIES) {
                List<Puzzle> set = puzzles.stream().filter(p -> p.category().equals(category)).toList();
                int missed = 0;
                for (Puzzle p : set) {
                    for (long seed = 0; seed < seeds; seed++) {
                        missed += p.accepted().contains(Strategies.forRung(rung, Puzzle.RULES, seed).search(p.position(), BUDGET).move()) ? 0 : 1;
                    }
                }
                row.put(category, missed / (double) (set.size() * seeds));
                COUNTS.put(category, set.size());
            }
            MISSED.put(rung, row);
            table.append(String.format("%-12s %4.0f%% %6.0f%% %4.0f%%%n", rung.number() + " " + rung.name(), 100 * row.get("win"),
                    100 * row.get("defend"), 100 * together(rung)));
        }
        System.out.print(table);
    }

    @Test
    void allTogetherEachRungMissesNoMoreThanTheRungBelow() {
        List<Rung> rungs = Ladder.rungs();
        for (int i = 1; i < rungs.size(); i++) {
            assertThat(together(rungs.get(i))).as("%s against %s", rungs.get(i).title(), rungs.get(i - 1).title())
                    .isLessThanOrEqualTo(together(rungs.get(i - 1)));
        }
    }

    /** The share of win and defend puzzles together that the rung misses. */
    private static double together(Rung rung) {
        return (MISSED.get(rung).get("win") * COUNTS.get("win") + MISSED.get(rung).get("defend") * COUNTS.get("defend"))
                / (COUNTS.get("win") + COUNTS.get("defend"));
    }

    @Test
    void theMissesFallAsTheRungRises() {
        List<Rung> rungs = Ladder.rungs();
        for (String category : CATEGORIES) {
            for (int i = 1; i < rungs.size(); i++) {
                assertThat(MISSED.get(rungs.get(i)).get(category)).as("%s %s, against %s", rungs.get(i).title(), category, rungs.get(i - 1).title())
                        .isLessThanOrEqualTo(MISSED.get(rungs.get(i - 1)).get(category) + SLACK);
            }
            Rung bottom = rungs.get(0);
            Rung top = rungs.get(rungs.size() - 1);
            assertThat(MISSED.get(bottom).get(category)).as("the beginner misses %s puzzles", category).isGreaterThan(0.5);
            assertThat(MISSED.get(top).get(category)).as("the top misses no %s puzzle", category).isZero();
        }
    }
}
