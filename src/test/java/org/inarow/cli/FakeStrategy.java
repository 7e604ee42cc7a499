package org.inarow.cli;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Progress;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * A test strategy: reports the given progress records, then answers the first empty point from a1
 * along the rows, with a fixed node count. Remembers the limits and positions it was given.
 */
final class FakeStrategy implements Strategy {
    final List<Progress> progress;
    final long nodes;
    final List<Limits> limitsSeen = new ArrayList<>();
    final List<Position> positionsSeen = new ArrayList<>();

    FakeStrategy(long nodes, List<Progress> progress) {
        this.nodes = nodes;
        this.progress = progress;
    }

    @Override
    public String name() {
        return "fake";
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink sink) {
        limitsSeen.add(limits);
        positionsSeen.add(position);
        progress.forEach(sink::report);
        Point move = firstEmpty(position);
        return new SearchResult(move, 17, 3, nodes, 5, List.of(move));
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
