package org.inarow.ai.engine.eval;

import java.util.Arrays;

/**
 * The evaluation's weights, in sixteenths of a point: one per {@link PatternFeatures} feature for
 * the side to move, one per feature for the side that waits, and the value of having the move.
 */
public record EvaluationWeights(int[] toMove, int[] waiting, int tempo) {

    public EvaluationWeights {
        if (toMove.length != PatternFeatures.COUNT || waiting.length != PatternFeatures.COUNT) {
            throw new IllegalArgumentException("expected " + PatternFeatures.COUNT + " weights a side");
        }
        toMove = toMove.clone();
        waiting = waiting.clone();
    }

    @Override
    public int[] toMove() {
        return toMove.clone();
    }

    @Override
    public int[] waiting() {
        return waiting.clone();
    }

    /** The score in points of a position with these feature counts, as {@link Evaluation} gives it for a quiet position. */
    public int score(int[] toMoveCounts, int[] waitingCounts) {
        long sixteenths = tempo;
        for (int f = 0; f < PatternFeatures.COUNT; f++) {
            sixteenths += (long) toMove[f] * toMoveCounts[f] + (long) waiting[f] * waitingCounts[f];
        }
        return (int) Math.floorDiv(sixteenths, Evaluation.SIXTEENTHS);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EvaluationWeights w && Arrays.equals(toMove, w.toMove)
                && Arrays.equals(waiting, w.waiting) && tempo == w.tempo;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(toMove) + Arrays.hashCode(waiting)) + tempo;
    }

    @Override
    public String toString() {
        return "to move " + Arrays.toString(toMove) + ", waiting " + Arrays.toString(waiting) + ", tempo " + tempo;
    }
}
