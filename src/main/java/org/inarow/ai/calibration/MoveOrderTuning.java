package org.inarow.ai.calibration;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.eval.MoveOrderWeights;
import org.inarow.ai.engine.eval.PatternFeatures;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Fits the move order's weights on the moves that the winners of games chose. At each of the
 * winner's turns with at least {@code fromMove} stones on the board (no five to make or to stop:
 * those moves are forced), the candidates are the empty cells near the stones, and a conditional logit model says
 * that a cell is chosen with a chance proportional to e^value, where the value is the attack weights
 * times the cell's features for the mover plus the defence weights times its features for the
 * opponent ({@link PatternFeatures}). The weights of the most likely choices are fitted by Newton's
 * method, and judged on held-out games by how often the chosen move is ranked first, in the first 4
 * and in the first 16 (the search's widest cut), beside the shipped order.
 */
public final class MoveOrderTuning {
    /** The ridge per decision on the weights, in logits: it keeps weights defined where a feature never varies. */
    public static final double RIDGE_PER_DECISION = 1e-4;
    /** The candidates: the empty cells within this distance of a stone, as the engine's. */
    private static final int RADIUS = 2;
    private static final int MAX_ITERATIONS = 30;

    /** One choice: the candidates' pattern keys for the mover and for the opponent, and which was chosen. */
    public record Decision(int[] ownCodes, int[] theirCodes, int chosen) {
    }

    /** How often the chosen move is ranked first, in the first 4 and in the first 16 (a candidate valued the same counts half a place). */
    public record Recall(double top1, double top4, double top16) {
    }

    /** The fit and its judgement on the held-out games' decisions. */
    public record Report(int games, int training, int heldOut, MoveOrderWeights fitted, Recall fittedRecall,
                         Recall shippedRecall) {
    }

    private MoveOrderTuning() {
    }

    /** The winner's decisions in the game with at least {@code fromMove} stones on the board; none for a draw. */
    public static List<Decision> decisions(CalibrationGame game, Rules rules, int fromMove) {
        double first = game.firstPlayerResult(rules);
        List<Decision> decisions = new ArrayList<>();
        if (first == 0.5) {
            return decisions;
        }
        int winner = first == 1.0 ? EngineBoard.FIRST : 1 - EngineBoard.FIRST;
        EngineBoard board = new EngineBoard(rules, RADIUS, Evaluation.CODE_VALUES);
        List<Point> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
            int move = board.index(moves.get(i));
            int side = board.sideToMove();
            if (side == winner && board.moveCount() >= fromMove && !board.hasFivePoint()) {
                Decision d = decision(board, side, move);
                if (d != null) {
                    decisions.add(d);
                }
            }
            board.place(move, side);
        }
        return decisions;
    }

    /** The decision to play {@code move}, or null when it is not among the candidates (a far move). */
    private static Decision decision(EngineBoard board, int side, int move) {
        int[] cells = board.candidateCells();
        int[] own = new int[cells.length];
        int[] theirs = new int[cells.length];
        int count = 0;
        int chosen = -1;
        for (int cell : cells) {
            if (board.mayPlay(side, cell)) {
                if (cell == move) {
                    chosen = count;
                }
                own[count] = PatternFeatures.codeOf(board, side, cell);
                theirs[count++] = PatternFeatures.codeOf(board, 1 - side, cell);
            }
        }
        return chosen < 0 ? null : new Decision(Arrays.copyOf(own, count), Arrays.copyOf(theirs, count), chosen);
    }

    /** The weights (attack then defence, in logits) that make the decisions most likely, with the ridge. */
    static double[] fitLogits(List<Decision> decisions) {
        if (decisions.isEmpty()) {
            throw new IllegalArgumentException("a fit needs at least one decision");
        }
        int n = PatternFeatures.COUNT;
        int d = 2 * n;
        SparseFeatures features = new SparseFeatures();
        double ridge = RIDGE_PER_DECISION * decisions.size();
        double[] w = new double[d];
        double objective = logLikelihood(w, decisions, features) - 0.5 * ridge * dot(w, w);
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            double[] gradient = new double[d];
            double[][] hessian = new double[d][d];
            for (Decision decision : decisions) {
                accumulate(w, decision, features, gradient, hessian);
            }
            for (int a = 0; a < d; a++) {
                gradient[a] -= ridge * w[a];
                hessian[a][a] += ridge;
            }
            double[] step = LogisticFit.solve(hessian, gradient);
            double size = 1;
            double[] next = new double[d];
            double nextObjective;
            while (true) { // Newton's step, halved until it improves the fit
                for (int a = 0; a < d; a++) {
                    next[a] = w[a] + size * step[a];
                }
                nextObjective = logLikelihood(next, decisions, features) - 0.5 * ridge * dot(next, next);
                if (nextObjective >= objective || size < 1e-4) {
                    break;
                }
                size /= 2;
            }
            double gain = nextObjective - objective;
            if (gain < 0) {
                break; // no step along Newton's direction improves the fit: keep the last weights
            }
            w = next.clone();
            objective = nextObjective;
            if (gain < 1e-6 * decisions.size()) {
                break;
            }
        }
        return w;
    }

    /** Adds one decision's gradient and (negated) Hessian of the log-likelihood at {@code w}. */
    private static void accumulate(double[] w, Decision decision, SparseFeatures features, double[] gradient,
                                   double[][] hessian) {
        int n = PatternFeatures.COUNT;
        double[] p = chances(w, decision, features);
        double[] mean = new double[2 * n];
        for (int j = 0; j < p.length; j++) {
            int[] ownIndex = features.index(decision.ownCodes()[j]);
            int[] ownValue = features.value(decision.ownCodes()[j]);
            int[] theirIndex = features.index(decision.theirCodes()[j]);
            int[] theirValue = features.value(decision.theirCodes()[j]);
            int size = ownIndex.length + theirIndex.length;
            int[] index = new int[size];
            double[] value = new double[size];
            for (int k = 0; k < ownIndex.length; k++) {
                index[k] = ownIndex[k];
                value[k] = ownValue[k];
            }
            for (int k = 0; k < theirIndex.length; k++) {
                index[ownIndex.length + k] = n + theirIndex[k];
                value[ownIndex.length + k] = theirValue[k];
            }
            for (int a = 0; a < size; a++) {
                mean[index[a]] += p[j] * value[a];
                if (j == decision.chosen()) {
                    gradient[index[a]] += value[a];
                }
                for (int b = 0; b < size; b++) {
                    hessian[index[a]][index[b]] += p[j] * value[a] * value[b];
                }
            }
        }
        for (int a = 0; a < 2 * n; a++) {
            if (mean[a] == 0) {
                continue;
            }
            gradient[a] -= mean[a];
            for (int b = 0; b < 2 * n; b++) {
                hessian[a][b] -= mean[a] * mean[b];
            }
        }
    }

    /** The model's chance of each candidate. */
    private static double[] chances(double[] w, Decision decision, SparseFeatures features) {
        int count = decision.ownCodes().length;
        double[] values = new double[count];
        double top = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < count; j++) {
            values[j] = features.value(w, decision.ownCodes()[j], 0) + features.value(w, decision.theirCodes()[j],
                    PatternFeatures.COUNT);
            top = Math.max(top, values[j]);
        }
        double sum = 0;
        for (int j = 0; j < count; j++) {
            values[j] = Math.exp(values[j] - top);
            sum += values[j];
        }
        for (int j = 0; j < count; j++) {
            values[j] /= sum;
        }
        return values;
    }

    private static double logLikelihood(double[] w, List<Decision> decisions, SparseFeatures features) {
        double sum = 0;
        for (Decision decision : decisions) {
            sum += Math.log(Math.max(1e-300, chances(w, decision, features)[decision.chosen()]));
        }
        return sum;
    }

    private static double dot(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    /** The fitted weights in the move order's unit ({@link Evaluation#MOVE_ORDER_PER_LOGIT}). */
    public static MoveOrderWeights fit(List<Decision> decisions) {
        double[] logits = fitLogits(decisions);
        int n = PatternFeatures.COUNT;
        int[] attack = new int[n];
        int[] defence = new int[n];
        for (int f = 0; f < n; f++) {
            attack[f] = (int) Math.round(logits[f] * Evaluation.MOVE_ORDER_PER_LOGIT);
            defence[f] = (int) Math.round(logits[n + f] * Evaluation.MOVE_ORDER_PER_LOGIT);
        }
        return new MoveOrderWeights(attack, defence);
    }

    /** How the weights rank the chosen moves: the chosen move's rank is 1 + the candidates valued higher + half the others valued the same. */
    public static Recall recall(MoveOrderWeights weights, List<Decision> decisions) {
        int[] attack = Evaluation.moveOrderByCode(weights.attack());
        int[] defence = Evaluation.moveOrderByCode(weights.defence());
        double top1 = 0;
        double top4 = 0;
        double top16 = 0;
        for (Decision decision : decisions) {
            int count = decision.ownCodes().length;
            int chosen = attack[decision.ownCodes()[decision.chosen()]] + defence[decision.theirCodes()[decision.chosen()]];
            double rank = 1;
            for (int j = 0; j < count; j++) {
                int value = attack[decision.ownCodes()[j]] + defence[decision.theirCodes()[j]];
                if (value > chosen) {
                    rank++;
                } else if (value == chosen && j != decision.chosen()) {
                    rank += 0.5;
                }
            }
            top1 += rank <= 1 ? 1 : 0;
            top4 += rank <= 4 ? 1 : 0;
            top16 += rank <= 16 ? 1 : 0;
        }
        int total = Math.max(1, decisions.size());
        return new Recall(top1 / total, top4 / total, top16 / total);
    }

    /** Fits on the games not held out and judges the fit and the shipped order on those held out. */
    public static Report tune(List<CalibrationGame> games, Rules rules, int fromMove, int holdoutEvery) {
        if (holdoutEvery < 2) {
            throw new IllegalArgumentException("hold out every 2nd game or fewer, not every " + holdoutEvery);
        }
        List<Decision> training = new ArrayList<>();
        List<Decision> heldOut = new ArrayList<>();
        for (CalibrationGame game : games) {
            (game.number() % holdoutEvery == 0 ? heldOut : training).addAll(decisions(game, rules, fromMove));
        }
        if (training.isEmpty() || heldOut.isEmpty()) {
            throw new IllegalArgumentException("the games give " + training.size() + " training and " + heldOut.size()
                    + " held-out decisions of their winners: both need some");
        }
        MoveOrderWeights fitted = fit(training);
        return new Report(games.size(), training.size(), heldOut.size(), fitted, recall(fitted, heldOut),
                recall(Evaluation.MOVE_ORDER, heldOut));
    }

    /** Each pattern key's features as (index, count) pairs, made once per key: a cell has few features. */
    private static final class SparseFeatures {
        private final int[][] index = new int[PatternFeatures.CODES][];
        private final int[][] value = new int[PatternFeatures.CODES][];

        int[] index(int code) {
            load(code);
            return index[code];
        }

        int[] value(int code) {
            load(code);
            return value[code];
        }

        /** The weights from {@code offset} on times the key's features. */
        double value(double[] w, int code, int offset) {
            load(code);
            double sum = 0;
            for (int k = 0; k < index[code].length; k++) {
                sum += w[offset + index[code][k]] * value[code][k];
            }
            return sum;
        }

        private void load(int code) {
            if (index[code] != null) {
                return;
            }
            int[] counts = PatternFeatures.ofCode(code);
            int nonZero = 0;
            for (int c : counts) {
                nonZero += c != 0 ? 1 : 0;
            }
            int[] i = new int[nonZero];
            int[] v = new int[nonZero];
            int k = 0;
            for (int f = 0; f < counts.length; f++) {
                if (counts[f] != 0) {
                    i[k] = f;
                    v[k++] = counts[f];
                }
            }
            index[code] = i;
            value[code] = v;
        }
    }
}
