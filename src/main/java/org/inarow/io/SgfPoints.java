package org.inarow.io;

import java.util.Optional;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/** SGF's points: two letters from {@code a}, column first, row {@code a} at the top. */
final class SgfPoints {
    private SgfPoints() {
    }

    static String format(Point p, Rules rules) {
        return "" + (char) ('a' + p.col()) + (char) ('a' + rules.height() - 1 - p.row());
    }

    /** The point {@code value} names on the board, if it names one. */
    static Optional<Point> parse(String value, Rules rules) {
        String v = value.strip();
        if (v.length() != 2 || v.charAt(0) < 'a' || v.charAt(0) > 'z' || v.charAt(1) < 'a' || v.charAt(1) > 'z') {
            return Optional.empty();
        }
        int col = v.charAt(0) - 'a';
        int row = rules.height() - 1 - (v.charAt(1) - 'a');
        if (col >= rules.width() || row < 0) {
            return Optional.empty();
        }
        return Optional.of(new Point(col, row));
    }
}
