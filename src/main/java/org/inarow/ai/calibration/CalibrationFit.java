package org.inarow.ai.calibration;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.inarow.ai.WinChance;

/**
 * Fits the win-chance curve on the positions of some openings and judges it on the positions of the
 * others (held out: openings whose number is a multiple of {@code holdoutEvery}), against the base
 * rate (the fraction of training positions the first player won) on the same positions.
 * <p>
 * The curve's form (which terms, {@link CalibrationModel}; and the score's cap) is chosen on the
 * training openings alone, by cross-validation over {@link #FOLDS} groups of openings: the lowest
 * mean log loss, where a curve with more terms must beat the one with fewer by {@link #CLEAR_GAIN}
 * (a term is kept only if it clearly helps). Only estimates are fitted; the held-out judgement is
 * given for estimates and for all positions (proven ones counting their 1 or 0).
 */
public final class CalibrationFit {
    /** Caps tried for the score, when none is given. */
    public static final List<Integer> CAPS = List.of(500, 750, 1000, 1500, 2000, 3000);
    public static final int FOLDS = 4;
    /** Log loss a position that an extra term must gain in cross-validation. */
    public static final double CLEAR_GAIN = 0.005;

    /** A form tried: its terms, its cap, and its mean log loss in cross-validation on the training openings. */
    public record Tried(CalibrationModel model, int cap, double crossValidatedLogLoss) {
    }

    /** A curve fitted on all training openings, and how it did on the held-out estimates. */
    public record ModelResult(CalibrationModel model, WinChance.Curve curve, Reliability heldOut) {
    }

    /**
     * The fit's report.
     *
     * @param training       positions fitted (estimates of training openings)
     * @param baseRate       the first player's mean result over them
     * @param tried          every form, with its cross-validated log loss
     * @param models         every set of terms at the chosen cap, fitted on all training and judged on the held-out estimates
     * @param chosen         the chosen form, fitted on all training, judged on the held-out estimates
     * @param baseOnHeldOut  the base rate judged on the held-out estimates
     * @param chosenOnAll    the chosen curve on every held-out position, proven ones at 1 or 0
     * @param baseOnAll      the base rate on every held-out position
     * @param provenWrong    positions whose proven result the game did not bear out
     * @param proven         positions with a proven result
     */
    public record Report(int training, double baseRate, List<Tried> tried, List<ModelResult> models,
                         ModelResult chosen, Reliability baseOnHeldOut, Reliability chosenOnAll, Reliability baseOnAll,
                         int provenWrong, int proven) {
    }

    private CalibrationFit() {
    }

    /** The fit with every cap of {@link #CAPS} tried. */
    public static Report fit(List<ScoredPosition> positions, int holdoutEvery) {
        return fit(positions, holdoutEvery, CAPS);
    }

    public static Report fit(List<ScoredPosition> positions, int holdoutEvery, List<Integer> caps) {
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
        List<Tried> tried = new ArrayList<>();
        Tried chosenForm = null;
        for (int cap : caps) {
            Tried kept = null;
            for (CalibrationModel model : CalibrationModel.values()) {
                Tried t = new Tried(model, cap, crossValidate(train, model, cap));
                tried.add(t);
                if (kept == null || t.crossValidatedLogLoss() < kept.crossValidatedLogLoss() - CLEAR_GAIN) {
                    kept = t;
                }
            }
            if (chosenForm == null || kept.crossValidatedLogLoss() < chosenForm.crossValidatedLogLoss()) {
                chosenForm = kept;
            }
        }
        double baseRate = train.stream().mapToDouble(ScoredPosition::result).average().orElseThrow();
        List<ModelResult> results = new ArrayList<>();
        ModelResult chosen = null;
        for (CalibrationModel model : CalibrationModel.values()) {
            WinChance.Curve curve = fitCurve(train, model, chosenForm.cap());
            ModelResult r = new ModelResult(model, curve, judge(testEstimates, p -> curve.apply(p.score(), p.toMove(), p.moveCount())));
            results.add(r);
            if (model == chosenForm.model()) {
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
        return new Report(train.size(), baseRate, List.copyOf(tried), List.copyOf(results), chosen,
                judge(testEstimates, p -> baseRate), chosenOnAll, judge(testAll, p -> baseRate), wrong, proven);
    }

    /** The mean log loss on each group of training openings, fitted on the others. */
    private static double crossValidate(List<ScoredPosition> train, CalibrationModel model, int cap) {
        double loss = 0;
        int count = 0;
        for (int fold = 0; fold < FOLDS; fold++) {
            int f = fold;
            List<ScoredPosition> fitOn = train.stream().filter(p -> p.opening() % FOLDS != f).toList();
            List<ScoredPosition> judgeOn = train.stream().filter(p -> p.opening() % FOLDS == f).toList();
            if (fitOn.isEmpty() || judgeOn.isEmpty()) {
                continue;
            }
            WinChance.Curve curve = fitCurve(fitOn, model, cap);
            Reliability r = judge(judgeOn, p -> curve.apply(p.score(), p.toMove(), p.moveCount()));
            loss += r.logLoss() * r.count();
            count += r.count();
        }
        return count == 0 ? Double.POSITIVE_INFINITY : loss / count;
    }

    private static WinChance.Curve fitCurve(List<ScoredPosition> positions, CalibrationModel model, int cap) {
        double[][] x = positions.stream().map(p -> model.features(p, cap)).toArray(double[][]::new);
        double[] y = positions.stream().mapToDouble(ScoredPosition::result).toArray();
        return model.curve(LogisticFit.fit(x, y), cap);
    }

    private static Reliability judge(List<ScoredPosition> positions, ToDoubleFunction<ScoredPosition> chance) {
        double[] predicted = positions.stream().mapToDouble(chance).toArray();
        double[] result = positions.stream().mapToDouble(ScoredPosition::result).toArray();
        return Reliability.of(predicted, result);
    }
}
