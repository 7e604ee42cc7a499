package org.inarow.ai;

import org.inarow.model.Side;

/**
 * The first player's chance to win a gomoku position from its estimated score: a logistic curve
 * fitted on positions of engine games ({@code calibrate} in the README), of the score from the
 * first player's view (capped), whether the first player is to move, and the moves played:
 * chance = 1 / (1 + e^-z), z = {@link Curve#apply}. Only estimates pass through here; proven
 * results are 1 or 0 (a proven draw 0.5) without it.
 */
public final class WinChance {

    /**
     * The curve's constants. z = intercept + perScore·s + firstToMove·[first to move] + perMove·m
     * + perScoreAndMove·s·m, where s is the first player's score capped at ±cap, in hundreds, and m
     * the moves played, in hundreds.
     */
    public record Curve(int cap, double intercept, double perScore, double firstToMove, double perMove,
                        double perScoreAndMove) {

        public double z(int score, Side toMove, int moveCount) {
            double s = firstPlayerScore(score, toMove, cap) / 100.0;
            double m = moveCount / 100.0;
            return intercept + perScore * s + (toMove == Side.FIRST ? firstToMove : 0) + perMove * m
                    + perScoreAndMove * s * m;
        }

        public double apply(int score, Side toMove, int moveCount) {
            return 1 / (1 + Math.exp(-z(score, toMove, moveCount)));
        }
    }

    /**
     * The fitted curve: {@code calibrate fit --positions docs/calibration/positions.tsv} (5,812 positions
     * of 600 games, 3,457 estimates fitted). The side to move and the moves played did not clearly help
     * in cross-validation, so the chance is the score's alone: 1 / (1 + e^-(0.047 + 0.260·s)), s the
     * first player's score in hundreds, capped at ±10 (the evaluation's unit: 2.9 to one of log-odds).
     */
    public static final Curve FITTED = new Curve(1000, 0.04705659461113626, 0.26020960052888786, 0.0, 0.0, 0.0);

    private WinChance() {
    }

    /** The first player's chance for a position scored {@code score} (side to move's view), {@code toMove} to move, after {@code moveCount} moves. */
    public static double firstPlayer(int score, Side toMove, int moveCount) {
        return FITTED.apply(score, toMove, moveCount);
    }

    /** The score from the first player's view, capped at ±{@code cap}. */
    public static int firstPlayerScore(int score, Side toMove, int cap) {
        int capped = Math.max(-cap, Math.min(cap, score));
        return toMove == Side.FIRST ? capped : -capped;
    }
}
