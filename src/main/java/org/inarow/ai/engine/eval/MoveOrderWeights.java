package org.inarow.ai.engine.eval;

import java.util.Arrays;

/**
 * The move order's weights, in {@link Evaluation#MOVE_ORDER_PER_LOGIT} a unit of log-odds: one per
 * {@link PatternFeatures} feature of the cell for the side that plays it (what the move makes) and
 * one per feature of the cell for the opponent (what the move takes from it).
 */
public record MoveOrderWeights(int[] attack, int[] defence) {

    public MoveOrderWeights {
        if (attack.length != PatternFeatures.COUNT || defence.length != PatternFeatures.COUNT) {
            throw new IllegalArgumentException("expected " + PatternFeatures.COUNT + " weights a side");
        }
        attack = attack.clone();
        defence = defence.clone();
    }

    @Override
    public int[] attack() {
        return attack.clone();
    }

    @Override
    public int[] defence() {
        return defence.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MoveOrderWeights w && Arrays.equals(attack, w.attack) && Arrays.equals(defence, w.defence);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(attack) + Arrays.hashCode(defence);
    }

    @Override
    public String toString() {
        return "attack " + Arrays.toString(attack) + ", defence " + Arrays.toString(defence);
    }
}
