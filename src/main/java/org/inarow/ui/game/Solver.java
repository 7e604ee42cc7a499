package org.inarow.ui.game;

import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;
import org.inarow.ai.Cancellation;
import org.inarow.ai.engine.ThreatSolver;
import org.inarow.model.Family;
import org.inarow.model.Position;

/**
 * Game › Solve: a search for a forced win of the side to move in the position on the board, given
 * its own time ({@link ThreatSolver}), off the event thread and cancellable. A win found is shown as
 * a line on the board (see {@link ShownLine}) and told in words; otherwise the player hears that none
 * was found in that time. An answer for a position no longer on the board is dropped.
 */
public final class Solver {
    public static final long DEFAULT_MILLIS = 10_000;

    private final CurrentGame current;
    private final ShownLine line;
    private final Consumer<Throwable> errors;
    private long millis = DEFAULT_MILLIS;
    private Worker worker;

    Solver(CurrentGame current, ShownLine line, Consumer<Throwable> errors) {
        this.current = current;
        this.line = line;
        this.errors = errors;
    }

    /** Whether a search can start: gomoku, a position not over, none running. */
    public boolean canStart() {
        Position shown = current.shownPosition();
        return worker == null && shown.rules().family() == Family.GOMOKU && !shown.isOver();
    }

    public boolean isRunning() {
        return worker != null;
    }

    /** The time a search is given. */
    public long millis() {
        return millis;
    }

    public void setMillis(long newMillis) {
        millis = Math.max(100, newMillis);
    }

    /** How long the running search has searched, in ms (0 when none runs). */
    public long elapsedMillis() {
        return worker == null ? 0 : (System.nanoTime() - worker.startNanos) / 1_000_000;
    }

    public void start() {
        if (!canStart()) {
            return;
        }
        worker = new Worker(current.shownPosition(), millis);
        worker.execute();
        current.notifyListeners();
    }

    public void cancel() {
        if (worker != null) {
            worker.cancellation.cancel();
            worker = null;
            current.notifyListeners();
        }
    }

    /** The board shows another position: a search for the old one is of no use. */
    void positionChanged() {
        if (worker != null && !worker.position.equals(current.shownPosition())) {
            cancel();
        }
    }

    private void solved(Position position, ThreatSolver.Solution solution) {
        if (!position.equals(current.shownPosition())) {
            return;
        }
        current.inform(() -> LineTexts.solved(solution, position));
        if (solution.isWin()) {
            line.show(solution.line());
        } else {
            current.notifyListeners();
        }
    }

    /** One search off the event thread. */
    private final class Worker extends SwingWorker<ThreatSolver.Solution, Void> {
        private final Position position;
        private final long given;
        private final Cancellation cancellation = new Cancellation();
        private final long startNanos = System.nanoTime();

        Worker(Position position, long given) {
            this.position = position;
            this.given = given;
        }

        @Override
        protected ThreatSolver.Solution doInBackground() {
            Thread.currentThread().setPriority(SearchWorker.SEARCH_PRIORITY);
            return ThreatSolver.solve(position, given, cancellation);
        }

        @Override
        protected void done() {
            if (worker != this) {
                return; // cancelled, or the board moved on
            }
            worker = null;
            try {
                solved(position, get());
            } catch (ExecutionException e) {
                errors.accept(e.getCause());
                current.notifyListeners();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
