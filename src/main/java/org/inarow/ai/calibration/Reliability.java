package org.inarow.ai.calibration;

import java.util.List;

/**
 * How well predicted chances match results: the Brier score (mean squared difference, lower is
 * better), the log loss, and a reliability table (predictions in bins of a tenth, each bin's mean
 * prediction against the fraction actually won, with its count).
 */
public record Reliability(int count, double brier, double logLoss, List<Bin> bins) {

    /** Predictions in [{@code from}, {@code to}): how many, their mean, and the mean result. */
    public record Bin(double from, double to, int count, double meanPredicted, double meanResult) {
    }

    public static final int BINS = 10;

    public static Reliability of(double[] predicted, double[] result) {
        if (predicted.length != result.length) {
            throw new IllegalArgumentException("as many predictions as results");
        }
        double brier = 0;
        double logLoss = 0;
        int[] counts = new int[BINS];
        double[] sumPredicted = new double[BINS];
        double[] sumResult = new double[BINS];
        for (int i = 0; i < predicted.length; i++) {
            double p = predicted[i];
            double y = result[i];
            brier += (p - y) * (p - y);
            double q = Math.min(1 - 1e-6, Math.max(1e-6, p));
            logLoss -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
            int bin = Math.min(BINS - 1, (int) (p * BINS));
            counts[bin]++;
            sumPredicted[bin] += p;
            sumResult[bin] += y;
        }
        int n = predicted.length;
        Bin[] bins = new Bin[BINS];
        for (int b = 0; b < BINS; b++) {
            bins[b] = new Bin(b / (double) BINS, (b + 1) / (double) BINS, counts[b],
                    counts[b] == 0 ? Double.NaN : sumPredicted[b] / counts[b],
                    counts[b] == 0 ? Double.NaN : sumResult[b] / counts[b]);
        }
        return new Reliability(n, n == 0 ? Double.NaN : brier / n, n == 0 ? Double.NaN : logLoss / n, List.of(bins));
    }
}
