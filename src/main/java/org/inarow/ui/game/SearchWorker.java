package org.inarow.ui.game;

import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javax.swing.SwingWorker;
import org.inarow.ai.Cancellation;

/**
 * A search off the event thread whose answer is used only while it still belongs to what is on
 * screen. Each worker is started in a generation of {@link Searches}; when it ends, {@link #done()}
 * (on the event thread) drops the answer if the generation has moved on (a move, undo, new game,
 * review step) or the subclass says so, and otherwise hands it to {@code onResult}, or a failure to
 * {@code onFailure}.
 *
 * @param <T> the answer
 * @param <V> the progress records published on the way
 */
abstract class SearchWorker<T, V> extends SwingWorker<T, V> {
    static final int SEARCH_PRIORITY = Thread.NORM_PRIORITY - 1;

    private final int generation;
    private final IntSupplier currentGeneration;
    private final Consumer<T> onResult;
    private final Consumer<Throwable> onFailure;
    private final Cancellation cancellation = new Cancellation();
    private boolean finished;

    SearchWorker(int generation, IntSupplier currentGeneration, Consumer<T> onResult, Consumer<Throwable> onFailure) {
        this.generation = generation;
        this.currentGeneration = currentGeneration;
        this.onResult = onResult;
        this.onFailure = onFailure;
    }

    /** The flag the search checks, set by the subclasses' stop commands. */
    final Cancellation cancellation() {
        return cancellation;
    }

    /** Whether the game has moved on since this search started (event thread). */
    final boolean isStale() {
        return generation != currentGeneration.getAsInt();
    }

    /** Whether to drop an answer even though it is not stale; none is, unless a subclass says so. */
    boolean dropsItsAnswer() {
        return false;
    }

    /** The search itself, on a worker thread. */
    abstract T search() throws Exception;

    /**
     * Searches below the event thread's priority, so that where the system honours Java's
     * priorities (Windows, macOS) a busy core still answers clicks first. Linux ignores them.
     */
    @Override
    protected final T doInBackground() throws Exception {
        Thread.currentThread().setPriority(SEARCH_PRIORITY);
        return search();
    }

    /** Whether {@link #done()} has run: the answer was used or dropped (event thread). */
    final boolean hasFinished() {
        return finished;
    }

    @Override
    protected final void done() {
        try {
            if (isStale() || dropsItsAnswer()) {
                return; // belongs to no position on screen any more
            }
            onResult.accept(get());
        } catch (ExecutionException e) {
            onFailure.accept(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            finished = true;
        }
    }
}
