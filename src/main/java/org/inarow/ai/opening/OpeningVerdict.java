package org.inarow.ai.opening;

import java.util.List;
import org.inarow.model.OpeningChoice;
import org.inarow.model.Point;

/**
 * The computer's answer at an opening choice: what it chooses, the stones that go with it (the two
 * it places for {@link OpeningChoice#PLACE_TWO}; White's next move for {@link OpeningChoice#PLAY_WHITE},
 * since White is to move; none for {@link OpeningChoice#PLAY_BLACK}), and Black's win chance it judged.
 */
public record OpeningVerdict(OpeningChoice choice, List<Point> stones, double blackChance) {

    public OpeningVerdict {
        stones = List.copyOf(stones);
    }
}
