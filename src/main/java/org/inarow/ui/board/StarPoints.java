package org.inarow.ui.board;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Point;

/**
 * The marked intersections of a gomoku board: the four corner points on the fourth lines, the
 * centre of an odd board, and on big odd boards (19×19) the side points as well.
 */
final class StarPoints {
    private StarPoints() {
    }

    static List<Point> of(int columns, int rows) {
        List<Point> points = new ArrayList<>();
        if (columns < 9 || rows < 9) {
            return points;
        }
        int ex = columns >= 13 ? 3 : 2;
        int ey = rows >= 13 ? 3 : 2;
        for (int x : new int[] {ex, columns - 1 - ex}) {
            for (int y : new int[] {ey, rows - 1 - ey}) {
                points.add(new Point(x, y));
            }
        }
        boolean oddBoard = columns % 2 == 1 && rows % 2 == 1;
        int cx = (columns - 1) / 2;
        int cy = (rows - 1) / 2;
        if (oddBoard) {
            points.add(new Point(cx, cy));
        }
        if (oddBoard && columns >= 19 && rows >= 19) {
            points.addAll(List.of(new Point(cx, ey), new Point(cx, rows - 1 - ey),
                    new Point(ex, cy), new Point(columns - 1 - ex, cy)));
        }
        return points;
    }
}
