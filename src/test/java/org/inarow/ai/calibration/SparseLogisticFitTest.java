package org.inarow.ai.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The sparse fit finds the correction the data were drawn with, on top of each row's offset. */
class SparseLogisticFitTest {

    @Test
    void recoversTheCorrectionOnTopOfTheOffsets() {
        Random random = new Random(7);
        double[] truth = {0.6, -0.9, 0.0, 0.3};
        List<SparseLogisticFit.Row> rows = new ArrayList<>();
        for (int i = 0; i < 30_000; i++) {
            int a = random.nextInt(4);
            int b = (a + 1 + random.nextInt(3)) % 4;
            int[] features = {a, b};
            double[] values = {1 + random.nextInt(3), 1};
            double offset = random.nextGaussian();
            double z = offset + truth[a] * values[0] + truth[b] * values[1];
            double target = random.nextDouble() < 1 / (1 + Math.exp(-z)) ? 1 : 0;
            rows.add(new SparseLogisticFit.Row(features, values, offset, target));
        }
        double[] w = SparseLogisticFit.fit(rows, 4, 1e-3);
        for (int f = 0; f < 4; f++) {
            assertThat(w[f]).as("weight %d", f).isCloseTo(truth[f], offset(0.06));
        }
        assertThat(SparseLogisticFit.logLoss(w, rows)).isLessThan(SparseLogisticFit.logLoss(new double[4], rows));
    }

    @Test
    void aStrongRidgeKeepsTheOffsetsOwnJudgement() {
        List<SparseLogisticFit.Row> rows = List.of(
                new SparseLogisticFit.Row(new int[] {0}, new double[] {1}, 0.5, 1),
                new SparseLogisticFit.Row(new int[] {0}, new double[] {1}, 0.5, 1));
        double[] w = SparseLogisticFit.fit(rows, 1, 1e6);
        assertThat(w[0]).isCloseTo(0, offset(1e-5));
        assertThat(SparseLogisticFit.probability(w, rows.get(0))).isCloseTo(1 / (1 + Math.exp(-0.5)), offset(1e-5));
    }
}
