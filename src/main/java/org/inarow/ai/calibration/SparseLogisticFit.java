package org.inarow.ai.calibration;

import java.util.List;

/**
 * Logistic regression on sparse rows with a fixed offset each, by Newton's method: the weights w
 * that make 1 / (1 + e^-(offset + w·x)) fit the targets with the least log loss plus half of
 * {@code ridge} times w·w. For a correction on top of a model the offset is the model's own
 * log-odds, so the ridge pulls towards the model, not towards nothing. Rows hold a few dozen of
 * the hundreds of features, so the Hessian is built from each row's pairs alone.
 */
final class SparseLogisticFit {
    private static final int MAX_ITERATIONS = 25;

    /** A row: its features' indices, their values, the offset in log-odds, and the target (0 to 1). */
    record Row(int[] features, double[] values, double offset, double target) {
    }

    private SparseLogisticFit() {
    }

    /** The weights for {@code rows} over {@code dimension} features. */
    static double[] fit(List<Row> rows, int dimension, double ridge) {
        if (rows.isEmpty() || !(ridge > 0)) {
            throw new IllegalArgumentException("a fit needs rows and a ridge above 0");
        }
        double[] w = new double[dimension];
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            double[] gradient = new double[dimension];
            double[][] hessian = new double[dimension][dimension];
            for (Row row : rows) {
                double p = probability(w, row);
                double weight = Math.max(p * (1 - p), 1e-9);
                int[] f = row.features();
                double[] v = row.values();
                for (int a = 0; a < f.length; a++) {
                    gradient[f[a]] += (row.target() - p) * v[a];
                    double[] line = hessian[f[a]];
                    double wa = weight * v[a];
                    for (int b = 0; b < f.length; b++) {
                        line[f[b]] += wa * v[b];
                    }
                }
            }
            for (int a = 0; a < dimension; a++) {
                gradient[a] -= ridge * w[a];
                hessian[a][a] += ridge;
            }
            double[] step = LogisticFit.solve(hessian, gradient);
            double largest = 0;
            for (int a = 0; a < dimension; a++) {
                w[a] += step[a];
                largest = Math.max(largest, Math.abs(step[a]));
            }
            if (largest < 1e-7) {
                break;
            }
        }
        return w;
    }

    /** The fitted chance of the row's target with weights {@code w}. */
    static double probability(double[] w, Row row) {
        double z = row.offset();
        int[] f = row.features();
        double[] v = row.values();
        for (int a = 0; a < f.length; a++) {
            z += w[f[a]] * v[a];
        }
        return 1 / (1 + Math.exp(-z));
    }

    /** The mean log loss of weights {@code w} on the rows (zero weights: the offsets' own). */
    static double logLoss(double[] w, List<Row> rows) {
        double sum = 0;
        for (Row row : rows) {
            sum += LogisticFit.logLoss(probability(w, row), row.target());
        }
        return sum / rows.size();
    }
}
