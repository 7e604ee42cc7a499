package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Builds test positions from stone lists rather than move orders: black and white stones given
 * relative to the centre, so one shape serves every board size, and lone filler stones on the
 * edges, five apart and away from the shape, even the count for the side that should move.
 */
final class Diagram {
    private final Rules rules;
    private final List<Point> black = new ArrayList<>();
    private final List<Point> white = new ArrayList<>();

    private Diagram(Rules rules) {
        this.rules = rules;
    }

    static Diagram on(Rules rules) {
        return new Diagram(rules);
    }

    /** A black stone {@code dx} right of and {@code dy} above the centre. */
    Diagram black(int dx, int dy) {
        black.add(rules.centre().plus(dx, dy));
        return this;
    }

    Diagram white(int dx, int dy) {
        white.add(rules.centre().plus(dx, dy));
        return this;
    }

    /** A row of stones from (dx, dy) going (stepX, stepY), {@code n} long. */
    Diagram blackRow(int dx, int dy, int stepX, int stepY, int n) {
        for (int i = 0; i < n; i++) {
            black(dx + i * stepX, dy + i * stepY);
        }
        return this;
    }

    Diagram whiteRow(int dx, int dy, int stepX, int stepY, int n) {
        for (int i = 0; i < n; i++) {
            white(dx + i * stepX, dy + i * stepY);
        }
        return this;
    }

    static Point at(Rules rules, int dx, int dy) {
        return rules.centre().plus(dx, dy);
    }

    /** The position with {@code toMove} to play. */
    Position toMove(Side toMove) {
        List<Point> b = new ArrayList<>(black);
        List<Point> w = new ArrayList<>(white);
        List<Point> fillers = fillers();
        // black moves first: black count = white count when black is to move, one more otherwise
        int wantBlack = toMove == Side.FIRST ? Math.max(b.size(), w.size()) : Math.max(b.size(), w.size() + 1);
        int wantWhite = toMove == Side.FIRST ? wantBlack : wantBlack - 1;
        int f = 0;
        while (b.size() < wantBlack) {
            b.add(fillers.get(f++));
        }
        while (w.size() < wantWhite) {
            w.add(fillers.get(f++));
        }
        List<Point> moves = new ArrayList<>();
        for (int i = 0; i < b.size(); i++) {
            moves.add(b.get(i));
            if (i < w.size()) {
                moves.add(w.get(i));
            }
        }
        return Position.of(rules, moves);
    }

    private List<Point> fillers() {
        List<Point> cells = new ArrayList<>();
        int w = rules.width();
        int h = rules.height();
        for (int c = 0; c < w; c += 5) {
            cells.add(new Point(c, 0));
            cells.add(new Point(c, h - 1));
        }
        for (int r = 5; r < h - 1; r += 5) {
            cells.add(new Point(0, r));
            cells.add(new Point(w - 1, r));
        }
        cells.removeIf(p -> near(p, black) || near(p, white));
        return cells;
    }

    private static boolean near(Point p, List<Point> stones) {
        return stones.stream().anyMatch(s -> Math.abs(s.col() - p.col()) <= 4 && Math.abs(s.row() - p.row()) <= 4);
    }
}
