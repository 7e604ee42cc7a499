package org.inarow.ui;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javax.swing.SwingWorker;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Progress;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Position;

/**
 * Runs one search off the event thread, on an immutable snapshot of the position: the computer's
 * move, or a hint. Progress records arrive on the event thread; the result is delivered in
 * {@link #done()} only if the game has not moved on (same generation), otherwise dropped.
 * {@link #stop()} ends the search early and still delivers its best move ("Move now");
 * a new generation plus {@code stop()} discards it.
 */
final class ComputerMoveWorker extends SwingWorker<SearchResult, Progress> {
    private final Strategy strategy;
    private final Position position;
    private final Limits limits;
    private final int generation;
    private final IntSupplier currentGeneration;
    private final Consumer<Progress> onProgress;
    private final BiConsumer<Position, SearchResult> onResult;
    private final Consumer<Throwable> onFailure;
    private final Cancellation cancellation = new Cancellation();
    private final long started = System.nanoTime();

    ComputerMoveWorker(Strategy strategy, Position position, Limits limits, int generation,
                       IntSupplier currentGeneration, Consumer<Progress> onProgress,
                       BiConsumer<Position, SearchResult> onResult, Consumer<Throwable> onFailure) {
        this.strategy = strategy;
        this.position = position;
        this.limits = limits;
        this.generation = generation;
        this.currentGeneration = currentGeneration;
        this.onProgress = onProgress;
        this.onResult = onResult;
        this.onFailure = onFailure;
    }

    /** Asks the search to stop and answer with the best move it has (any thread). */
    void stop() {
        cancellation.cancel();
    }

    boolean isStopping() {
        return cancellation.isCancelled();
    }

    long elapsedMillis() {
        return (System.nanoTime() - started) / 1_000_000;
    }

    Position position() {
        return position;
    }

    @Override
    protected SearchResult doInBackground() {
        return strategy.search(position, limits, cancellation, this::publish);
    }

    @Override
    protected void process(List<Progress> chunks) {
        if (!isStale()) {
            onProgress.accept(chunks.get(chunks.size() - 1));
        }
    }

    @Override
    protected void done() {
        if (isStale()) {
            return; // the game moved on while we searched: this move belongs to no position on screen
        }
        try {
            onResult.accept(position, get());
        } catch (ExecutionException e) {
            onFailure.accept(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private boolean isStale() {
        return generation != currentGeneration.getAsInt();
    }
}
