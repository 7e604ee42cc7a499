package org.inarow.ai.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The fit finds the curve the data were drawn from, and the reliability table counts as it should. */
class LogisticFitTest {

    @Test
    void recoversTheWeightsOfSyntheticData() {
        Random random = new Random(5);
        int n = 20_000;
        double[][] x = new double[n][];
        double[] y = new double[n];
        double[] truth = {-0.4, 0.8, 0.3};
        for (int i = 0; i < n; i++) {
            x[i] = new double[] {1, random.nextGaussian() * 2, random.nextBoolean() ? 1 : 0};
            y[i] = random.nextDouble() < LogisticFit.probability(truth, x[i]) ? 1 : 0;
        }
        double[] w = LogisticFit.fit(x, y);
        assertThat(w[0]).isCloseTo(truth[0], offset(0.08));
        assertThat(w[1]).isCloseTo(truth[1], offset(0.05));
        assertThat(w[2]).isCloseTo(truth[2], offset(0.08));
    }

    @Test
    void halfResultsPullTowardsAnEvenChance() {
        double[][] x = {{1}, {1}, {1}, {1}};
        double[] y = {0.5, 0.5, 1, 0};
        assertThat(LogisticFit.probability(LogisticFit.fit(x, y), x[0])).isCloseTo(0.5, offset(1e-6));
    }

    @Test
    void theReliabilityTableBinsByTenthsAndScoresBrier() {
        double[] predicted = {0.05, 0.15, 0.12, 0.95, 1.0};
        double[] result = {0, 1, 0, 1, 1};
        Reliability r = Reliability.of(predicted, result);

        assertThat(r.count()).isEqualTo(5);
        assertThat(r.brier()).isCloseTo((0.0025 + 0.7225 + 0.0144 + 0.0025 + 0) / 5, offset(1e-12));
        assertThat(r.bins()).hasSize(10);
        assertThat(r.bins().get(1).count()).isEqualTo(2);
        assertThat(r.bins().get(1).meanPredicted()).isCloseTo(0.135, offset(1e-12));
        assertThat(r.bins().get(1).meanResult()).isEqualTo(0.5);
        assertThat(r.bins().get(9).count()).as("1.0 falls in the last bin").isEqualTo(2);
        assertThat(r.bins().get(5).count()).isZero();
    }
}
