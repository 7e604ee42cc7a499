package org.inarow.ai.training;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.training.Glicko2.Rating;

/**
 * A player's puzzle training: the rating now, every answer so far (oldest first), and the themes
 * chosen. Immutable; {@link #answered} gives the progress after one more answer.
 */
public record TrainerProgress(Rating rating, List<Answer> answers, Set<Category> themes) {
    /** τ for the trainer: the paper's middle value; a puzzle player's strength does change while training. */
    public static final Glicko2 SYSTEM = new Glicko2(0.5);
    /** The themes a player can choose (every category of the built-in set). */
    public static final Set<Category> ALL_THEMES = EnumSet.of(Category.WIN, Category.WIN_THREATS, Category.DEFEND,
            Category.BLOCK);

    /** How a puzzle went, and what it scored for the rating. */
    public enum Result {
        /** Found without a hint: scores 1. */
        SOLVED(1, "solved"),
        /** Found after the area was shown: scores a half. */
        SOLVED_WITH_HINT(0.5, "hinted"),
        /** Not found, or found only after the move itself was shown: scores 0. */
        MISSED(0, "missed");

        private final double score;
        private final String id;

        Result(double score, String id) {
            this.score = score;
            this.id = id;
        }

        public double score() {
            return score;
        }

        /** Its word in the progress file. */
        public String id() {
            return id;
        }

        public static Result fromId(String id) {
            for (Result r : values()) {
                if (r.id.equals(id)) {
                    return r;
                }
            }
            throw new IllegalArgumentException("unknown result '" + org.inarow.model.UserText.shown(id, 20)
                    + "' (expected solved, hinted or missed)");
        }
    }

    /** One answered puzzle: its id, its rating then, how it went, and the player's rating after it. */
    public record Answer(String puzzleId, int puzzleRating, Result result, double ratingAfter) {
    }

    public TrainerProgress {
        answers = List.copyOf(answers);
        themes = themes.isEmpty() ? ALL_THEMES : Set.copyOf(EnumSet.copyOf(themes));
    }

    /** A new player: 1500, RD 350, every theme. */
    public static TrainerProgress fresh() {
        return new TrainerProgress(Rating.NEW, List.of(), ALL_THEMES);
    }

    /** The progress after answering a puzzle of rating {@code puzzle} ({@link PuzzleRatings#asOpponent}) with {@code result}. */
    public TrainerProgress answered(String puzzleId, Rating puzzle, Result result) {
        Rating after = SYSTEM.update(rating, List.of(new Glicko2.Game(puzzle, result.score())));
        List<Answer> more = new ArrayList<>(answers);
        more.add(new Answer(puzzleId, (int) Math.round(puzzle.rating()), result, after.rating()));
        return new TrainerProgress(after, more, themes);
    }

    public TrainerProgress withThemes(Set<Category> chosen) {
        return new TrainerProgress(rating, answers, chosen);
    }

    /** The last {@code n} answers, newest first. */
    public List<Answer> latest(int n) {
        List<Answer> newestFirst = new ArrayList<>(answers.subList(Math.max(0, answers.size() - n), answers.size()));
        java.util.Collections.reverse(newestFirst);
        return newestFirst;
    }

    /** The rating's course: the start, then after each answer. */
    public List<Double> course() {
        List<Double> course = new ArrayList<>();
        course.add(Rating.NEW.rating());
        answers.forEach(a -> course.add(a.ratingAfter()));
        return course;
    }
}
