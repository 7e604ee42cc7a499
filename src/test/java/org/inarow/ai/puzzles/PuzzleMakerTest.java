package org.inarow.ai.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.inarow.model.Position;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generator on a tiny run: a self-play game gives puzzles, every one proven again, the figures
 * adding up; copies (also mirrored ones) and full categories are left out.
 */
class PuzzleMakerTest {
    private static PuzzleMaker maker;
    private static PuzzleMaker.GameReport game;

    @BeforeAll
    static void playOneGame() {
        maker = new PuzzleMaker(new PuzzleMaker.Settings(1, 2, Map.of("block", 0)));
        game = maker.play(0);
    }

    @Test
    void aGameGivesProvenPuzzles() {
        int rejected = game.rejected().values().stream().mapToInt(Integer::intValue).sum();
        assertThat(game.kept().size() + rejected).as("every position judged once").isEqualTo(game.positions());
        assertThat(game.positions()).as("the positions after the opening").isBetween(game.moves().size() - 5,
                game.moves().size() - 3);
        assertThat(game.kept()).isNotEmpty();
        assertThat(game.kept().stream().map(PuzzleMaker.Found::category)).contains(Category.WIN);
        for (PuzzleMaker.Found f : game.kept()) {
            assertThat(PuzzleProof.problem(f.withId("t"))).as("%s: %s", f.category(), f.position()).isEmpty();
        }
    }

    @Test
    void aFullCategoryKeepsNone() {
        assertThat(game.kept()).noneMatch(f -> f.category() == Category.BLOCK);
        assertThat(game.rejected()).containsKey(Rejection.CATEGORY_FULL);
    }

    @Test
    void copiesAreLeftOutAlsoTurnedOrMirrored() {
        int opening = game.moves().size() - game.positions();
        PuzzleMaker.GameReport again = maker.judge(0, "again", game.moves(), opening);
        assertThat(again.kept()).doesNotContainAnyElementsOf(game.kept());
        assertThat(again.rejected().get(Rejection.DUPLICATE)).isEqualTo(game.kept().size());

        PuzzleMaker fresh = new PuzzleMaker(new PuzzleMaker.Settings(1, 2, Map.of("block", 0)));
        for (PuzzleMaker.Found f : game.kept()) {
            fresh.exclude(Position.of(GomokuPuzzle.RULES, f.position().moves().stream()
                    .map(p -> PositionKey.transform(p, 3, 15)).toList()));
        }
        assertThat(fresh.judge(0, "mirrored", game.moves(), opening).kept()).doesNotContainAnyElementsOf(game.kept());
    }
}
