package org.inarow.ui.testing;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;

/** Test helpers to act and look on the event thread, and to wait for the app to get somewhere. */
public final class Edt {
    private Edt() {
    }

    /** How long a task may wait for the event thread before the test fails with the thread's stack. */
    private static final long STUCK_SECONDS = 60;

    /**
     * Runs {@code query} on the event thread and returns its answer. A test never hangs here: an
     * event thread that has not run the task within a minute is stuck, and the test fails showing
     * where the thread is (a hang would hold CI until its own limit, with nothing to read).
     */
    public static <T> T call(Supplier<T> query) {
        if (SwingUtilities.isEventDispatchThread()) {
            return query.get();
        }
        FutureTask<T> task = new FutureTask<>(query::get);
        SwingUtilities.invokeLater(task);
        try {
            return task.get(STUCK_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new AssertionError("the event thread did not run a task within " + STUCK_SECONDS + " s; it is at:"
                    + EventThreadStack.describe());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the event thread", e);
        }
    }

    public static void run(Runnable action) {
        call(() -> {
            action.run();
            return null;
        });
    }

    /** Waits until {@code condition} (checked on the event thread) holds; fails after {@code millis}. */
    public static void waitFor(String what, long millis, Supplier<Boolean> condition) {
        long deadline = System.currentTimeMillis() + millis;
        while (!call(condition)) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("timed out after " + millis + " ms waiting for: " + what);
            }
            TestStrategies.sleep(10);
        }
    }
}
