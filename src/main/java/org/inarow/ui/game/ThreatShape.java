package org.inarow.ui.game;

import java.util.Comparator;
import java.util.List;
import org.inarow.model.Point;

/**
 * What a threat's stones look like, for the words under the board: four or three stones on one
 * line (a four, an open three), or anything else (stones of several lines that win by fours). The
 * span names the stones from one end to the other, e.g. {@code e5–g7}.
 *
 * @param kind  the shape
 * @param from  the first stone along the line (null for {@link Kind#OTHER})
 * @param to    the last stone along the line (null for {@link Kind#OTHER})
 */
record ThreatShape(Kind kind, Point from, Point to) {

    enum Kind { FOUR, THREE, OTHER }

    static ThreatShape of(List<Point> stones) {
        if ((stones.size() == 4 || stones.size() == 3) && onOneLine(stones)) {
            List<Point> sorted = stones.stream().sorted(Comparator.comparingInt(Point::col)
                    .thenComparingInt(Point::row)).toList();
            return new ThreatShape(stones.size() == 4 ? Kind.FOUR : Kind.THREE, sorted.get(0),
                    sorted.get(sorted.size() - 1));
        }
        return new ThreatShape(Kind.OTHER, null, null);
    }

    /** Whether {@code points} lie on one row, column or diagonal. */
    static boolean onOneLine(List<Point> points) {
        Point a = points.get(0);
        Point b = points.get(1);
        int dc = Integer.signum(b.col() - a.col());
        int dr = Integer.signum(b.row() - a.row());
        if (Math.abs(b.col() - a.col()) != Math.abs(b.row() - a.row()) && dc != 0 && dr != 0) {
            return false; // neither straight nor diagonal
        }
        for (Point p : points) {
            int pc = p.col() - a.col();
            int pr = p.row() - a.row();
            boolean along = dc == 0 ? pc == 0 : dr == 0 ? pr == 0 : pc * dr == pr * dc && Math.abs(pc) == Math.abs(pr);
            if (!along) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code cells} all lie on the line through this shape's stones (an open four's two ends do). */
    boolean inLineWith(List<Point> cells) {
        if (kind == Kind.OTHER) {
            return false;
        }
        for (Point c : cells) {
            if (!onOneLine(List.of(from, to, c))) {
                return false;
            }
        }
        return true;
    }
}
