package org.inarow.io.gomocup;

import java.util.List;
import org.inarow.model.Point;

/**
 * An engine's answer to {@code SWAP2BOARD}: {@code swap} (it takes Black), or the stones it places — three on
 * the empty board; after three stones one (it stays White and this is White's move) or two (White's and
 * Black's, handing the choice back); after five one (White's move).
 */
public record Swap2Reply(boolean swap, List<Point> stones) {
    public static final Swap2Reply SWAP = new Swap2Reply(true, List.of());

    public Swap2Reply {
        stones = List.copyOf(stones);
        if (swap != stones.isEmpty()) {
            throw new IllegalArgumentException("a swap2 reply is SWAP or stones, not both");
        }
    }

    public static Swap2Reply stones(List<Point> placed) {
        return new Swap2Reply(false, placed);
    }
}
