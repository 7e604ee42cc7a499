package org.inarow.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately slow, obviously correct referee: it scans every maximal run on the whole board,
 * knowing nothing of the last move, to cross-check {@link Board}'s four-line win check.
 */
final class NaiveWinScanner {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    /** A maximal run of one colour: its cells in line order and the direction it runs in. */
    record Run(Side side, int direction, List<Point> cells) {
    }

    private NaiveWinScanner() {
    }

    /** Every maximal run on the board that wins under the rules. */
    static List<Run> winningRuns(Rules rules, Game game) {
        List<Run> runs = new ArrayList<>();
        for (int d = 0; d < DIRECTIONS.length; d++) {
            int dc = DIRECTIONS[d][0];
            int dr = DIRECTIONS[d][1];
            for (int col = 0; col < rules.width(); col++) {
                for (int row = 0; row < rules.height(); row++) {
                    Point start = new Point(col, row);
                    var side = game.stoneAt(start);
                    if (side.isEmpty() || game.stoneAt(start.plus(-dc, -dr)).equals(side)) {
                        continue; // empty, or not the start of its run
                    }
                    List<Point> cells = new ArrayList<>();
                    Point p = start;
                    while (game.stoneAt(p).equals(side)) {
                        cells.add(p);
                        p = p.plus(dc, dr);
                    }
                    boolean wins = rules.overline() == Overline.WINS ? cells.size() >= rules.k() : cells.size() == rules.k();
                    if (wins) {
                        runs.add(new Run(side.get(), d, cells));
                    }
                }
            }
        }
        return runs;
    }

    /** True when no empty cell is left. */
    static boolean isFull(Rules rules, Game game) {
        for (int col = 0; col < rules.width(); col++) {
            for (int row = 0; row < rules.height(); row++) {
                if (game.stoneAt(new Point(col, row)).isEmpty()) {
                    return false;
                }
            }
        }
        return true;
    }
}
