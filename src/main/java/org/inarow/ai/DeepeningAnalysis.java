package org.inarow.ai;

import org.inarow.model.Position;

/**
 * Analysis that goes on until it is stopped: the map of a position ({@link CandidateAnalysis})
 * worked out again and again, each round with twice the time of the last (the map maker keeps its
 * transposition table, so each round starts from what the last found), every round's result handed
 * on as it comes. It ends when cancelled, when its time is used up, or when a round proves the
 * position (nothing more to find).
 */
public final class DeepeningAnalysis {
    /** The first round's time: short, so the first answer comes at once. */
    public static final long FIRST_MILLIS = 400;

    /** Receives each round's map, on the analysis's thread. */
    @FunctionalInterface
    public interface Listener {
        /**
         * @param map     this round's map
         * @param round   1 for the first
         * @param millis  the time this round was given
         */
        void analysed(Candidates map, int round, long millis);
    }

    private DeepeningAnalysis() {
    }

    /**
     * Analyses {@code position} (not over) for its best {@code count} points, in rounds from
     * {@link #FIRST_MILLIS} until {@code totalMillis} are spent or {@code cancellation} stops it;
     * returns the rounds finished. A round cut short by the cancel is not handed on.
     */
    public static int run(CandidateAnalysis analysis, Position position, int count, long totalMillis,
                          Cancellation cancellation, Listener listener) {
        long start = System.nanoTime();
        long millis = FIRST_MILLIS;
        int round = 0;
        while (!cancellation.isCancelled()) {
            long left = totalMillis - (System.nanoTime() - start) / 1_000_000;
            if (left <= 0) {
                break;
            }
            long given = Math.min(millis, left);
            Candidates map = analysis.analyze(position, count, Limits.time(given), cancellation, ProgressSink.NONE);
            if (cancellation.isCancelled()) {
                break;
            }
            listener.analysed(map, ++round, given);
            if (map.prediction().isProven()) {
                break;
            }
            millis = Math.min(2 * millis, totalMillis);
        }
        return round;
    }
}
