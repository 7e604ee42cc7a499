package org.inarow.ai.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Proof;
import org.inarow.ai.WinChance;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** The fit trains on some openings, judges on the others, and beats the base rate where the score tells. */
class CalibrationFitTest {

    /** Positions whose results follow a known curve of the score; openings 1 to 20, a game per opening and ten positions a game. */
    private static List<ScoredPosition> synthetic(WinChance.Curve truth, long seed) {
        Random random = new Random(seed);
        List<ScoredPosition> positions = new ArrayList<>();
        for (int game = 1; game <= 400; game++) {
            int opening = 1 + (game - 1) % 20;
            for (int k = 0; k < 10; k++) {
                int moves = 5 + random.nextInt(40);
                Side toMove = Side.toMoveAfter(moves);
                int score = (int) (random.nextGaussian() * 800);
                double result = random.nextDouble() < truth.apply(score, toMove, moves) ? 1 : 0;
                positions.add(new ScoredPosition(game, opening, moves, toMove, Proof.ESTIMATE, score, 0.5, result));
            }
        }
        return positions;
    }

    @Test
    void findsTheCurveAndBeatsTheBaseRateOnHeldOutOpenings() {
        WinChance.Curve truth = new WinChance.Curve(3000, 0.2, 0.6, 0.0, 0.0, 0.0);
        CalibrationFit.Report report = CalibrationFit.fit(synthetic(truth, 3), 5, List.of(3000));

        assertThat(report.training()).isEqualTo(3200); // openings 5, 10, 15, 20 held out
        CalibrationFit.ModelResult score = report.models().get(0);
        assertThat(score.model()).isEqualTo(CalibrationModel.SCORE);
        assertThat(score.curve().perScore()).isCloseTo(0.6, org.assertj.core.data.Offset.offset(0.08));
        assertThat(report.chosen().heldOut().count()).isEqualTo(800);
        assertThat(report.chosen().heldOut().brier()).isLessThan(report.baseOnHeldOut().brier() - 0.03);
        assertThat(report.chosen().model()).as("the other terms do not clearly help").isEqualTo(CalibrationModel.SCORE);
    }

    @Test
    void aTermThatClearlyHelpsIsKeptAndTheCapChosenOnTrainingAlone() {
        // the first player to move is worth a lot here, and scores beyond 1000 tell nothing more
        WinChance.Curve truth = new WinChance.Curve(1000, -0.5, 0.6, 1.0, 0.0, 0.0);
        CalibrationFit.Report report = CalibrationFit.fit(synthetic(truth, 6), 5);

        assertThat(report.chosen().model()).isEqualTo(CalibrationModel.SCORE_AND_SIDE);
        assertThat(report.chosen().curve().firstToMove()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(0.25));
        assertThat(report.tried()).hasSize(CalibrationFit.CAPS.size() * CalibrationModel.values().length);
        assertThat(report.chosen().curve().cap()).isIn(750, 1000, 1500);
    }

    @Test
    void provenPositionsAreNotFittedButCountedOnTheHeldOutSide() {
        List<ScoredPosition> positions = new ArrayList<>(synthetic(new WinChance.Curve(3000, 0, 0.5, 0, 0, 0), 4));
        // a held-out proven win and a training proven win the game did not bear out
        positions.add(new ScoredPosition(999, 5, 30, Side.FIRST, Proof.THREAT, 999_999, 1.0, 1));
        positions.add(new ScoredPosition(998, 1, 31, Side.SECOND, Proof.THREAT, 999_999, 0.0, 1));
        CalibrationFit.Report report = CalibrationFit.fit(positions, 5);

        assertThat(report.proven()).isEqualTo(2);
        assertThat(report.provenWrong()).isEqualTo(1);
        assertThat(report.training()).isEqualTo(3200);
        assertThat(report.chosenOnAll().count()).isEqualTo(report.chosen().heldOut().count() + 1);
    }

    @Test
    void needsBothSides() {
        List<ScoredPosition> onlyTraining = synthetic(new WinChance.Curve(3000, 0, 0.5, 0, 0, 0), 5).stream()
                .filter(p -> p.opening() % 5 != 0).toList();
        assertThatThrownBy(() -> CalibrationFit.fit(onlyTraining, 5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("held-out");
    }

    @Test
    void linesRoundTripAndBadOnesAreRefused() {
        ScoredPosition p = new ScoredPosition(7, 3, 12, Side.FIRST, Proof.ESTIMATE, -245, 0.4213, 0.5);
        assertThat(ScoredPosition.parse(p.toLine())).isEqualTo(p);
        assertThatThrownBy(() -> ScoredPosition.parse("7\t3\t12\tsecond\testimate\t-245\t0.4\t1"))
                .hasMessageContaining("not to move after 12");
        assertThatThrownBy(() -> ScoredPosition.parse("7\t3\t12\tfirst\testimate\t-245\t0.4\t2"))
                .hasMessageContaining("result 2");
    }
}
