package org.inarow.ui.game;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.inarow.ai.Limits;
import org.inarow.ai.Progress;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Position;

/**
 * Runs one search off the event thread, on an immutable snapshot of the position: the computer's
 * move, or a hint. Progress records arrive on the event thread; the result is delivered only if
 * the game has not moved on ({@link SearchWorker}). {@link #stop()} ends the search early and
 * still delivers its best move ("Move now"); a new generation plus {@code stop()} discards it.
 */
final class ComputerMoveWorker extends SearchWorker<SearchResult, Progress> {
    private final Supplier<Strategy> strategy;
    private final Position position;
    private final Limits limits;
    private final Consumer<Progress> onProgress;
    private final long started = System.nanoTime();

    /** {@code strategy} is made on the worker's thread: the engine's tables (32 MB) are no work for the event thread. */
    ComputerMoveWorker(Supplier<Strategy> strategy, Position position, Limits limits, int generation,
                       IntSupplier currentGeneration, Consumer<Progress> onProgress,
                       BiConsumer<Position, SearchResult> onResult, Consumer<Throwable> onFailure) {
        super(generation, currentGeneration, result -> onResult.accept(position, result), onFailure);
        this.strategy = strategy;
        this.position = position;
        this.limits = limits;
        this.onProgress = onProgress;
    }

    /** Asks the search to stop and answer with the best move it has (any thread). */
    void stop() {
        cancellation().cancel();
    }

    long elapsedMillis() {
        return (System.nanoTime() - started) / 1_000_000;
    }

    @Override
    SearchResult search() {
        return strategy.get().search(position, limits, cancellation(), this::publish);
    }

    @Override
    protected void process(List<Progress> chunks) {
        if (!isStale()) {
            onProgress.accept(chunks.get(chunks.size() - 1));
        }
    }
}
