package org.inarow.ai.training;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleSet;
import org.inarow.ai.training.Glicko2.Rating;
import org.junit.jupiter.api.Test;

/** The next puzzle: near the player's rating, of the chosen themes, not one solved or just met. */
class PuzzleChooserTest {
    private static final PuzzleSet SET = PuzzleSet.builtIn();

    private static TrainerProgress at(double rating) {
        return new TrainerProgress(new Rating(rating, 100, 0.06), List.of(), TrainerProgress.ALL_THEMES);
    }

    /** The distance in rating of the n-th closest puzzle of {@code puzzles} to {@code rating}. */
    private static double nthDistance(List<GomokuPuzzle> puzzles, double rating, int n) {
        return puzzles.stream().mapToDouble(p -> Math.abs(PuzzleRatings.of(p) - rating)).sorted().skip(n - 1L).findFirst()
                .orElseThrow();
    }

    @Test
    void thePuzzleGivenIsAmongTheClosestInRating() {
        PuzzleChooser chooser = new PuzzleChooser(SET, new Random(7));
        for (double rating : new double[] {1000, 1250, 1500, 1800, 2200}) {
            double limit = nthDistance(SET.puzzles(), rating, PuzzleChooser.NEAREST);
            for (int i = 0; i < 20; i++) {
                GomokuPuzzle p = chooser.next(at(rating), null).orElseThrow();
                assertThat(Math.abs(PuzzleRatings.of(p) - rating)).as("%s for a player at %s", p, rating)
                        .isLessThanOrEqualTo(limit);
            }
        }
    }

    @Test
    void aHigherRatingGetsHarderPuzzles() {
        PuzzleChooser chooser = new PuzzleChooser(SET, new Random(3));
        double low = 0;
        double high = 0;
        for (int i = 0; i < 30; i++) {
            low += PuzzleRatings.of(chooser.next(at(1200), null).orElseThrow());
            high += PuzzleRatings.of(chooser.next(at(1900), null).orElseThrow());
        }
        assertThat(high / 30).isGreaterThan(low / 30 + 400);
    }

    @Test
    void onlyTheChosenThemesAreGiven() {
        PuzzleChooser chooser = new PuzzleChooser(SET, new Random(1));
        TrainerProgress defendOnly = at(1300).withThemes(EnumSet.of(Category.DEFEND));
        for (int i = 0; i < 30; i++) {
            assertThat(chooser.next(defendOnly, null).orElseThrow().category()).isEqualTo(Category.DEFEND);
        }
        TrainerProgress winsOnly = at(1300).withThemes(EnumSet.of(Category.WIN, Category.WIN_THREATS));
        for (int i = 0; i < 30; i++) {
            assertThat(chooser.next(winsOnly, null).orElseThrow().category()).isIn(Category.WIN, Category.WIN_THREATS);
        }
    }

    @Test
    void solvedAndRecentPuzzlesAndTheCurrentOneAreNotGivenAgain() {
        TrainerProgress progress = at(1200).withThemes(EnumSet.of(Category.BLOCK)); // 80 blocks, all rated 1200
        List<GomokuPuzzle> blocks = SET.of(Category.BLOCK);
        GomokuPuzzle solved = blocks.get(0);
        progress = progress.answered(solved.id(), PuzzleRatings.asOpponent(solved), TrainerProgress.Result.SOLVED);
        GomokuPuzzle missed = blocks.get(1);
        progress = progress.answered(missed.id(), PuzzleRatings.asOpponent(missed), TrainerProgress.Result.MISSED);
        PuzzleChooser chooser = new PuzzleChooser(SET, new Random(5));
        for (int i = 0; i < 200; i++) {
            assertThat(chooser.next(progress, blocks.get(2).id()).orElseThrow().id())
                    .isNotIn(solved.id(), missed.id(), blocks.get(2).id());
        }
    }

    @Test
    void whenEveryPuzzleOfTheThemesIsSolvedTheyComeBack() {
        TrainerProgress progress = at(1200).withThemes(EnumSet.of(Category.BLOCK));
        for (GomokuPuzzle p : SET.of(Category.BLOCK)) {
            progress = progress.answered(p.id(), PuzzleRatings.asOpponent(p), TrainerProgress.Result.SOLVED);
        }
        GomokuPuzzle again = new PuzzleChooser(SET, new Random(2)).next(progress, null).orElseThrow();
        assertThat(again.category()).isEqualTo(Category.BLOCK);
        List<String> recent = progress.latest(PuzzleChooser.RECENT).stream().map(TrainerProgress.Answer::puzzleId).toList();
        assertThat(again.id()).as("the most recently met come last").isNotIn(recent);
    }

    @Test
    void derivedRatingsFollowCategoryLengthAndAnswers() {
        GomokuPuzzle block = SET.of(Category.BLOCK).get(0);
        assertThat(PuzzleRatings.of(block)).isEqualTo(1200);
        List<GomokuPuzzle> wins = SET.of(Category.WIN).stream().filter(p -> p.accepted().size() == 1)
                .sorted(Comparator.comparingInt(GomokuPuzzle::length)).toList();
        GomokuPuzzle shortest = wins.get(0);
        GomokuPuzzle longest = wins.get(wins.size() - 1);
        assertThat(PuzzleRatings.of(longest) - PuzzleRatings.of(shortest))
                .isEqualTo(100 * (longest.length() - shortest.length()));
        GomokuPuzzle manyAnswers = SET.of(Category.DEFEND).stream().filter(p -> p.accepted().size() == 3).findFirst()
                .orElseThrow();
        assertThat(PuzzleRatings.of(manyAnswers)).isEqualTo(1550 + 100 * (manyAnswers.length() - 2) - 80);
        assertThat(SET.puzzles().stream().mapToInt(PuzzleRatings::of).sorted().skip(SET.size() / 2).findFirst().orElseThrow())
                .as("the set's median near a new player's 1500").isBetween(1300, 1700);
    }
}
