package org.inarow.cli;

/** Checks a --movetime option: above 0 (unless a depth limit stands in) and at most a day. */
final class MoveTime {
    /** One day: longer thinking times are typing mistakes, and overflow clock arithmetic. */
    static final long MAX_MILLIS = 86_400_000L;

    private MoveTime() {
    }

    static void check(long millis, boolean zeroAllowed) {
        if (millis < 0 || (millis == 0 && !zeroAllowed)) {
            throw new IllegalArgumentException("--movetime " + millis + ": give a time above 0 ms");
        }
        if (millis > MAX_MILLIS) {
            throw new IllegalArgumentException("--movetime " + millis + ": at most " + MAX_MILLIS + " ms (a day)");
        }
    }
}
