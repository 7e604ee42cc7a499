package org.inarow.ui.game;

import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.SwingWorker;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.review.Lesson;
import org.inarow.ai.review.MoveCheck;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * The teaching mode: against the computer, each move of the player's is judged before the computer answers
 * it ({@link MoveCheck}, the review's own judgement); one that costs at least the threshold of win chance,
 * or walks into a forced loss, is held as a {@link Lesson} that the window offers to take back, to show a
 * better move for, or to play on from. The computer waits until the player has chosen, so taking back
 * costs nothing. Off by default.
 */
public final class Teacher {
    public static final int DEFAULT_THRESHOLD = 15;
    public static final int LEAST_THRESHOLD = 5;
    public static final int MOST_THRESHOLD = 30;
    private static final long MILLIS = 1000;

    private final CurrentGame current;
    private final Function<org.inarow.model.Rules, MoveCheck> checks;
    private final Consumer<Throwable> errors;
    private boolean on;
    private int threshold = DEFAULT_THRESHOLD;
    private Position passed; // the last position after a player's move judged fine (or played on from)
    private Lesson lesson;
    private Worker worker;
    private Runnable resume = () -> { };
    private Position predictedPosition; // the last position the map predicted, and what it said
    private org.inarow.ai.Prediction predicted;

    Teacher(CurrentGame current, Function<org.inarow.model.Rules, MoveCheck> checks, Consumer<Throwable> errors) {
        this.current = current;
        this.checks = checks;
        this.errors = errors;
    }

    /** What to run once a move is judged fine or played on from: the computer's turn. */
    void onResume(Runnable computerTurn) {
        resume = computerTurn;
    }

    public boolean isOn() {
        return on;
    }

    public void setOn(boolean teaching) {
        on = teaching;
        if (!teaching) {
            stop();
            lesson = null;
            resume.run();
        }
        current.notifyListeners();
    }

    /** Points of win chance (5 to 30) a move may cost before the window says so. */
    public int threshold() {
        return threshold;
    }

    public void setThreshold(int points) {
        threshold = Math.max(LEAST_THRESHOLD, Math.min(MOST_THRESHOLD, points));
    }

    /** Whether the player's last move is being judged now (the computer waits). */
    public boolean isJudging() {
        return worker != null;
    }

    /** The lesson of the player's last move, while the game still stands right after it. */
    public Optional<Lesson> lesson() {
        return lesson != null && lesson.before().play(lesson.move()).equals(current.game().snapshot())
                ? Optional.of(lesson) : Optional.empty();
    }

    /**
     * Whether the computer must wait before its turn: the player's move is judged first (started here), or
     * its lesson waits for the player's choice.
     */
    boolean holdsComputer() {
        Game game = current.game();
        Position now = game.snapshot();
        if (!on || current.setup().mode() != Mode.VS_COMPUTER || now.moveCount() == 0 || now.equals(passed)
                || game.opening().stepAt(now.moveCount() - 1).isPresent()
                || current.setup().isComputer(game.opening().seatToAct(now.moveCount() - 1))) {
            return false; // not the player's move, or already judged
        }
        if (lesson().isPresent()) {
            return true;
        }
        if (worker == null || !worker.after.equals(now)) {
            stop();
            Point move = now.lastMove().orElseThrow();
            Position before = Position.of(now.rules(), now.moves().subList(0, now.moveCount() - 1));
            worker = new Worker(before, move, now,
                    before.equals(predictedPosition) ? Optional.ofNullable(predicted) : Optional.empty());
            worker.execute();
        }
        return true;
    }

    /** The map's prediction of a position: a move from it is judged by it, so the lesson and the map agree. */
    void predicted(Position position, org.inarow.ai.Prediction prediction) {
        predictedPosition = position;
        predicted = prediction;
    }

    /** Take back: the move is gone, the player moves again. */
    public void takeBack() {
        if (lesson().isPresent()) {
            lesson = null;
            current.game().undo();
        }
    }

    /** Show a better move: the move taken back and the better one ringed, as a hint is. */
    public Optional<Point> showBetter() {
        Optional<Point> better = lesson().map(Lesson::better);
        takeBack();
        return better;
    }

    /** Play on: the move stands, the computer answers it. */
    public void playOn() {
        if (lesson().isPresent()) {
            passed = current.game().snapshot();
            lesson = null;
            resume.run();
        }
    }

    private void stop() {
        if (worker != null) {
            worker.cancellation.cancel();
            worker = null;
        }
    }

    private void judged(Worker done, Optional<Lesson> found) {
        worker = null;
        if (!done.after.equals(current.game().snapshot())) {
            return; // the game moved on meanwhile
        }
        if (found.isPresent()) {
            lesson = found.get();
            current.notifyListeners();
        } else {
            passed = done.after;
            resume.run();
            current.notifyListeners();
        }
    }

    /** One judgement off the event thread. */
    private final class Worker extends SwingWorker<Optional<Lesson>, Void> {
        private final Position before;
        private final Point move;
        private final Position after;
        private final double cost = threshold / 100.0;
        private final Cancellation cancellation = new Cancellation();
        private final Optional<org.inarow.ai.Prediction> known;

        Worker(Position before, Point move, Position after, Optional<org.inarow.ai.Prediction> known) {
            this.known = known;
            this.before = before;
            this.move = move;
            this.after = after;
        }

        @Override
        protected Optional<Lesson> doInBackground() {
            Thread.currentThread().setPriority(SearchWorker.SEARCH_PRIORITY);
            return checks.apply(before.rules()).check(before, move, cost, Limits.time(MILLIS), cancellation,
                    known);
        }

        @Override
        protected void done() {
            if (worker != this) {
                return;
            }
            try {
                judged(this, get());
            } catch (ExecutionException e) {
                worker = null;
                errors.accept(e.getCause());
                current.notifyListeners();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
