package org.inarow.ui.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidates;
import org.inarow.ai.DeepeningAnalysis;
import org.inarow.model.Position;

/**
 * The analysis panel's work: while it runs, the position on the board is analysed again and again,
 * deeper each round ({@link DeepeningAnalysis}), its best few lines refreshed as each round ends;
 * when the board shows another position the analysis moves there. What it found is kept per
 * position, so going back shows it at once. It waits while the computer thinks (the search needs the
 * cores) and stops by itself after {@link #MAX_MILLIS} on one position.
 */
public final class ContinuousAnalysis {
    public static final int DEFAULT_LINES = 5;
    public static final int MAX_LINES = 10;
    /** The longest one position is analysed before it stops by itself. */
    static final long MAX_MILLIS = 5 * 60_000;
    /** Positions whose results are kept (the oldest forgotten first). */
    private static final int KEPT = 200;

    /**
     * One round's result for a position.
     *
     * @param map    its map: the prediction and the best lines
     * @param round  which round (1 for the first)
     * @param millis the time the analysis had spent on the position by then
     */
    public record Result(Candidates map, int round, long millis) {
    }

    private final CurrentGame current;
    private final PredictorFactory predictors;
    private final Searches searches;
    private final Consumer<Throwable> errors;
    private final Map<Position, Result> kept = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Position, Result> eldest) {
            return size() > KEPT;
        }
    };
    private boolean running;
    private int lines = DEFAULT_LINES;
    private Worker worker;

    ContinuousAnalysis(CurrentGame current, PredictorFactory predictors, Searches searches, Consumer<Throwable> errors) {
        this.current = current;
        this.predictors = predictors;
        this.searches = searches;
        this.errors = errors;
    }

    /** Whether the analysis is switched on (it may be waiting for the computer, or done with this position). */
    public boolean isRunning() {
        return running;
    }

    /** Whether a search is under way for the position on the board. */
    public boolean isSearching() {
        return worker != null;
    }

    public int lines() {
        return lines;
    }

    /** How many lines it looks for, 1 to {@link #MAX_LINES}; a running analysis starts again with the new number. */
    public void setLines(int count) {
        int wanted = Math.max(1, Math.min(MAX_LINES, count));
        if (wanted != lines) {
            lines = wanted;
            kept.clear(); // results with another number of lines would show too few or too many
            restart();
        }
    }

    public void start() {
        if (!running) {
            running = true;
            restart();
        }
    }

    public void stop() {
        running = false;
        cancel();
        current.notifyListeners();
    }

    /** What the analysis found for the position on the board, if anything (also after it stopped). */
    public Optional<Result> shown() {
        return Optional.ofNullable(kept.get(current.shownPosition()));
    }

    /** The board shows another position (or the computer has started or ended its turn): analyse that one. */
    void positionChanged() {
        if (running) {
            restart();
        }
    }

    private void restart() {
        cancel();
        Position position = current.shownPosition();
        if (running && !position.isOver() && !searches.isThinking()) {
            worker = new Worker(position);
            worker.execute();
        }
        current.notifyListeners();
    }

    private void cancel() {
        if (worker != null) {
            worker.cancellation.cancel();
            worker = null;
        }
    }

    /** Rounds of a position off the event thread, each handed to the event thread as it ends. */
    private final class Worker extends SwingWorker<Void, Result> {
        private final Position position;
        private final Cancellation cancellation = new Cancellation();
        private final long startNanos = System.nanoTime();

        Worker(Position position) {
            this.position = position;
        }

        @Override
        protected Void doInBackground() {
            Thread.currentThread().setPriority(SearchWorker.SEARCH_PRIORITY);
            DeepeningAnalysis.run(predictors.candidates(position.rules()), position, lines, MAX_MILLIS, cancellation,
                    (map, round, millis) -> publish(new Result(map, round, (System.nanoTime() - startNanos) / 1_000_000)));
            return null;
        }

        @Override
        protected void process(List<Result> rounds) {
            if (worker != this) {
                return; // stopped, or the board moved on
            }
            kept.put(position, rounds.get(rounds.size() - 1));
            current.notifyListeners();
        }

        @Override
        protected void done() {
            try {
                get();
            } catch (ExecutionException e) {
                errors.accept(e.getCause()); // a failure is reported even when the board has moved on
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (worker == this) {
                worker = null; // the position is done with: proven, or its time spent
                current.notifyListeners();
            }
        }
    }
}
