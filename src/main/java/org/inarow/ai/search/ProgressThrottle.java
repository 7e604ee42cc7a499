package org.inarow.ai.search;

import java.util.function.Supplier;
import org.inarow.ai.Progress;
import org.inarow.ai.ProgressSink;

/** Passes progress on to a sink at most once per interval (~200 ms), building the record only then. */
public final class ProgressThrottle {
    public static final long INTERVAL_MILLIS = 200;

    private final ProgressSink sink;
    private final long intervalNanos;
    private long lastNanos;

    public ProgressThrottle(ProgressSink sink) {
        this(sink, INTERVAL_MILLIS);
    }

    public ProgressThrottle(ProgressSink sink, long intervalMillis) {
        this.sink = sink;
        this.intervalNanos = intervalMillis * 1_000_000L;
        this.lastNanos = System.nanoTime();
    }

    /** Reports if the interval has passed since the last report (or the start). */
    public void offer(Supplier<Progress> progress) {
        if (sink == ProgressSink.NONE) {
            return;
        }
        long now = System.nanoTime();
        if (now - lastNanos >= intervalNanos) {
            Progress p = progress.get();
            if (p != null) {
                lastNanos = now;
                sink.report(p);
            }
        }
    }
}
