package org.inarow.io.pbrain;

import org.inarow.ai.search.MoveBudget;

/**
 * The manager's time limits (INFO timeout_turn, timeout_match, time_left), and the thinking time they
 * leave for one move by the rule the window's clock games share ({@link MoveBudget}): within the turn
 * limit and within a share of what is left of the match (the whole match before the first time_left).
 */
final class TimeControl {
    /** Used until the manager says otherwise (the protocol sets no default). */
    static final long DEFAULT_TURN_MILLIS = 5_000;

    private long turnMillis = DEFAULT_TURN_MILLIS;
    private long matchMillis;
    private long leftMillis = MoveBudget.UNLIMITED;

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
        leftMillis = millis >= Integer.MAX_VALUE ? MoveBudget.UNLIMITED : millis;
    }

    MoveBudget budget() {
        long left = leftMillis != MoveBudget.UNLIMITED ? leftMillis : matchMillis > 0 ? matchMillis : MoveBudget.UNLIMITED;
        return MoveBudget.of(turnMillis, left);
    }
}
