package org.inarow.io.pbrain;

/**
 * The manager's time limits (INFO timeout_turn, timeout_match, time_left) and the thinking time
 * they leave for one move. The brain must answer within the turn limit and within its share of
 * what is left of the match. The search is told to stop a reserve before the limit, and the brain
 * answers with whatever it has half a reserve before the limit at the latest, so a slow stop (a
 * loaded machine, a garbage collection) still leaves time for the answer to reach the manager.
 * The reserve is a tenth of the turn, from 50 ms up to 500 ms, and two fifths of turns under
 * 125 ms: the shortest turns managers give (50 ms) think 30 ms and answer by 40 ms. (Two reserves
 * before the stop, as before, left a tenth of every turn unused: at 1 s, 800 ms of search against
 * 900 ms now; the search stops within a few milliseconds of its time.)
 */
final class TimeControl {
    /** Used until the manager says otherwise (the protocol sets no default). */
    static final long DEFAULT_TURN_MILLIS = 5_000;
    /** A move may use this fraction of the match time left. */
    static final int MATCH_SHARE = 20;
    static final long MIN_RESERVE = 50;
    static final long MAX_RESERVE = 500;
    /** Thinking time when the manager asks for moves "as fast as possible" (timeout_turn 0, or no time left). */
    static final Budget FAST = new Budget(10, 60);

    /**
     * How long to think and by when to answer, both counted from the arrival of the command.
     *
     * @param searchMillis the time the search may use
     * @param answerByMillis when to answer even if the search has not stopped
     * @param spend          whether the search should use nearly all of its time: the turn's own
     *                       time is lost if unused; a share of the match clock is saved for later moves
     */
    record Budget(long searchMillis, long answerByMillis, boolean spend) {
        /** The turn's own time, to be spent. */
        Budget(long searchMillis, long answerByMillis) {
            this(searchMillis, answerByMillis, true);
        }
    }

    private long turnMillis = DEFAULT_TURN_MILLIS;
    private long matchMillis;
    private long leftMillis = Long.MAX_VALUE;

    /** timeout_turn: milliseconds per move, 0 = as fast as possible. */
    void setTurnMillis(long millis) {
        turnMillis = Math.max(0, millis);
    }

    /** timeout_match: milliseconds for the whole match, 0 = no limit. */
    void setMatchMillis(long millis) {
        matchMillis = Math.max(0, millis);
    }

    /** time_left: milliseconds left in the match (2147483647 = unlimited); may be negative. */
    void setLeftMillis(long millis) {
        leftMillis = millis >= Integer.MAX_VALUE ? Long.MAX_VALUE : millis;
    }

    Budget budget() {
        long limit = turnMillis == 0 ? 0 : turnMillis;
        long left = leftMillis != Long.MAX_VALUE ? leftMillis : matchMillis > 0 ? matchMillis : Long.MAX_VALUE;
        if (left != Long.MAX_VALUE) {
            limit = Math.min(limit, Math.max(0, left) / MATCH_SHARE);
        }
        if (limit <= 0) {
            return FAST;
        }
        long reserve = reserve(limit);
        return new Budget(Math.max(1, limit - reserve), limit - Math.max(1, reserve / 2), limit == turnMillis);
    }

    /** A tenth of the limit within 50..500 ms, but at most two fifths of a short one. */
    static long reserve(long limit) {
        return Math.min(MAX_RESERVE, Math.max(limit / 10, Math.min(MIN_RESERVE, limit * 2 / 5)));
    }
}
