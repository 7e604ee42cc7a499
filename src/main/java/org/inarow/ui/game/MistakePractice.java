package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.SwingWorker;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.review.Lesson;
import org.inarow.ai.review.Mark;
import org.inarow.ai.review.MoveCheck;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * Game › Practise my mistakes: after a review, each of the player's moves marked {@code ?} or {@code ??}
 * becomes an exercise. The board shows the position before it ("Find a better move for Black"); an answer
 * is right when it costs less than {@link #RIGHT_WITHIN} of win chance against the best move, or keeps a
 * proven win ({@link MoveCheck}, the review's judgement); one hint gives the area, a second the move;
 * the solution is shown as a line on the board; at the end, how many were found. Against the computer the
 * player's own moves are practised, between two players both sides'. The game itself never changes.
 */
public final class MistakePractice {
    static final double RIGHT_WITHIN = 0.05;
    private static final long MILLIS = 1500;

    /** Where an exercise stands. */
    public enum Stage { PREPARING, ASKING, JUDGING, RIGHT, WRONG, SHOWN, DONE }

    private final CurrentGame current;
    private final Reviewer reviewer;
    private final GameNavigator navigator;
    private final ShownLine line;
    private final Searches searches;
    private final Function<Rules, Predictor> predictors;
    private final Function<Rules, MoveCheck> checks;
    private final Consumer<Throwable> errors;
    private List<MoveVerdict> exercises = List.of();
    private int index;
    private int found;
    private int hints;
    private boolean missed;
    private Stage stage = Stage.DONE;
    private Prediction best;
    private Point lastAnswer;
    private Lesson lastLesson;
    private SwingWorker<?, ?> worker;
    private Cancellation cancellation = new Cancellation();

    MistakePractice(CurrentGame current, Reviewer reviewer, GameNavigator navigator, ShownLine line, Searches searches,
                    Function<Rules, Predictor> predictors, Function<Rules, MoveCheck> checks, Consumer<Throwable> errors) {
        this.current = current;
        this.reviewer = reviewer;
        this.navigator = navigator;
        this.line = line;
        this.searches = searches;
        this.predictors = predictors;
        this.checks = checks;
        this.errors = errors;
    }

    /** The moves to practise in the review there is: the player's {@code ?} and {@code ??}. */
    public List<MoveVerdict> available() {
        if (reviewer.isRunning()) {
            return List.of();
        }
        GameSetup setup = current.setup();
        return reviewer.result().map(r -> r.verdicts().stream()
                .filter(v -> v.mark() == Mark.MISTAKE || v.mark() == Mark.BLUNDER)
                .filter(v -> setup.mode() == Mode.TWO_PLAYERS || v.side() == setup.humanSide())
                .filter(v -> v.number() <= current.game().moveCount()
                        && current.game().moves().get(v.number() - 1).equals(v.move()))
                .toList()).orElse(List.of());
    }

    public boolean canStart() {
        return !isActive() && !available().isEmpty() && !current.game().moves().isEmpty();
    }

    public boolean isActive() {
        return stage != Stage.DONE;
    }

    public Stage stage() {
        return stage;
    }

    /** The exercise now (1-based) and how many there are. */
    public int number() {
        return index + 1;
    }

    public int count() {
        return exercises.size();
    }

    public int found() {
        return found;
    }

    /** The exercise's move as played, and its verdict. */
    public Optional<MoveVerdict> exercise() {
        return isActive() && index < exercises.size() ? Optional.of(exercises.get(index)) : Optional.empty();
    }

    /** The last answer's judgement: empty when it was right (or none was given). */
    public Optional<Lesson> lastLesson() {
        return Optional.ofNullable(lastLesson);
    }

    public Optional<Point> lastAnswer() {
        return Optional.ofNullable(lastAnswer);
    }

    /** The best move and its line, once known. */
    public Optional<Prediction> best() {
        return Optional.ofNullable(best);
    }

    /** How many hints this exercise has had (0, 1: the area, 2: the move). */
    public int hints() {
        return hints;
    }

    public void start() {
        if (!canStart()) {
            return;
        }
        exercises = new ArrayList<>(available());
        index = 0;
        found = 0;
        begin();
    }

    public void stop() {
        cancel();
        stage = Stage.DONE;
        exercises = List.of();
        line.hide();
        current.notifyListeners();
    }

    /** The position of the exercise: before the marked move (empty once the game no longer has that move). */
    public Optional<Position> position() {
        List<Point> moves = current.game().moves();
        return exercise().filter(v -> v.number() <= moves.size() && moves.get(v.number() - 1).equals(v.move()))
                .map(v -> Position.of(current.game().rules(), moves.subList(0, v.number() - 1)));
    }

    /** The board shows something else (the player looked elsewhere, a new game…): the practice ends. */
    void positionChanged() {
        if (isActive() && !position().filter(current.shownPosition()::equals).isPresent()) {
            cancel();
            stage = Stage.DONE;
            exercises = List.of();
        }
    }

    /** A point chosen on the board while practising: judged as the answer. */
    public void answer(Point p) {
        Optional<Position> at = position();
        if (at.isEmpty() || (stage != Stage.ASKING && stage != Stage.WRONG)) {
            return;
        }
        Position before = at.get();
        Optional<org.inarow.model.IllegalReason> problem = before.toGame().check(p);
        if (problem.isPresent()) {
            org.inarow.model.IllegalReason reason = problem.get();
            current.say(() -> StatusText.refusal(p, reason));
            return;
        }
        lastAnswer = p;
        stage = Stage.JUDGING;
        Prediction known = best;
        Cancellation c = cancellation;
        run(() -> checks.apply(before.rules()).check(before, p, RIGHT_WITHIN, Limits.time(MILLIS), c, Optional.of(known)),
                lesson -> {
                    lastLesson = lesson.orElse(null);
                    if (lesson.isEmpty()) {
                        if (!missed && hints < 2) {
                            found++;
                        }
                        stage = Stage.RIGHT;
                        line.show(lineFrom(before, p));
                    } else {
                        missed = true;
                        stage = Stage.WRONG;
                    }
                });
        current.notifyListeners();
    }

    /** One hint more: the area first, then the move itself (ringed). */
    public void hint() {
        if (best == null || best.best() == null || (stage != Stage.ASKING && stage != Stage.WRONG)) {
            return;
        }
        hints = Math.min(2, hints + 1);
        if (hints == 2) {
            searches.showHint(best.best());
        }
        current.notifyListeners();
    }

    /** Gives up: the solution's line on the board. */
    public void showSolution() {
        if (best == null || (stage != Stage.ASKING && stage != Stage.WRONG)) {
            return;
        }
        missed = true;
        stage = Stage.SHOWN;
        line.show(best.line());
        current.notifyListeners();
    }

    /** The next exercise, or the summary after the last. */
    public void next() {
        if (!isActive() || stage == Stage.PREPARING || stage == Stage.JUDGING) {
            return;
        }
        if (stage == Stage.ASKING || stage == Stage.WRONG) {
            missed = true; // skipped
        }
        index++;
        if (index >= exercises.size()) {
            cancel();
            line.hide();
            stage = Stage.DONE;
            int total = exercises.size();
            int right = found;
            exercises = List.of();
            current.inform(() -> Words.format("practice.done", right, total));
            current.notifyListeners();
            return;
        }
        begin();
    }

    private void begin() {
        cancel();
        hints = 0;
        missed = false;
        best = null;
        lastAnswer = null;
        lastLesson = null;
        stage = Stage.PREPARING; // before the board moves there: positionChanged sees the exercise's position
        MoveVerdict v = exercises.get(index);
        navigator.showMove(v.number() - 1);
        if (!isActive()) {
            return;
        }
        current.setInfo(null); // not the review's words on the move shown: they would give the answer away
        Position before = position().orElseThrow();
        Cancellation c = cancellation;
        run(() -> predictors.apply(before.rules()).predict(before, Limits.time(MILLIS), c), p -> {
            best = p;
            stage = Stage.ASKING;
        });
        current.notifyListeners();
    }

    /** The solution's line when the answer was right: the best line if it starts there, else the answer alone. */
    private List<Point> lineFrom(Position before, Point answer) {
        if (best != null && !best.line().isEmpty() && best.line().get(0).equals(answer)) {
            return best.line();
        }
        return List.of(answer);
    }

    private void cancel() {
        cancellation.cancel();
        cancellation = new Cancellation();
        worker = null;
    }

    private <T> void run(java.util.function.Supplier<T> work, Consumer<T> done) {
        Cancellation mine = cancellation;
        SwingWorker<T, Void> w = new SwingWorker<>() {
            @Override
            protected T doInBackground() {
                Thread.currentThread().setPriority(SearchWorker.SEARCH_PRIORITY);
                return work.get();
            }

            @Override
            protected void done() {
                if (worker != this || mine.isCancelled()) {
                    return;
                }
                worker = null;
                try {
                    done.accept(get());
                } catch (ExecutionException e) {
                    errors.accept(e.getCause());
                    stage = Stage.ASKING;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                current.notifyListeners();
            }
        };
        worker = w;
        w.execute();
    }
}
