package org.inarow.ui.testing;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;

/** Test helpers to act and look on the event thread, and to wait for the app to get somewhere. */
public final class Edt {
    private Edt() {
    }

    public static <T> T call(Supplier<T> query) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    result.set(query.get());
                } catch (RuntimeException e) {
                    failure.set(e);
                }
            });
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
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
