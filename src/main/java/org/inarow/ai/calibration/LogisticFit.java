package org.inarow.ai.calibration;

/**
 * Logistic regression by Newton's method (iteratively reweighted least squares): the weights w
 * that make 1 / (1 + e^-(w·x)) fit the targets y (0 to 1; a draw counts 0.5) with the least log
 * loss. A tiny ridge keeps the steps defined when a feature barely varies.
 */
public final class LogisticFit {
    private static final int MAX_ITERATIONS = 50;
    private static final double RIDGE = 1e-6;

    private LogisticFit() {
    }

    /** The weights for rows {@code x} (each with the same number of features, a constant 1 among them) and targets {@code y}. */
    public static double[] fit(double[][] x, double[] y) {
        return fit(x, y, RIDGE);
    }

    /** As {@link #fit(double[][], double[])}, with half of {@code ridge} times the sum of the squared weights (the constant's too) added to the log loss summed over all rows. */
    public static double[] fit(double[][] x, double[] y, double ridge) {
        if (x.length == 0 || x.length != y.length) {
            throw new IllegalArgumentException("a fit needs as many targets as rows, and at least one");
        }
        int d = x[0].length;
        double[] w = new double[d];
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            double[] gradient = new double[d];
            double[][] hessian = new double[d][d];
            for (int i = 0; i < x.length; i++) {
                double p = probability(w, x[i]);
                double weight = Math.max(p * (1 - p), 1e-9);
                for (int a = 0; a < d; a++) {
                    gradient[a] += (y[i] - p) * x[i][a];
                    for (int b = 0; b < d; b++) {
                        hessian[a][b] += weight * x[i][a] * x[i][b];
                    }
                }
            }
            for (int a = 0; a < d; a++) {
                gradient[a] -= ridge * w[a];
                hessian[a][a] += ridge;
            }
            double[] step = solve(hessian, gradient);
            double largest = 0;
            for (int a = 0; a < d; a++) {
                w[a] += step[a];
                largest = Math.max(largest, Math.abs(step[a]));
            }
            if (largest < 1e-10) {
                break;
            }
        }
        return w;
    }

    /** The log loss of predicting {@code p} for a target {@code result}, p kept a hair inside (0, 1) so a sure miss costs 20.7, not infinity. */
    static double logLoss(double p, double result) {
        double q = Math.min(1 - 1e-9, Math.max(1e-9, p));
        return -(result * Math.log(q) + (1 - result) * Math.log(1 - q));
    }

    public static double probability(double[] w, double[] x) {
        double z = 0;
        for (int a = 0; a < w.length; a++) {
            z += w[a] * x[a];
        }
        return 1 / (1 + Math.exp(-z));
    }

    /** Solves a·s = b by Gaussian elimination with partial pivoting (a is small and positive definite). */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int r = col + 1; r < n; r++) {
                double f = m[r][col] / m[col][col];
                for (int c = col; c <= n; c++) {
                    m[r][c] -= f * m[col][c];
                }
            }
        }
        double[] s = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double sum = m[r][n];
            for (int c = r + 1; c < n; c++) {
                sum -= m[r][c] * s[c];
            }
            s[r] = sum / m[r][r];
        }
        return s;
    }
}
