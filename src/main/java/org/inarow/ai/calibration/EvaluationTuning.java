package org.inarow.ai.calibration;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.eval.EvaluationWeights;
import org.inarow.ai.engine.eval.PatternFeatures;
import org.inarow.model.Rules;

/**
 * Fits the evaluation's weights on the outcomes of games (Texel's method). Every quiet position of
 * a game from its {@code fromMove}-th stone on (see {@link PatternFeatures#isQuiet}) is a row: the
 * side to move's and the waiting side's feature counts, and the game's result for the side to
 * move. A logistic fit of the result on the counts gives the weights, scaled to the evaluation's
 * unit ({@link Evaluation#POINTS_PER_LOGIT}). The games whose number is a multiple of
 * {@code holdoutEvery} are kept out of the fit and judge it, beside the shipped weights.
 */
public final class EvaluationTuning {
    /** The ridge per position on the scaled weights (1e-4, 1e-3 and 1e-2 gave held-out log losses within about 0.002). */
    public static final double RIDGE_PER_ROW = 1e-3;

    /** One position: the side to move's counts, the waiting side's, and the game's result for the side to move (1, 0.5 or 0). */
    public record Row(int[] toMove, int[] waiting, double result) {
    }

    /**
     * The fit and its judgement on the held-out games' positions (log loss per position, lower is
     * better; the base rate predicts the training positions' mean result everywhere).
     */
    public record Report(int games, int training, int heldOut, EvaluationWeights fitted, double fittedLogLoss,
                         double shippedLogLoss, double baseLogLoss) {
    }

    private EvaluationTuning() {
    }

    /** The game's quiet positions from the {@code fromMove}-th stone on, before the last move. */
    public static List<Row> rows(CalibrationGame game, Rules rules, int fromMove) {
        List<Row> rows = new ArrayList<>();
        QuietPositions.forEach(game, rules, fromMove, (board, side, result) ->
                rows.add(new Row(PatternFeatures.count(board, side), PatternFeatures.count(board, 1 - side), result)));
        return rows;
    }

    /**
     * The weights that fit the rows best, in sixteenths of a point. The counts are put on one scale
     * (mean 0, deviation 1) for the fit, with a small ridge on the scaled weights
     * ({@link #RIDGE_PER_ROW}): it shrinks every weight a little alike and keeps the steps defined
     * where a feature never varies (the side to move's open fours, never in a quiet position).
     */
    public static EvaluationWeights fit(List<Row> rows) {
        int n = PatternFeatures.COUNT;
        double[][] x = new double[rows.size()][];
        double[] y = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            double[] features = new double[2 * n + 1];
            for (int f = 0; f < n; f++) {
                features[f] = row.toMove()[f];
                features[n + f] = row.waiting()[f];
            }
            features[2 * n] = 1;
            x[i] = features;
            y[i] = row.result();
        }
        double[] mean = new double[2 * n];
        double[] deviation = new double[2 * n];
        for (int f = 0; f < 2 * n; f++) {
            double sum = 0;
            double squares = 0;
            for (double[] features : x) {
                sum += features[f];
                squares += features[f] * features[f];
            }
            mean[f] = sum / x.length;
            deviation[f] = Math.sqrt(Math.max(0, squares / x.length - mean[f] * mean[f]));
            for (double[] features : x) {
                features[f] = deviation[f] == 0 ? 0 : (features[f] - mean[f]) / deviation[f];
            }
        }
        double[] w = LogisticFit.fit(x, y, RIDGE_PER_ROW * x.length);
        double[] raw = new double[2 * n];
        double intercept = w[2 * n];
        for (int f = 0; f < 2 * n; f++) {
            raw[f] = deviation[f] == 0 ? 0 : w[f] / deviation[f];
            intercept -= raw[f] * mean[f];
        }
        int[] toMove = new int[n];
        int[] waiting = new int[n];
        for (int f = 0; f < n; f++) {
            toMove[f] = sixteenths(raw[f]);
            waiting[f] = sixteenths(raw[n + f]);
        }
        return new EvaluationWeights(toMove, waiting, sixteenths(intercept));
    }

    private static int sixteenths(double perLogit) {
        return (int) Math.round(perLogit * Evaluation.POINTS_PER_LOGIT * Evaluation.SIXTEENTHS);
    }

    /** The mean log loss of the weights' win chances, 1 / (1 + e^-(score / points per logit)), on the rows. */
    public static double logLoss(EvaluationWeights weights, List<Row> rows) {
        double sum = 0;
        for (Row row : rows) {
            double z = weights.score(row.toMove(), row.waiting()) / (double) Evaluation.POINTS_PER_LOGIT;
            sum += LogisticFit.logLoss(1 / (1 + Math.exp(-z)), row.result());
        }
        return sum / rows.size();
    }

    /** Fits on the games not held out and judges the fit, the shipped weights and the base rate on those held out. */
    public static Report tune(List<CalibrationGame> games, Rules rules, int fromMove, int holdoutEvery) {
        if (holdoutEvery < 2) {
            throw new IllegalArgumentException("hold out every 2nd game or fewer, not every " + holdoutEvery);
        }
        List<Row> training = new ArrayList<>();
        List<Row> heldOut = new ArrayList<>();
        for (CalibrationGame game : games) {
            (game.number() % holdoutEvery == 0 ? heldOut : training).addAll(rows(game, rules, fromMove));
        }
        if (training.isEmpty() || heldOut.isEmpty()) {
            throw new IllegalArgumentException("the games give " + training.size() + " training and " + heldOut.size()
                    + " held-out quiet positions: both need some");
        }
        EvaluationWeights fitted = fit(training);
        double base = training.stream().mapToDouble(Row::result).average().orElseThrow();
        double baseLoss = heldOut.stream().mapToDouble(r -> LogisticFit.logLoss(base, r.result())).average().orElseThrow();
        return new Report(games.size(), training.size(), heldOut.size(), fitted, logLoss(fitted, heldOut),
                logLoss(Evaluation.WEIGHTS, heldOut), baseLoss);
    }
}
