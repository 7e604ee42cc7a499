package org.inarow.ai.exact;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * An independent tic-tac-toe referee: plain negamax over a nine-cell array with the eight lines
 * written out, no memory, no pruning. Values are from the side to move: {@code WIN - plies} for a
 * win (quicker is more), {@code -(WIN - plies)} for a loss, 0 for a draw.
 */
final class BruteForce {
    static final int WIN = 100;
    private static final int[][] LINES = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    private BruteForce() {
    }

    /** Cells of a position: 0 empty, 1 X (first), 2 O; index row * 3 + col. */
    static int[] cells(Position position) {
        int[] cells = new int[9];
        List<Point> moves = position.moves();
        for (int i = 0; i < moves.size(); i++) {
            Point p = moves.get(i);
            cells[p.row() * 3 + p.col()] = i % 2 == 0 ? 1 : 2;
        }
        return cells;
    }

    static boolean won(int[] cells, int who) {
        for (int[] line : LINES) {
            if (cells[line[0]] == who && cells[line[1]] == who && cells[line[2]] == who) {
                return true;
            }
        }
        return false;
    }

    /** The value for {@code who} to move (the game not over). */
    static int value(int[] cells, int who) {
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < 9; i++) {
            if (cells[i] == 0) {
                best = Math.max(best, valueOfMove(cells, who, i));
            }
        }
        return best;
    }

    /** The value for {@code who} of playing cell i. */
    static int valueOfMove(int[] cells, int who, int i) {
        cells[i] = who;
        int v;
        if (won(cells, who)) {
            v = WIN - 1;
        } else if (full(cells)) {
            v = 0;
        } else {
            int child = value(cells, 3 - who);
            v = child > 0 ? -(child - 1) : child < 0 ? -(child + 1) : 0;
        }
        cells[i] = 0;
        return v;
    }

    static boolean full(int[] cells) {
        for (int c : cells) {
            if (c == 0) {
                return false;
            }
        }
        return true;
    }

    /** Every position reachable from the empty board (finished ones included), one move order each. */
    static List<Position> reachablePositions() {
        Map<String, Position> seen = new LinkedHashMap<>();
        List<Position> frontier = new ArrayList<>(List.of(Position.empty(Rules.ticTacToe())));
        while (!frontier.isEmpty()) {
            List<Position> next = new ArrayList<>();
            for (Position p : frontier) {
                String key = java.util.Arrays.toString(cells(p));
                if (seen.putIfAbsent(key, p) != null || p.isOver()) {
                    continue;
                }
                for (int i = 0; i < 9; i++) {
                    Point q = new Point(i % 3, i / 3);
                    if (p.isEmpty(q)) {
                        next.add(p.play(q));
                    }
                }
            }
            frontier = next;
        }
        return new ArrayList<>(seen.values());
    }
}
