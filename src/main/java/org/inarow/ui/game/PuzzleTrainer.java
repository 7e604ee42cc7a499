package org.inarow.ui.game;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleSet;
import org.inarow.ai.training.PuzzleAttempt;
import org.inarow.ai.training.PuzzleChooser;
import org.inarow.ai.training.PuzzleRatings;
import org.inarow.ai.training.TrainerProgress;
import org.inarow.model.Point;

/**
 * The puzzle trainer's state on the event thread: the player's progress, the puzzle on the board
 * and how it stands. A move is judged by a worker ({@link PuzzleAttempt#play} searches); a result
 * that comes back after the puzzle changed is dropped. Each finished puzzle moves the rating and is
 * saved at once. Listeners hear of every change; what to show is read from here.
 */
public final class PuzzleTrainer {
    /** What the last event was, for the sentence under the board. */
    public enum Event { NONE, STARTED, RIGHT, SOLVED, MISSED, HINT_AREA, HINT_MOVE, TAKEN, THINKING, LAST_THEME, NO_PUZZLE }

    private final PuzzleChooser chooser;
    private final PuzzleProgressStore store;
    private final Consumer<Throwable> errors;
    private final List<Runnable> listeners = new ArrayList<>();
    private TrainerProgress progress;
    private PuzzleAttempt attempt;
    private double ratingBefore;
    private Point pending;
    private SwingWorker<PuzzleAttempt, Void> worker;
    private Event event = Event.NONE;
    private boolean recorded;
    private Optional<String> storeProblem = Optional.empty();

