package org.inarow.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/** Plays any empty cell at random (seeded): the weakest player, for tests and arena baselines. */
public final class RandomStrategy implements Strategy {
    private final Random random;

    public RandomStrategy(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        Rules rules = position.rules();
        List<Point> empty = new ArrayList<>();
        for (int row = 0; row < rules.height(); row++) {
            for (int col = 0; col < rules.width(); col++) {
                Point p = new Point(col, row);
                if (position.isPlayable(p)) { // empty, and not forbidden to Black under renju
                    empty.add(p);
                }
            }
        }
        if (empty.isEmpty() || position.isOver()) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        Point move = empty.get(random.nextInt(empty.size()));
        return new SearchResult(move, 0, 0, 1, 0, List.of(move));
    }
}
