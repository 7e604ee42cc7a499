package org.inarow.ui.board;

import java.util.List;
import org.inarow.model.Point;
import org.inarow.model.Side;

/**
 * A line of moves to come, drawn over the board as numbered see-through stones: the winning line,
 * the expected continuation, a variation. The player steps through it; {@code shown} stones are on
 * the board, numbered from 1, colours alternating from {@code first}.
 *
 * @param points the line's points in order, from the position on the board
 * @param first  the side of the first stone
 * @param shown  how many of them are drawn, 0 to all
 */
public record GhostLine(List<Point> points, Side first, int shown) {

    public static final GhostLine NONE = new GhostLine(List.of(), Side.FIRST, 0);

    public GhostLine {
        points = List.copyOf(points);
        shown = Math.max(0, Math.min(points.size(), shown));
    }

    /** The whole line shown. */
    public static GhostLine of(List<Point> points, Side first) {
        return new GhostLine(points, first, points.size());
    }

    public boolean isEmpty() {
        return points.isEmpty();
    }

    /** The side of the stone at {@code index} (0 for the first). */
    public Side sideAt(int index) {
        return index % 2 == 0 ? first : first.opponent();
    }

    /** The stones drawn. */
    public List<Point> shownPoints() {
        return points.subList(0, shown);
    }

    /** The same line with {@code delta} stones more (or fewer) shown. */
    public GhostLine stepped(int delta) {
        return new GhostLine(points, first, shown + delta);
    }
}
