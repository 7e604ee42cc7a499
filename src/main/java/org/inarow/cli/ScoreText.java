package org.inarow.cli;

import org.inarow.ai.Score;

/**
 * Scores as the command line prints them, one token each: an evaluation as a number ({@code 35},
 * {@code -120}); a proven result as {@code win-in-N} or {@code loss-in-N}, N counting plies (both
 * sides' moves) to the five.
 */
final class ScoreText {
    private ScoreText() {
    }

    static String format(int score) {
        if (Score.isDecisive(score)) {
            return (score > 0 ? "win-in-" : "loss-in-") + Score.pliesToEnd(score);
        }
        return Integer.toString(score);
    }
}
