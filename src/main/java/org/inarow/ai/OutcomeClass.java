package org.inarow.ai;

import java.util.Locale;

/**
 * What playing a candidate point leads to, for the side to move, in the colours of the map: a
 * proven result, or for an estimate how much of the side to move's win chance the move gives away
 * compared with the best move (in win-chance points, 0 to 1, the review's thresholds):
 * <ul>
 *   <li>{@link #BETTER}: less than {@link #INACCURACY} (the best move itself, and moves as good as it);</li>
 *   <li>{@link #ABOUT_EVEN}: from {@link #INACCURACY} to below {@link #BLUNDER} (what the review calls
 *       an inaccuracy or a mistake);</li>
 *   <li>{@link #WORSE}: {@link #BLUNDER} or more (a blunder).</li>
 * </ul>
 * A move that leaves the side to move less than {@link #LOSING} is {@link #WORSE} whatever the best
 * move leaves: when every move loses, the map says so instead of tinting the least bad as good.
 * {@link #DRAW} is a proven draw (tic-tac-toe).
 */
public enum OutcomeClass {
    PROVEN_WIN,
    BETTER,
    ABOUT_EVEN,
    DRAW,
    WORSE,
    PROVEN_LOSS;

    /** Win-chance points given away (side to move's chance) from which a move is an inaccuracy, a mistake, a blunder. */
    public static final double INACCURACY = 0.05;
    public static final double MISTAKE = 0.10;
    public static final double BLUNDER = 0.15;
    /** Below this win chance (the opponent's at 85 % or more) a move is a losing one in itself. */
    public static final double LOSING = 0.15;

    /** The command-line spelling: {@code proven-win}, {@code better}, {@code about-even}, {@code draw}, {@code worse}, {@code proven-loss}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The class of an estimated move that leaves the side to move {@code chance}, when the best move leaves it {@code bestChance}. */
    public static OutcomeClass ofEstimate(double chance, double bestChance) {
        double given = bestChance - chance;
        if (chance < LOSING) {
            return WORSE;
        }
        if (!reaches(given, INACCURACY)) {
            return BETTER;
        }
        return reaches(given, BLUNDER) ? WORSE : ABOUT_EVEN;
    }

    /** Whether {@code given} win-chance points reach a threshold (a rounding error short still counts). */
    public static boolean reaches(double given, double threshold) {
        return given >= threshold - 1e-9;
    }
}
