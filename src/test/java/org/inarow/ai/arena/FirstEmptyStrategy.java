package org.inarow.ai.arena;

import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/** A deterministic test player: the first empty point from a1, along the rows. */
final class FirstEmptyStrategy implements Strategy {

    @Override
    public String name() {
        return "first-empty";
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        Point move = firstEmpty(position);
        return new SearchResult(move, 0, 1, 1, 0, List.of(move));
    }

    static Point firstEmpty(Position position) {
        Rules rules = position.rules();
        for (int row = 0; row < rules.height(); row++) {
            for (int col = 0; col < rules.width(); col++) {
                if (position.isEmpty(new Point(col, row))) {
                    return new Point(col, row);
                }
            }
        }
        throw new IllegalArgumentException("no empty point");
    }
}