    public PuzzleTrainer(PuzzleSet set, PuzzleProgressStore store, Random random, Consumer<Throwable> errors) {
        this.chooser = new PuzzleChooser(set, random);
        this.store = store;
        this.errors = errors;
        TrainerProgress loaded;
        try {
            loaded = store.load();
        } catch (IOException e) {
            loaded = TrainerProgress.fresh();
            storeProblem = Optional.of(Words.format("puzzle.problem.read", reason(e)));
        }
        progress = loaded;
        ratingBefore = progress.rating().rating();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public TrainerProgress progress() {
        return progress;
    }

    /** The puzzle being solved or last solved; empty before the first. */
    public Optional<PuzzleAttempt> attempt() {
        return Optional.ofNullable(attempt);
    }

    /** The point played and being judged, if any. */
    public Optional<Point> pending() {
        return Optional.ofNullable(pending);
    }

    public boolean isThinking() {
        return worker != null;
    }

    public Event event() {
        return event;
    }

    /** The player's rating before the puzzle on the board was answered (the change is shown against it). */
    public double ratingBefore() {
        return ratingBefore;
    }

    /** A sentence about the progress file that could not be read or written, if one could not. */
    public Optional<String> storeProblem() {
        return storeProblem;
    }

    public boolean isPlaying() {
        return attempt != null && attempt.status() == PuzzleAttempt.Status.PLAYING;
    }

    /**
     * The next puzzle near the player's rating. A puzzle left unfinished after a move or a hint counts
     * as missed; one not yet touched is passed over without a change.
     */
    public void next() {
        if (isPlaying() && (!attempt.atStart() || attempt.hints() > 0 || pending != null)) {
            finish(attempt.withHint().withHint()); // given up: a miss (the answer is then shown by the next puzzle's absence)
        }
        cancelWorker();
        Optional<GomokuPuzzle> puzzle = chooser.next(progress, attempt == null ? null : attempt.puzzle().id());
        if (puzzle.isEmpty()) {
            changed(Event.NO_PUZZLE);
            return;
        }
        attempt = PuzzleAttempt.start(puzzle.get());
        ratingBefore = progress.rating().rating();
        recorded = false;
        changed(Event.STARTED);
    }

    /** The player chose {@code cell} on the board. */
    public void cellChosen(Point cell) {
        if (!isPlaying() || worker != null) {
            return;
        }
        if (!attempt.position().isPlayable(cell)) {
            changed(Event.TAKEN);
            return;
        }
        pending = cell;
        PuzzleAttempt before = attempt;
        worker = new SwingWorker<>() {
            @Override
            protected PuzzleAttempt doInBackground() {
                return before.play(cell);
            }

            @Override
            protected void done() {
                if (worker != this || isCancelled()) {
                    return; // stale: the puzzle changed while it was judged
                }
                worker = null;
                pending = null;
                try {
                    PuzzleAttempt after = get();
                    if (after.status() == PuzzleAttempt.Status.PLAYING) {
                        attempt = after;
                        changed(Event.RIGHT);
                    } else {
                        finish(after);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    changed(Event.NONE);
                    errors.accept(e.getCause());
                }
            }
        };
        changed(Event.THINKING);
        worker.execute();
    }

    /** One hint: first the area of the move, then the move itself. */
    public void hint() {
        if (!isPlaying() || worker != null || attempt.hints() >= 2 || attempt.nextMove().isEmpty()) {
            return;
        }
        attempt = attempt.withHint();
        changed(attempt.hints() == 1 ? Event.HINT_AREA : Event.HINT_MOVE);
    }

    public boolean canHint() {
        return isPlaying() && worker == null && attempt.hints() < 2 && attempt.nextMove().isPresent();
    }

    /** Gives the puzzle up: a miss, with the answer shown. */
    public void showSolution() {
        if (!isPlaying() || worker != null) {
            return;
        }
        Point answer = attempt.nextMove().orElse(attempt.puzzle().accepted().get(0));
        // a give-up is scored as a miss and shown as one: the answer with its line, no wrong move
        finish(new PuzzleAttempt(attempt.puzzle(), attempt.position(), attempt.movesLeft(), PuzzleAttempt.Status.MISSED, 2,
                attempt.nextMove(), Optional.empty(), List.of(), List.of(answer)));
    }

    /** The chosen themes; refused (the last one kept) when none would be left. */
    public boolean setThemes(Set<Category> themes) {
        if (themes.isEmpty()) {
            changed(Event.LAST_THEME);
            return false;
        }
        progress = progress.withThemes(themes);
        save();
        changed(event == Event.LAST_THEME ? Event.NONE : event);
        return true;
    }

    /** The area the first hint shows: a 3×3 square holding the move, not always centred on it (the same square for the same puzzle). */
    public List<Point> hintArea() {
        if (attempt == null || attempt.nextMove().isEmpty()) {
            return List.of();
        }
        Point move = attempt.nextMove().get();
        int shift = Math.floorMod(attempt.puzzle().id().hashCode() + attempt.position().moveCount(), 9);
        int width = attempt.position().rules().width();
        int height = attempt.position().rules().height();
        int left = Math.max(0, Math.min(width - 3, move.col() - shift % 3));
        int bottom = Math.max(0, Math.min(height - 3, move.row() - shift / 3));
        List<Point> area = new ArrayList<>();
        for (int r = bottom; r < bottom + 3; r++) {
            for (int c = left; c < left + 3; c++) {
                area.add(new Point(c, r));
            }
        }
        return area;
    }

    /** The rating of the puzzle on the board. */
    public int puzzleRating() {
        return attempt == null ? 0 : PuzzleRatings.of(attempt.puzzle());
    }

    private void finish(PuzzleAttempt over) {
        attempt = over;
        pending = null;
        if (!recorded) {
            recorded = true;
            ratingBefore = progress.rating().rating();
            progress = progress.answered(over.puzzle().id(), PuzzleRatings.asOpponent(over.puzzle()), over.result());
            save();
        }
        changed(over.status() == PuzzleAttempt.Status.SOLVED ? Event.SOLVED : Event.MISSED);
    }

    private void save() {
        try {
            store.save(progress); // a few kilobytes at most: written at once, on this thread
            storeProblem = Optional.empty();
        } catch (IOException e) {
            storeProblem = Optional.of(Words.format("puzzle.problem.write", reason(e)));
        }
    }

    /** A file problem in a few words: the JDK's messages are often only the path. */
    private static String reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return Words.get("files.io.permissionDenied");
        }
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private void cancelWorker() {
        if (worker != null) {
            worker.cancel(false);
            worker = null;
        }
        pending = null;
    }

    private void changed(Event what) {
        event = what;
        listeners.forEach(Runnable::run);
    }
}
