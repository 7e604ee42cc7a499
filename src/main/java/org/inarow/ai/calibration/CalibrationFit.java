package org.inarow.ai.calibration;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.inarow.ai.WinChance;

/**
 * Fits the win-chance curves on the positions of some openings and judges them on the positions of
 * the others (held out: openings whose number is a multiple of {@code holdoutEvery}), against the
 * base rate (the fraction of training positions the first player won) on the same positions. Only
 * estimates are fitted; the held-out judgement is given for estimates and for all positions
 * (proven ones counting their 1 or 0).
 */
public final class CalibrationFit {

    /** A curve fitted, and how it did on the held-out estimates. */
    public record ModelResult(CalibrationModel model, WinChance.Curve curve, Reliability heldOut) {
    }

    /**
     * The fit's report.
     *
     * @param training       positions fitted (estimates of training openings)
     * @param baseRate       the first player's mean result over them
     * @param models         every curve, judged on the held-out estimates
     * @param chosen         the curve with the lowest held-out log loss
     * @param baseOnHeldOut  the base rate judged on the held-out estimates
     * @param chosenOnAll    the chosen curve on every held-out position, proven ones at 1 or 0
     * @param baseOnAll      the base rate on every held-out position
     * @param provenWrong    held-out and training positions whose proven result the game did not bear out
     * @param proven         positions with a proven result
     */
    public record Report(int training, double baseRate, List<ModelResult> models, ModelResult chosen,
                         Reliability baseOnHeldOut, Reliability chosenOnAll, Reliability baseOnAll,
                         int provenWrong, int proven) {
    }

    private CalibrationFit() {
    }

    public static Report fit(List<ScoredPosition> positions, int holdoutEvery, int cap) {
        if (holdoutEvery < 2) {
            throw new IllegalArgumentException("--holdout-every " + holdoutEvery + ": give 2 or more");
        }
        Predicate<ScoredPosition> heldOut = p -> p.opening() % holdoutEvery == 0;
        List<ScoredPosition> train = positions.stream().filter(heldOut.negate()).filter(ScoredPosition::isEstimate).toList();
        List<ScoredPosition> testEstimates = positions.stream().filter(heldOut).filter(ScoredPosition::isEstimate).toList();
        List<ScoredPosition> testAll = positions.stream().filter(heldOut).toList();
        if (train.isEmpty() || testEstimates.isEmpty()) {
            throw new IllegalArgumentException("the fit needs estimated positions both from training and from held-out openings");
        }
        double baseRate = train.stream().mapToDouble(ScoredPosition::result).average().orElseThrow();
        double[] y = train.stream().mapToDouble(ScoredPosition::result).toArray();
        List<ModelResult> results = new ArrayList<>();
        for (CalibrationModel model : CalibrationModel.values()) {
            double[][] x = train.stream().map(p -> model.features(p, cap)).toArray(double[][]::new);
            WinChance.Curve curve = model.curve(LogisticFit.fit(x, y), cap);
            results.add(new ModelResult(model, curve, judge(testEstimates, p -> curve.apply(p.score(), p.toMove(), p.moveCount()))));
        }
        ModelResult chosen = results.get(0);
        for (ModelResult r : results) {
            if (r.heldOut().logLoss() < chosen.heldOut().logLoss()) {
                chosen = r;
            }
        }
        WinChance.Curve curve = chosen.curve();
        Reliability chosenOnAll = judge(testAll, p -> p.isEstimate() ? curve.apply(p.score(), p.toMove(), p.moveCount())
                : p.predictedChance());
        int proven = 0;
        int wrong = 0;
        for (ScoredPosition p : positions) {
            if (!p.isEstimate()) {
                proven++;
                wrong += p.predictedChance() != p.result() ? 1 : 0;
            }
        }
        return new Report(train.size(), baseRate, List.copyOf(results), chosen,
                judge(testEstimates, p -> baseRate), chosenOnAll, judge(testAll, p -> baseRate), wrong, proven);
    }

    private static Reliability judge(List<ScoredPosition> positions, java.util.function.ToDoubleFunction<ScoredPosition> chance) {
        double[] predicted = positions.stream().mapToDouble(chance).toArray();
        double[] result = positions.stream().mapToDouble(ScoredPosition::result).toArray();
        return Reliability.of(predicted, result);
    }
}
