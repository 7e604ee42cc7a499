package org.inarow.ai.arena;

/**
 * The Elo difference of A over B implied by a score, with a 95% interval.
 *
 * <p>The estimate is the logistic inverse of the score fraction p: {@code -400 log10(1/p - 1)}
 * (75% gives +190.8). The interval comes from the per-game score variance (each game scoring 1,
 * 0.5 or 0) under the normal approximation, p ± 1.96 σ/√n, mapped through the same curve; the
 * margin is half its width, as tournament tools like cutechess report it. An interval end that
 * reaches a score of 0 or 1 is infinite. A perfect score (all wins or all losses) has an infinite
 * estimate and no variance, so its finite bound is the exact binomial (Clopper-Pearson) 95% bound:
 * with n wins in n games the true score is at least 0.025^(1/n).
 *
 * @param elo  the estimate; infinite for a perfect score
 * @param low  the lower end of the 95% interval, possibly negative infinity
 * @param high the upper end, possibly positive infinity
 */
public record EloEstimate(double elo, double low, double high) {
    /** The two-sided 95% quantile of the normal distribution. */
    static final double Z95 = 1.959964;

    public static EloEstimate of(Tally tally) {
        int n = tally.games();
        double p = tally.fraction();
        if (tally.wins() == n) {
            return new EloEstimate(Double.POSITIVE_INFINITY, eloOf(Math.pow(0.025, 1.0 / n)), Double.POSITIVE_INFINITY);
        }
        if (tally.losses() == n) {
            return new EloEstimate(Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, eloOf(1 - Math.pow(0.025, 1.0 / n)));
        }
        double variance = (tally.wins() * square(1 - p) + tally.draws() * square(0.5 - p)
                + tally.losses() * square(p)) / n;
        double halfWidth = Z95 * Math.sqrt(variance / n);
        return new EloEstimate(eloOf(p), eloOf(p - halfWidth), eloOf(p + halfWidth));
    }

    /** The Elo difference that makes {@code score} the expected score; infinite at 0 and 1. */
    public static double eloOf(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** Whether both ends of the interval are finite, so {@link #margin()} means something. */
    public boolean isBounded() {
        return Double.isFinite(low) && Double.isFinite(high);
    }

    /** Half the interval's width; infinite when an end is. */
    public double margin() {
        return (high - low) / 2;
    }

    private static double square(double x) {
        return x * x;
    }
}
