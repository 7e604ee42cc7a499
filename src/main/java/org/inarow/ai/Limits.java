package org.inarow.ai;

/**
 * How long a search may go: wall-clock time, depth in plies, nodes. Zero means "no limit" for
 * that measure; the search stops at whichever limit it meets first (or when cancelled).
 */
public record Limits(long timeMillis, int maxDepth, long maxNodes) {

    public Limits {
        if (timeMillis < 0 || maxDepth < 0 || maxNodes < 0) {
            throw new IllegalArgumentException("limits cannot be negative");
        }
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
        return new Limits(millis, maxDepth, maxNodes);
    }

    public Limits withDepth(int plies) {
        return new Limits(timeMillis, plies, maxNodes);
    }

    public Limits withNodes(long nodes) {
        return new Limits(timeMillis, maxDepth, nodes);
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
