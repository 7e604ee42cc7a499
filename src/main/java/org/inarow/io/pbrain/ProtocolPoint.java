package org.inarow.io.pbrain;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * Points as the Gomocup protocol writes them: {@code x,y}, 0-based, x from the left and y from the
 * top, so {@code h8} is {@code 7,7} and {@code a1} is {@code 0,14} on a 15×15 board.
 */
final class ProtocolPoint {
    private static final Pattern X_Y = Pattern.compile("(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})");

    private ProtocolPoint() {
    }

    static String format(Point p, Rules rules) {
        return p.col() + "," + (rules.height() - 1 - p.row());
    }

    /** Reads {@code x,y} and checks it lies on the board. */
    static Point parse(String text, Rules rules) {
        Matcher m = X_Y.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + UserText.shown(text.strip(), 40) + "' is not a point x,y");
        }
        int x = Integer.parseInt(m.group(1));
        int y = Integer.parseInt(m.group(2));
        if (x < 0 || x >= rules.width() || y < 0 || y >= rules.height()) {
            throw new IllegalArgumentException(x + "," + y + " is off the " + rules.width() + "x" + rules.height() + " board");
        }
        return new Point(x, rules.height() - 1 - y);
    }
}
