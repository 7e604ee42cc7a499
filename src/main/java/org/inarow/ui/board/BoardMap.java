package org.inarow.ui.board;

import java.util.List;
import java.util.Optional;
import org.inarow.model.Point;

/**
 * What the "who will win" map adds to the board: the tinted candidate points, the points that must
 * block the opponent's threat (marked whether or not they are candidates), and the opponent's stones
 * that make the threat (outlined). Plain values: the board knows no rules.
 */
public record BoardMap(List<MapPoint> points, List<Point> mustBlock, List<Point> threatStones) {

    public static final BoardMap NONE = new BoardMap(List.of(), List.of(), List.of());

    public BoardMap {
        points = List.copyOf(points);
        mustBlock = List.copyOf(mustBlock);
        threatStones = List.copyOf(threatStones);
    }

    public boolean isEmpty() {
        return points.isEmpty() && mustBlock.isEmpty() && threatStones.isEmpty();
    }

    /** The map's point at {@code p}, if it has one. */
    public Optional<MapPoint> at(Point p) {
        return points.stream().filter(m -> m.point().equals(p)).findFirst();
    }
}
