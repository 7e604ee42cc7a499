package org.inarow.ai.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.eval.EvaluationWeights;
import org.inarow.ai.engine.eval.PatternFeatures;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** Texel's method: the evaluation's weights fitted on games' results. */
class EvaluationTuningTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);

    /** First: h8 i8 j8 k8 l8, a five at the 9th stone; Second's stones in the corners. */
    private static final CalibrationGame FIRST_WINS = new CalibrationGame(1, 0,
            Notation.parseMoves("h8 a1 i8 o1 j8 a15 k8 o15 l8", FREESTYLE));

    @Test
    void aGameGivesItsQuietPositionsWithItsResultForTheSideToMove() {
        List<EvaluationTuning.Row> rows = EvaluationTuning.rows(FIRST_WINS, FREESTYLE, 2);

        // after 2 to 5 stones; after 6 First to move has an open three (an open four next), after 7 and 8 a four
        assertThat(rows).extracting(EvaluationTuning.Row::result).containsExactly(1.0, 0.0, 1.0, 0.0);
        int openFour = PatternFeatures.NAMES.indexOf("open-four");
        assertThat(rows.get(3).waiting()[openFour]).isEqualTo(2); // after 5: First waits with h8 i8 j8
        assertThat(rows.get(3).toMove()[openFour]).isZero();
        assertThat(EvaluationTuning.rows(FIRST_WINS, FREESTYLE, 4)).hasSize(2);
        assertThat(EvaluationTuning.rows(FIRST_WINS, FREESTYLE, 9)).isEmpty();
    }

    @Test
    void theFitFindsTheWeightsThatMadeTheResults() {
        int n = PatternFeatures.COUNT;
        int[] toMove = new int[n];
        int[] waiting = new int[n];
        int[] lines = {-20, 30, 5, 90, 470, 870, 0}; // ONE..OPEN_FOUR, sixteenths
        for (int f = 0; f < lines.length; f++) {
            toMove[f] = lines[f];
            waiting[f] = -lines[f] * 4 / 5;
        }
        int openFour = PatternFeatures.NAMES.indexOf("open-four");
        int fourThree = PatternFeatures.NAMES.indexOf("four+open-three");
        toMove[fourThree] = 9000;
        waiting[fourThree] = -3500;
        waiting[openFour] = -2500;
        EvaluationWeights truth = new EvaluationWeights(toMove, waiting, 300);
        Random random = new Random(3);
        List<EvaluationTuning.Row> rows = new ArrayList<>();
        for (int i = 0; i < 40_000; i++) {
            int[] a = randomCounts(random);
            int[] b = randomCounts(random);
            a[openFour] = 0; // the side to move never has an open four in a quiet position
            double p = 1 / (1 + Math.exp(-truth.score(a, b) / (double) Evaluation.POINTS_PER_LOGIT));
            rows.add(new EvaluationTuning.Row(a, b, random.nextDouble() < p ? 1 : 0));
        }

        EvaluationWeights fitted = EvaluationTuning.fit(rows);

        for (int f : new int[] {4, 5}) { // open three and four: the clearest signals
            assertThat(fitted.toMove()[f]).as("to move %s", PatternFeatures.NAMES.get(f)).isCloseTo(toMove[f], within(Math.abs(toMove[f]) / 4));
            assertThat(fitted.waiting()[f]).as("waiting %s", PatternFeatures.NAMES.get(f)).isCloseTo(waiting[f], within(Math.abs(waiting[f]) / 4));
        }
        assertThat(EvaluationTuning.logLoss(fitted, rows)).isLessThanOrEqualTo(EvaluationTuning.logLoss(truth, rows) + 0.001);
        assertThat(EvaluationTuning.logLoss(fitted, rows)).isLessThan(EvaluationTuning.logLoss(Evaluation.WEIGHTS, rows) + 1e-9);
    }

    /** Feature counts as a quiet position might have them: many ONEs, fewer of each stronger line, few pairs. */
    private static int[] randomCounts(Random random) {
        int[] counts = new int[PatternFeatures.COUNT];
        int[] most = {800, 40, 40, 12, 10, 6, 3};
        for (int f = 0; f < counts.length; f++) {
            int limit = f < most.length ? most[f] : 2;
            counts[f] = f == 0 ? 600 + random.nextInt(200) : random.nextInt(3) == 0 ? random.nextInt(limit + 1) : 0;
        }
        return counts;
    }

    @Test
    void tuningNeedsPositionsOnBothSidesOfTheSplit() {
        assertThatThrownBy(() -> EvaluationTuning.tune(List.of(FIRST_WINS), FREESTYLE, 2, 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("held-out");
        assertThatThrownBy(() -> EvaluationTuning.tune(List.of(FIRST_WINS), FREESTYLE, 2, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
