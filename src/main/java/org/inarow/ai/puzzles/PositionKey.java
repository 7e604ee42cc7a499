package org.inarow.ai.puzzles;

import java.util.List;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * A position's stones up to the 8 symmetries of the square board (rotations and reflections): two
 * positions have the same key exactly when one is the other turned or mirrored, whatever the order
 * the stones were played in. The side to move follows from the stones.
 */
public final class PositionKey {

    private PositionKey() {
    }

    /** The key: the least, as text, of the 8 transformed boards written cell by cell ({@code .}, {@code x}, {@code o}). */
    public static String of(Position position) {
        Rules rules = position.rules();
        if (rules.width() != rules.height()) {
            throw new IllegalArgumentException("symmetries need a square board");
        }
        int n = rules.width();
        List<Point> moves = position.moves();
        String best = null;
        for (int t = 0; t < 8; t++) {
            char[] cells = new char[n * n];
            java.util.Arrays.fill(cells, '.');
            for (int i = 0; i < moves.size(); i++) {
                Point p = transform(moves.get(i), t, n);
                cells[p.row() * n + p.col()] = i % 2 == 0 ? 'x' : 'o';
            }
            String key = new String(cells);
            if (best == null || key.compareTo(best) < 0) {
                best = key;
            }
        }
        return best;
    }

    /** Symmetry {@code t} (0 to 7) of the n×n board: 0 is the identity. */
    static Point transform(Point p, int t, int n) {
        int x = p.col();
        int y = p.row();
        if ((t & 1) != 0) {
            x = n - 1 - x; // mirror
        }
        for (int r = 0; r < (t >> 1); r++) { // quarter turns
            int nx = n - 1 - y;
            y = x;
            x = nx;
        }
        return new Point(x, y);
    }
}
