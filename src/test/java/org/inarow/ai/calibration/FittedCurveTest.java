package org.inarow.ai.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.inarow.ai.WinChance;
import org.junit.jupiter.api.Test;

/**
 * The shipped curve is the fit of the shipped data: refitting docs/calibration/positions.tsv (made
 * by {@code calibrate games} and {@code calibrate positions}, see the README) gives
 * {@link WinChance#FITTED}, and it beats the base rate on the held-out openings.
 */
class FittedCurveTest {
    static final Path POSITIONS = Path.of("docs", "calibration", "positions.tsv");

    static List<ScoredPosition> positions() throws IOException {
        return Files.readAllLines(POSITIONS, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).map(ScoredPosition::parse).toList();
    }

    @Test
    void theShippedConstantsAreTheFitOfTheShippedPositions() throws IOException {
        CalibrationFit.Report report = CalibrationFit.fit(positions(), 5);
        WinChance.Curve fitted = report.chosen().curve();
        WinChance.Curve shipped = WinChance.FITTED;

        assertThat(shipped.cap()).isEqualTo(fitted.cap());
        assertThat(shipped.intercept()).isCloseTo(fitted.intercept(), offset(1e-9));
        assertThat(shipped.perScore()).isCloseTo(fitted.perScore(), offset(1e-9));
        assertThat(shipped.firstToMove()).isCloseTo(fitted.firstToMove(), offset(1e-9));
        assertThat(shipped.perMove()).isCloseTo(fitted.perMove(), offset(1e-9));
        assertThat(shipped.perScoreAndMove()).isCloseTo(fitted.perScoreAndMove(), offset(1e-9));
        assertThat(report.chosen().heldOut().brier()).isLessThan(report.baseOnHeldOut().brier());
        assertThat(report.chosenOnAll().brier()).isLessThan(report.baseOnAll().brier());
    }
}
