package org.inarow.ai;

/**
 * The stop flag a caller hands to a search. The search polls it every few thousand nodes and,
 * once it is set, returns promptly with the best move it has.
 */
public final class Cancellation {
    private volatile boolean cancelled;

    /** A flag nobody will set, for searches that only stop at their limits. */
    public static Cancellation never() {
        return new Cancellation();
    }

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }
}
