package org.inarow.ai.calibration;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.CellShapes;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.eval.ShapeWeights;
import org.inarow.model.Rules;

/**
 * Fits a value per {@link CellShapes cell shape} on top of the evaluation as it is, on the outcomes
 * of games: every quiet position is a row whose offset is the evaluation's own log-odds and whose
 * features count the empty cells of each shape, for the side to move and for the side that waits
 * (plus a constant: the tempo), and each training opening's lean for the first player, so that
 * what one opening's games share is not taught to the shapes. The held-out games are judged as the
 * table ships, without any lean. The ridge pulls the values towards none, so a shape seldom seen
 * keeps what the features give it; the ridge that does best on the held-out games is kept.
 */
public final class ShapeTuning {
    /** The ridges tried, per training row (so that a larger data set is pulled no harder). */
    static final double[] RIDGES_PER_ROW = {1e-4, 1e-3, 3e-3, 1e-2, 3e-2, 1e-1, 3e-1};
    /** The offsets stop here: a position the evaluation calls won this clearly teaches nothing. */
    private static final double MAX_OFFSET = 12;
    static final int DIMENSION = 2 * CellShapes.COUNT + 1;
    /** An opening's lean is fitted from this many of its training games on. */
    static final int MIN_GAMES_FOR_LEAN = 20;
    /** At most this many openings' leans. */
    static final int MAX_LEANS = 500;

    /** The held-out log loss of one ridge's fit. */
    public record Trial(double ridgePerRow, double logLoss) {
    }

    /** The values chosen, with the held-out log losses of every ridge, of the evaluation as it is, and of the base rate. */
    public record Report(int games, int training, int heldOut, ShapeWeights fitted, List<Trial> trials,
                         double shippedLogLoss, double baseLogLoss) {
        /** The held-out log loss of the values chosen. */
        public double fittedLogLoss() {
            return trials.stream().mapToDouble(Trial::logLoss).min().orElseThrow();
        }
    }

    private ShapeTuning() {
    }

    /** The game's quiet positions from the {@code fromMove}-th stone on, before the last move, as rows. */
    static List<SparseLogisticFit.Row> rows(CalibrationGame game, Rules rules, int fromMove) {
        return rows(game, rules, fromMove, -1);
    }

    /**
     * As {@link #rows(CalibrationGame, Rules, int)}, with the feature {@code openingFeature} (none if
     * negative) +1 where the first player is to move and -1 where the second is: the opening's own
     * lean, which the fit keeps there instead of teaching it to the shapes.
     */
    static List<SparseLogisticFit.Row> rows(CalibrationGame game, Rules rules, int fromMove, int openingFeature) {
        List<SparseLogisticFit.Row> rows = new ArrayList<>();
        int[] counts = new int[DIMENSION];
        QuietPositions.forEach(game, rules, fromMove, (board, side, result) -> {
            double offset = Evaluation.evaluate(board, side) / (double) Evaluation.POINTS_PER_LOGIT;
            rows.add(row(board, side, counts, Math.max(-MAX_OFFSET, Math.min(MAX_OFFSET, offset)), result,
                    openingFeature, side == EngineBoard.FIRST ? 1 : -1));
        });
        return rows;
    }

    private static SparseLogisticFit.Row row(EngineBoard board, int side, int[] counts, double offset, double target,
                                             int openingFeature, int openingValue) {
        Arrays.fill(counts, 0);
        for (int cell = 0; cell < board.size(); cell++) {
            if (board.isEmpty(cell)) {
                counts[CellShapes.of(board.code(side, cell))]++;
                counts[CellShapes.COUNT + CellShapes.of(board.code(1 - side, cell))]++;
            }
        }
        counts[DIMENSION - 1] = 1;
        int n = 0;
        for (int count : counts) {
            n += count != 0 ? 1 : 0;
        }
        int extra = openingFeature >= 0 ? 1 : 0;
        int[] features = new int[n + extra];
        double[] values = new double[n + extra];
        for (int f = 0, k = 0; f < DIMENSION; f++) {
            if (counts[f] != 0) {
                features[k] = f;
                values[k++] = counts[f];
            }
        }
        if (extra == 1) {
            features[n] = openingFeature;
            values[n] = openingValue;
        }
        return new SparseLogisticFit.Row(features, values, offset, target);
    }

