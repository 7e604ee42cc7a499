package org.inarow.ui.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects every exception no code caught, on any thread (the event thread's too), while it is open: the
 * default uncaught-exception handler is this one, the one before it back on {@link #close()}.
 */
public final class UncaughtErrors implements AutoCloseable {
    private final Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
    private final List<String> seen = new ArrayList<>();

    private UncaughtErrors() {
        Thread.setDefaultUncaughtExceptionHandler((thread, error) -> {
            java.io.StringWriter trace = new java.io.StringWriter();
            error.printStackTrace(new java.io.PrintWriter(trace));
            synchronized (seen) {
                seen.add("on " + thread.getName() + ": " + trace);
            }
        });
    }

    public static UncaughtErrors collect() {
        return new UncaughtErrors();
    }

    /** What was thrown and not caught so far, with the thread and the trace. */
    public List<String> seen() {
        synchronized (seen) {
            return List.copyOf(seen);
        }
    }

    @Override
    public void close() {
        Thread.setDefaultUncaughtExceptionHandler(before);
    }
}
