package org.inarow.ui.board;

import java.util.Objects;
import org.inarow.ai.OutcomeClass;
import org.inarow.model.Point;

/**
 * A point of the "who will win" map as the board paints it: a disc tinted by what playing there
 * leads to, with a short label (its win chance) and a tooltip, ringed if it is the best move.
 *
 * @param point   the empty point
 * @param outcome its class: the tint
 * @param label   written on the disc (a few characters), or empty
 * @param tooltip the sentence shown on hover
 * @param best    whether it is the best move
 */
public record MapPoint(Point point, OutcomeClass outcome, String label, String tooltip, boolean best) {

    public MapPoint {
        Objects.requireNonNull(point);
        Objects.requireNonNull(outcome);
        Objects.requireNonNull(label);
        Objects.requireNonNull(tooltip);
    }
}