    /** Fits on the games not held out with every ridge, keeps the best on those held out, and judges the evaluation as it is beside it. */
    public static Report tune(List<CalibrationGame> games, Rules rules, int fromMove, int holdoutEvery) {
        if (holdoutEvery < 2) {
            throw new IllegalArgumentException("hold out every 2nd game or fewer, not every " + holdoutEvery);
        }
        List<SparseLogisticFit.Row> training = new ArrayList<>();
        List<SparseLogisticFit.Row> heldOut = new ArrayList<>();
        Map<Integer, Integer> openingFeatures = leanFeatures(games, holdoutEvery);
        for (CalibrationGame game : games) {
            if (game.number() % holdoutEvery != 0) {
                training.addAll(rows(game, rules, fromMove, openingFeatures.getOrDefault(game.opening(), -1)));
            }
        }
        for (CalibrationGame game : games) {
            if (game.number() % holdoutEvery == 0) {
                heldOut.addAll(rows(game, rules, fromMove)); // judged as the table ships: without any opening's lean
            }
        }
        int dimension = DIMENSION + openingFeatures.size();
        if (training.isEmpty() || heldOut.isEmpty()) {
            throw new IllegalArgumentException("the games give " + training.size() + " training and " + heldOut.size()
                    + " held-out quiet positions: both need some");
        }
        List<Trial> trials = new ArrayList<>();
        double[] best = null;
        double bestLoss = Double.POSITIVE_INFINITY;
        for (double ridge : RIDGES_PER_ROW) {
            double[] w = SparseLogisticFit.fit(training, dimension, ridge * training.size());
            double loss = SparseLogisticFit.logLoss(w, heldOut);
            trials.add(new Trial(ridge, loss));
            if (loss < bestLoss) {
                bestLoss = loss;
                best = w;
            }
        }
        double base = training.stream().mapToDouble(SparseLogisticFit.Row::target).average().orElseThrow();
        double baseLoss = heldOut.stream().mapToDouble(r -> LogisticFit.logLoss(base, r.target())).average().orElseThrow();
        return new Report(games.size(), training.size(), heldOut.size(), weights(best), List.copyOf(trials),
                SparseLogisticFit.logLoss(new double[dimension], heldOut), baseLoss);
    }

    /**
     * The feature of each training opening's lean, from {@link #DIMENSION} on: for the openings with
     * {@value #MIN_GAMES_FOR_LEAN} training games or more (fewer would let the lean learn each game's
     * result), the {@value #MAX_LEANS} most played at most (the fit's cost grows as the cube of its features).
     */
    static Map<Integer, Integer> leanFeatures(List<CalibrationGame> games, int holdoutEvery) {
        Map<Integer, Integer> played = new HashMap<>();
        for (CalibrationGame game : games) {
            if (game.number() % holdoutEvery != 0) {
                played.merge(game.opening(), 1, Integer::sum);
            }
        }
        List<Integer> openings = played.keySet().stream().filter(o -> played.get(o) >= MIN_GAMES_FOR_LEAN)
                .sorted(Comparator.comparing((Integer o) -> -played.get(o)).thenComparing(o -> o))
                .limit(MAX_LEANS).toList();
        Map<Integer, Integer> features = new HashMap<>();
        for (int opening : openings) {
            features.put(opening, DIMENSION + features.size());
        }
        return features;
    }

    /** The fitted log-odds as the evaluation's sixteenths of a point. */
    static ShapeWeights weights(double[] w) {
        int[] toMove = new int[CellShapes.COUNT];
        int[] waiting = new int[CellShapes.COUNT];
        for (int s = 0; s < CellShapes.COUNT; s++) {
            toMove[s] = sixteenths(w[s]);
            waiting[s] = sixteenths(w[CellShapes.COUNT + s]);
        }
        return new ShapeWeights(toMove, waiting, sixteenths(w[DIMENSION - 1]));
    }

    private static int sixteenths(double logOdds) {
        long value = Math.round(logOdds * Evaluation.POINTS_PER_LOGIT * Evaluation.SIXTEENTHS);
        return (int) Math.max(-ShapeWeights.MAX_VALUE, Math.min(ShapeWeights.MAX_VALUE, value));
    }
}
