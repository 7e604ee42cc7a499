package org.inarow.ui.game;

import java.util.List;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.training.PuzzleAttempt;
import org.inarow.ai.training.TrainerProgress;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Side;

/** The puzzle trainer's sentences in the current language: the task, the puzzle's line, what just happened. */
public final class PuzzleTexts {
    private PuzzleTexts() {
    }

    /** A theme's name: "Win by fours". */
    public static String theme(Category category) {
        return Words.get("puzzle.theme." + category.id());
    }

    /** A result's words: "solved". */
    public static String result(TrainerProgress.Result result) {
        return Words.get("puzzle.result." + result.id());
    }

    /** What the puzzle asks: "Black to play and win". */
    public static String prompt(PuzzleAttempt attempt) {
        Category c = attempt.puzzle().category() == Category.WIN1 ? Category.WIN : attempt.puzzle().category();
        return Words.format("puzzle.prompt." + c.id(), side(attempt.player()), side(attempt.player().opponent()));
    }

    /** "Puzzle ia-0123 · Win by fours · rated 1400". */
    public static String info(PuzzleAttempt attempt, int rating) {
        return Words.format("puzzle.info", attempt.puzzle().id(), theme(attempt.puzzle().category()), rating);
    }

    /** The sentence under the board for the trainer's last event. */
    public static String status(PuzzleTrainer trainer) {
        PuzzleAttempt a = trainer.attempt().orElse(null);
        double rating = trainer.progress().rating().rating();
        long change = Math.round(rating) - Math.round(trainer.ratingBefore());
        return switch (trainer.event()) {
            case NONE -> trainer.isPlaying() ? Words.get("puzzle.status.started") : "";
            case STARTED -> Words.get("puzzle.status.started");
            case THINKING -> Words.format("puzzle.status.thinking", trainer.pending().map(Notation::format).orElse(""));
            case RIGHT -> right(a);
            case SOLVED -> Words.format(switch (a.result()) {
                case SOLVED -> "puzzle.status.solved";
                case SOLVED_WITH_HINT -> "puzzle.status.solvedHint";
                case MISSED -> "puzzle.status.solvedShown";
            }, Math.round(rating), change);
            case MISSED -> missed(a, rating, change);
            case HINT_AREA -> Words.get("puzzle.status.hintArea");
            case HINT_MOVE -> Words.format("puzzle.status.hintMove", a.nextMove().map(Notation::format).orElse(""));
            case TAKEN -> Words.get("puzzle.status.taken");
            case LAST_THEME -> Words.get("puzzle.status.lastTheme");
            case NO_PUZZLE -> Words.get("puzzle.status.noPuzzle");
        };
    }

    private static String right(PuzzleAttempt a) {
        List<Point> moves = a.position().moves();
        Point mine = moves.get(moves.size() - 2);
        Point reply = moves.get(moves.size() - 1);
        return Words.format("puzzle.status.right", Notation.format(mine), side(a.player().opponent()), Notation.format(reply));
    }

    static String missed(PuzzleAttempt a, double rating, long change) {
        String answer = Notation.formatMoves(a.answer());
        if (a.wrong().isEmpty()) {
            return Words.format("puzzle.status.gaveUp", answer, Math.round(rating), change);
        }
        String wrong = Notation.format(a.wrong().get());
        if (!a.refutation().isEmpty()) {
            return Words.format("puzzle.status.refuted", wrong, side(a.player().opponent()),
                    Notation.formatMoves(a.refutation()), answer, Math.round(rating), change);
        }
        if (a.puzzle().category() == Category.DEFEND) {
            // a defence that stops the threats but leaves the attack winning by the engine's judgement: no line to show
            return Words.format("puzzle.status.attackGoesOn", wrong, side(a.player().opponent()), answer,
                    Math.round(rating), change);
        }
        return Words.format("puzzle.status.missed", wrong, answer, Math.round(rating), change);
    }

    private static String side(Side side) {
        return SideNames.of(Family.GOMOKU, side);
    }
}
