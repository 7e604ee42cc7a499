package org.inarow.ai.engine.threats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Hand-made renju test positions from stone lists in notation ("d8 e8 f8"), the same stones under
 * other rules for comparison. Lone filler stones (three apart along the edges, away from the
 * shapes) even the counts for the side to move; the stones are played
 * in a seeded order the model accepts (no forbidden move, no five on the way).
 */
final class RenjuDiagrams {
    /** Along the edges, three apart: no shape among them, and far from the diagrams' middle. */
    private static final String BLACK_FILLERS = "a1 d1 g1 j1 m1 o4 o7 o10 o13 a4";
    private static final String WHITE_FILLERS = "a15 d15 g15 j15 m15 a12 a9 a6 o12 o9";

    private final String black;
    private final String white;

    private RenjuDiagrams(String black, String white) {
        this.black = black;
        this.white = white;
    }

    static RenjuDiagrams of(String black, String white) {
        return new RenjuDiagrams(black, white);
    }

    /** The same stones plus some, e.g. after a move. */
    RenjuDiagrams plusWhite(String more) {
        return new RenjuDiagrams(black, white + " " + more);
    }

    RenjuDiagrams plusBlack(String more) {
        return new RenjuDiagrams(black + " " + more, white);
    }

    Position renju(Side toMove) {
        return position(Rules.renju(), toMove);
    }

    /** Exactly five for both, no forbidden points: Black's six is allowed and wins nothing. */
    Position standard(Side toMove) {
        return position(Rules.gomokuStandard(15), toMove);
    }

    static Point point(String name) {
        return Notation.parsePoint(name, Rules.renju());
    }

    Position position(Rules rules, Side toMove) {
        List<Point> b = points(black);
        List<Point> w = points(white);
        int blackCount = Math.max(b.size(), w.size() + (toMove == Side.SECOND ? 1 : 0));
        int whiteCount = toMove == Side.SECOND ? blackCount - 1 : blackCount;
        addFillers(b, blackCount, BLACK_FILLERS, b, w);
        addFillers(w, whiteCount, WHITE_FILLERS, b, w);
        Random random = new Random(3);
        for (int attempt = 0; attempt < 500; attempt++) {
            List<Point> moves = new ArrayList<>();
            for (int i = 0; i < b.size(); i++) {
                moves.add(b.get(i));
                if (i < w.size()) {
                    moves.add(w.get(i));
                }
            }
            try {
                Position position = Position.of(rules, moves);
                if (!position.isOver()) {
                    return position;
                }
            } catch (IllegalArgumentException refused) {
                // a forbidden move or a five on the way: another order
            }
            Collections.shuffle(b, random);
            Collections.shuffle(w, random);
        }
        throw new IllegalArgumentException("no order of the stones is a legal game: " + black + " / " + white);
    }

    private static void addFillers(List<Point> stones, int count, String fillers, List<Point> b, List<Point> w) {
        for (Point p : points(fillers)) {
            if (stones.size() < count && far(p, b) && far(p, w)) {
                stones.add(p);
            }
        }
        if (stones.size() < count) {
            throw new IllegalArgumentException("no room for filler stones among " + fillers);
        }
    }

    private static boolean far(Point p, List<Point> stones) {
        return stones.stream().allMatch(s -> Math.abs(s.col() - p.col()) > 2 || Math.abs(s.row() - p.row()) > 2);
    }

    private static List<Point> points(String names) {
        List<Point> points = new ArrayList<>();
        for (String name : names.trim().split("\\s+")) {
            points.add(point(name));
        }
        return points;
    }
}
