package org.inarow.ai.search;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;

/**
 * Decides when a search must stop: cancelled, out of nodes, or past its deadline. Searches count
 * nodes with {@link #tick()}, which looks at the clock and the flag only every few hundred nodes,
 * so the check costs nearly nothing yet a stop is noticed within a millisecond or so.
 * The hard deadline is kept well short of the move time (a tenth), or just short of it where the time is
 * to be spent, whose caller has kept its reserve already; {@link #softTimeUp()} tells iterative
 * deepening not to start a depth it will not finish, or, when the time is to be spent
 * ({@link Limits#spendingTheTime()}), not to start one in the last moments.
 */
public final class SearchClock {
    private static final int CHECK_EVERY = 256;
    /** Kept back from every move time for returning, progress and the caller's bookkeeping. */
    private static final long SAFETY_MILLIS = 15;
    /**
     * In twentieths of the hard deadline: when no further depth is started. A player waits, so the
     * search saves what a depth it would not finish costs; a tournament's time is lost if unused, and
     * an unfinished depth still improves the move (self-play at 0.2 s: 57-2-41 for 19/20 against 11/20).
     */
    private static final int SAVE_SOFT = 11;
    private static final int SPEND_SOFT = 19;

    private final long startNanos;
    private final long hardDeadlineNanos; // Long.MAX_VALUE for none
    private final long softDeadlineNanos;
    private final long maxNodes;           // Long.MAX_VALUE for none
    private final Cancellation cancellation;
    private long nodes;
    private int untilCheck = CHECK_EVERY;
    private boolean stopped;

    public SearchClock(Limits limits, Cancellation cancellation) {
        this.startNanos = System.nanoTime();
        this.cancellation = cancellation;
        this.maxNodes = limits.hasNodes() ? limits.maxNodes() : Long.MAX_VALUE;
        if (limits.hasTime()) {
            long time = limits.timeMillis();
            // a time to spend comes with its reserve already taken (MoveBudget): keeping a tenth back again
            // left a fifth of a tournament turn unused (at 1 s the answers came at 813 ms)
            long kept = limits.spendTheTime() ? SAFETY_MILLIS : Math.max(SAFETY_MILLIS, time - time * 9 / 10);
            long hard = Math.max(time / 2, time - kept);
            this.hardDeadlineNanos = deadline(startNanos, hard);
            this.softDeadlineNanos = deadline(startNanos, hard * (limits.spendTheTime() ? SPEND_SOFT : SAVE_SOFT) / 20);
        } else {
            this.hardDeadlineNanos = Long.MAX_VALUE;
            this.softDeadlineNanos = Long.MAX_VALUE;
        }
    }

    /** {@code start} plus {@code millis}, or {@link Long#MAX_VALUE} (no deadline) where that would overflow. */
    static long deadline(long startNanos, long millis) {
        if (millis >= (Long.MAX_VALUE - Math.max(0, startNanos)) / 1_000_000L) {
            return Long.MAX_VALUE;
        }
        return startNanos + millis * 1_000_000L;
    }

    /** Counts a node; true once the search must stop (and from then on). */
    public boolean tick() {
        nodes++;
        if (--untilCheck > 0) {
            return stopped;
        }
        untilCheck = CHECK_EVERY;
        return check();
    }

    /** Looks at the flag, the clock and the node count now. */
    public boolean check() {
        if (!stopped && (cancellation.isCancelled() || nodes >= maxNodes
                || (hardDeadlineNanos != Long.MAX_VALUE && System.nanoTime() >= hardDeadlineNanos))) {
            stopped = true;
        }
        return stopped;
    }

    public boolean isStopped() {
        return stopped;
    }

    /** The hard deadline, in milliseconds from the start (for tests). */
    long hardMillis() {
        return (hardDeadlineNanos - startNanos) / 1_000_000L;
    }

    /** The soft deadline, in milliseconds from the start (for tests). */
    long softMillis() {
        return (softDeadlineNanos - startNanos) / 1_000_000L;
    }

    /** Past the point where starting another iteration is worth it. */
    public boolean softTimeUp() {
        return softDeadlineNanos != Long.MAX_VALUE && System.nanoTime() >= softDeadlineNanos;
    }

    /** A fraction of the time is gone (true at once when there is no time limit only if {@code fraction} is 0). */
    public boolean usedFraction(double fraction) {
        if (hardDeadlineNanos == Long.MAX_VALUE) {
            return false;
        }
        return System.nanoTime() - startNanos >= (hardDeadlineNanos - startNanos) * fraction;
    }

    public long nodes() {
        return nodes;
    }

    public long nodesLeft() {
        return maxNodes == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, maxNodes - nodes);
    }

    public long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }

    public Cancellation cancellation() {
        return cancellation;
    }
}
