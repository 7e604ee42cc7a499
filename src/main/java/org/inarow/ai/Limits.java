package org.inarow.ai;

/**
 * How long a search may go: wall-clock time, depth in plies, nodes. Zero means "no limit" for
 * that measure; the search stops at whichever limit it meets first (or when cancelled).
 * <p>
 * The time is a cap: iterative deepening stops early rather than start a depth it is unlikely to
 * finish, so a player does not wait for nothing. A tournament's move time is lost if unused:
 * {@link #spendingTheTime()} says to go on deepening until nearly all of it is gone (an unfinished
 * depth still improves the move when its first moves are done).
 *
 * @param spendTheTime whether to use nearly all of {@code timeMillis} (see {@link #spendingTheTime()})
 */
public record Limits(long timeMillis, int maxDepth, long maxNodes, boolean spendTheTime) {

    public Limits {
        if (timeMillis < 0 || maxDepth < 0 || maxNodes < 0) {
            throw new IllegalArgumentException("limits cannot be negative");
        }
    }

    /** A time that is only a cap. */
    public Limits(long timeMillis, int maxDepth, long maxNodes) {
        this(timeMillis, maxDepth, maxNodes, false);
    }

    public static Limits none() {
        return new Limits(0, 0, 0);
    }

    public static Limits time(long millis) {
        return new Limits(millis, 0, 0);
    }

    public static Limits depth(int plies) {
        return new Limits(0, plies, 0);
    }

    public static Limits nodes(long nodes) {
        return new Limits(0, 0, nodes);
    }

    public Limits withTime(long millis) {
        return new Limits(millis, maxDepth, maxNodes, spendTheTime);
    }

    public Limits withDepth(int plies) {
        return new Limits(timeMillis, plies, maxNodes, spendTheTime);
    }

    public Limits withNodes(long nodes) {
        return new Limits(timeMillis, maxDepth, nodes, spendTheTime);
    }

    /** The same limits, with the time to be spent rather than saved: a tournament's move time. */
    public Limits spendingTheTime() {
        return new Limits(timeMillis, maxDepth, maxNodes, true);
    }

    public boolean hasTime() {
        return timeMillis > 0;
    }

    public boolean hasDepth() {
        return maxDepth > 0;
    }

    public boolean hasNodes() {
        return maxNodes > 0;
    }
}
