package org.inarow.ai.search;

/**
 * How long to think on one move under a clock, and by when to answer, both counted from the moment the
 * move is asked for: within the turn's own limit and within a share of the time left for the game (plus
 * most of an increment, which comes back after the move). The search is told to stop a reserve before the
 * limit, and the answer comes half a reserve before it at the latest, so a slow stop (a loaded machine, a
 * garbage collection) still leaves time for the move to arrive. The reserve is a tenth of the limit, from
 * 50 ms up to 500 ms, and two fifths of limits under 125 ms: the shortest turns managers give (50 ms)
 * think 30 ms and answer by 40 ms. Our Gomocup brain ({@code pbrain}) and the window's clock games both
 * budget so.
 *
 * @param searchMillis   the time the search may use
 * @param answerByMillis when to answer even if the search has not stopped
 * @param spend          whether the search should use nearly all of its time: the turn's own time is lost if
 *                       unused; a share of the time left is saved for later moves
 */
public record MoveBudget(long searchMillis, long answerByMillis, boolean spend) {
    /** A move may use this fraction of the time left. */
    public static final int SHARE_OF_TIME_LEFT = 20;
    public static final long MIN_RESERVE = 50;
    public static final long MAX_RESERVE = 500;
    /** No limit: no time per move, or unlimited time left. */
    public static final long UNLIMITED = Long.MAX_VALUE;
    /** Thinking time when the moves are wanted "as fast as possible" (a turn of 0, or no time left). */
    public static final MoveBudget FAST = new MoveBudget(10, 60);

    /** The turn's own time, to be spent. */
    public MoveBudget(long searchMillis, long answerByMillis) {
        this(searchMillis, answerByMillis, true);
    }

    /**
     * The budget for a move with {@code turnMillis} per move (0: as fast as possible, {@link #UNLIMITED}: no
     * limit per move) and {@code leftMillis} left for the game ({@link #UNLIMITED}: no game clock; may be
     * negative), no increment.
     */
    public static MoveBudget of(long turnMillis, long leftMillis) {
        return of(turnMillis, leftMillis, 0);
    }

    /** The same, with {@code incrementMillis} added after the move (Fischer): at most a quarter of the time left. */
    public static MoveBudget of(long turnMillis, long leftMillis, long incrementMillis) {
        long limit = Math.max(0, turnMillis);
        if (leftMillis != UNLIMITED) {
            long left = Math.max(0, leftMillis);
            limit = Math.min(limit, left / SHARE_OF_TIME_LEFT + Math.min(Math.max(0, incrementMillis), left / 4));
        }
        if (limit <= 0 || limit == UNLIMITED) {
            return limit <= 0 ? FAST : new MoveBudget(UNLIMITED, UNLIMITED, false);
        }
        long reserve = reserve(limit);
        return new MoveBudget(Math.max(1, limit - reserve), limit - Math.max(1, reserve / 2), limit == turnMillis);
    }

    /** A tenth of the limit within 50..500 ms, but at most two fifths of a short one. */
    public static long reserve(long limit) {
        return Math.min(MAX_RESERVE, Math.max(limit / 10, Math.min(MIN_RESERVE, limit * 2 / 5)));
    }
}
