package org.inarow.ai;

/**
 * The stop flag a caller hands to a search. The search polls it every few thousand nodes and,
 * once it is set, returns promptly with the best move it has.
 */
public final class Cancellation {
    private volatile boolean cancelled;
    private final java.util.List<Runnable> whenCancelled = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** A flag nobody will set, for searches that only stop at their limits. */
    public static Cancellation never() {
        return new Cancellation();
    }

    public void cancel() {
        boolean first = !cancelled;
        cancelled = true;
        if (first) {
            whenCancelled.forEach(Runnable::run);
        }
    }

    /**
     * Runs {@code action} when the flag is set (at once if it is): for a search that cannot poll, such as an
     * external engine's, which is asked to move now instead. It runs on the cancelling thread and must be quick.
     */
    public void whenCancelled(Runnable action) {
        whenCancelled.add(action);
        if (cancelled && whenCancelled.remove(action)) {
            action.run();
        }
    }

    public boolean isCancelled() {
        return cancelled;
    }
}
