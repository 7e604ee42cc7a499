package org.inarow.testing;

import org.inarow.ai.Cancellation;

/** For fake searches: spend the turn as a real search does, until the stop flag. */
public final class StopFlags {
    private StopFlags() {
    }

    /** Waits for {@code cancellation}'s stop flag, then {@code lingerMillis} more (a search slow to see it). */
    public static void awaitStop(Cancellation cancellation, long lingerMillis) {
        try {
            while (!cancellation.isCancelled()) {
                Thread.sleep(1);
            }
            Thread.sleep(lingerMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
