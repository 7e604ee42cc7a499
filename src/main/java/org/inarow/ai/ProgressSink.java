package org.inarow.ai;

/** Receives progress records from a search (on the search's thread; throttled to ~200 ms). */
@FunctionalInterface
public interface ProgressSink {
    ProgressSink NONE = progress -> { };

    void report(Progress progress);
}
