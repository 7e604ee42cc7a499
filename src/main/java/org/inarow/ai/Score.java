package org.inarow.ai;

/**
 * Search scores, always from the point of view of the side to move. A won position scores
 * {@link #WIN} less the plies to the five, so quicker wins score higher; a lost one the negation.
 */
public final class Score {
    public static final int WIN = 1_000_000;
    public static final int DRAW = 0;
    /** Scores beyond this magnitude are proven wins or losses, not evaluations. */
    public static final int DECISIVE = WIN - 10_000;

    private Score() {
    }

    public static int winIn(int plies) {
        return WIN - plies;
    }

    public static int lossIn(int plies) {
        return -WIN + plies;
    }

    public static boolean isDecisive(int score) {
        return Math.abs(score) > DECISIVE;
    }

    /** Plies to the end for a decisive score (counting the final five), or -1 for an evaluation. */
    public static int pliesToEnd(int score) {
        return isDecisive(score) ? WIN - Math.abs(score) : -1;
    }
}
