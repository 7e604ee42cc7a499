package org.inarow.ai.calibration;

import org.inarow.ai.WinChance;

/**
 * The curves the fit compares, by the terms of {@link WinChance.Curve} they use besides the
 * intercept: the score alone; with the side to move; with the moves played as well.
 */
public enum CalibrationModel {
    SCORE(true, false, false),
    SCORE_AND_SIDE(true, true, false),
    SCORE_SIDE_AND_MOVES(true, true, true);

    private final boolean score;
    private final boolean side;
    private final boolean moves;

    CalibrationModel(boolean score, boolean side, boolean moves) {
        this.score = score;
        this.side = side;
        this.moves = moves;
    }

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The row of features for a position: 1, then s, [first to move], m, s·m as this model uses them. */
    double[] features(ScoredPosition p, int cap) {
        double s = WinChance.firstPlayerScore(p.score(), p.toMove(), cap) / 100.0;
        double m = p.moveCount() / 100.0;
        double[] all = {1, s, p.toMove() == org.inarow.model.Side.FIRST ? 1 : 0, m, s * m};
        boolean[] used = {true, score, side, moves, moves};
        int n = 0;
        for (boolean u : used) {
            n += u ? 1 : 0;
        }
        double[] row = new double[n];
        int j = 0;
        for (int i = 0; i < all.length; i++) {
            if (used[i]) {
                row[j++] = all[i];
            }
        }
        return row;
    }

    /** The fitted weights as a curve. */
    WinChance.Curve curve(double[] w, int cap) {
        int j = 0;
        double intercept = w[j++];
        double perScore = score ? w[j++] : 0;
        double firstToMove = side ? w[j++] : 0;
        double perMove = moves ? w[j++] : 0;
        double perScoreAndMove = moves ? w[j] : 0;
        return new WinChance.Curve(cap, intercept, perScore, firstToMove, perMove, perScoreAndMove);
    }
}
