package org.inarow.ai.training;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleSet;

/**
 * Picks the next puzzle: of the chosen themes, one the player has not solved and not met in the
 * last {@link #RECENT} answers, among the {@link #NEAREST} whose ratings are closest to the
 * player's, at random (so the same rating does not always give the same puzzle). When every puzzle
 * of the themes is used up, the solved ones come back, the most recently met last.
 */
public final class PuzzleChooser {
    /** How many of the closest puzzles the choice is made among. */
    public static final int NEAREST = 8;
    /** Puzzles met in this many latest answers are not given again while others are left. */
    public static final int RECENT = 30;

    private final PuzzleSet set;
    private final Random random;

    public PuzzleChooser(PuzzleSet set, Random random) {
        this.set = set;
        this.random = random;
    }

    /** The next puzzle for {@code progress}, other than {@code current} (the one on the board, or null); empty if the themes hold none. */
    public Optional<GomokuPuzzle> next(TrainerProgress progress, String current) {
        List<GomokuPuzzle> themed = set.puzzles().stream().filter(p -> progress.themes().contains(p.category())).toList();
        Set<String> solved = new HashSet<>();
        Set<String> recent = new HashSet<>();
        List<TrainerProgress.Answer> answers = progress.answers();
        for (int i = 0; i < answers.size(); i++) {
            TrainerProgress.Answer a = answers.get(i);
            if (a.result() != TrainerProgress.Result.MISSED) {
                solved.add(a.puzzleId());
            }
            if (i >= answers.size() - RECENT) {
                recent.add(a.puzzleId());
            }
        }
        List<GomokuPuzzle> fresh = themed.stream()
                .filter(p -> !solved.contains(p.id()) && !recent.contains(p.id()) && !p.id().equals(current)).toList();
        if (fresh.isEmpty()) {
            fresh = themed.stream().filter(p -> !recent.contains(p.id()) && !p.id().equals(current)).toList();
        }
        if (fresh.isEmpty()) {
            fresh = themed.stream().filter(p -> !p.id().equals(current)).toList();
        }
        if (fresh.isEmpty()) {
            return themed.stream().findFirst();
        }
        List<GomokuPuzzle> nearest = nearest(fresh, progress.rating().rating());
        return Optional.of(nearest.get(random.nextInt(nearest.size())));
    }

    /** The {@link #NEAREST} puzzles closest in rating to {@code rating} (ties by the set's order). */
    static List<GomokuPuzzle> nearest(List<GomokuPuzzle> puzzles, double rating) {
        List<GomokuPuzzle> sorted = new ArrayList<>(puzzles);
        sorted.sort(Comparator.comparingDouble(p -> Math.abs(PuzzleRatings.of(p) - rating)));
        return sorted.subList(0, Math.min(NEAREST, sorted.size()));
    }
}
