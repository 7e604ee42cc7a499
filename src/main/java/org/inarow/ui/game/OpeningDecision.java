package org.inarow.ui.game;

import java.util.List;
import org.inarow.model.OpeningChoice;
import org.inarow.model.Point;

/**
 * What the computer decided at an opening step: a choice (none when it only places stones) and
 * the stones it places now (its three opening stones, or the two after choosing to place two more).
 */
record OpeningDecision(OpeningChoice choice, List<Point> stones) {

    OpeningDecision {
        stones = List.copyOf(stones);
    }
}
