package org.inarow.ai.calibration;

import java.util.Locale;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.model.Side;

/**
 * One position of a calibration game with the predictor's answer and how the game ended. As a line
 * of the positions file: {@code game<TAB>opening<TAB>moves<TAB>to-move<TAB>proof<TAB>score<TAB>chance<TAB>result},
 * moves played so far, the side to move ({@code first}/{@code second}), the prediction's proof and
 * score (side to move's view) and first player's chance, and the first player's result (1, 0 or 0.5).
 */
public record ScoredPosition(int game, int opening, int moveCount, Side toMove, Proof proof, int score,
                             double predictedChance, double result) {

    static ScoredPosition of(CalibrationGame game, int moveCount, Prediction prediction, double result) {
        return new ScoredPosition(game.number(), game.opening(), moveCount, Side.toMoveAfter(moveCount),
                prediction.proof(), prediction.score(), prediction.firstPlayerWinChance(), result);
    }

    public boolean isEstimate() {
        return proof == Proof.ESTIMATE;
    }

    public String toLine() {
        return String.join("\t", Integer.toString(game), Integer.toString(opening), Integer.toString(moveCount),
                toMove.name().toLowerCase(Locale.ROOT), proof.id(), Integer.toString(score),
                String.format(Locale.ROOT, "%.4f", predictedChance), result == 0.5 ? "0.5" : result == 1 ? "1" : "0");
    }

    public static ScoredPosition parse(String line) {
        String[] f = line.split("\t");
        if (f.length != 8) {
            throw new IllegalArgumentException("expected 8 tab-separated fields, found " + f.length);
        }
        int moveCount = Integer.parseInt(f[2]);
        Side toMove = Side.valueOf(f[3].toUpperCase(Locale.ROOT));
        if (toMove != Side.toMoveAfter(moveCount)) {
            throw new IllegalArgumentException(f[3] + " is not to move after " + moveCount + " moves");
        }
        double result = Double.parseDouble(f[7]);
        if (result != 0 && result != 0.5 && result != 1) {
            throw new IllegalArgumentException("result " + f[7] + ": expected 1, 0 or 0.5");
        }
        return new ScoredPosition(Integer.parseInt(f[0]), Integer.parseInt(f[1]), moveCount, toMove,
                Proof.valueOf(f[4].toUpperCase(Locale.ROOT)), Integer.parseInt(f[5]), Double.parseDouble(f[6]), result);
    }
}
