package org.inarow.ai.engine.board;

import java.util.HashMap;
import java.util.Map;
import org.inarow.model.Board;
import org.inarow.model.Direction;
import org.inarow.model.Overline;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * A slow referee for {@link EngineBoard}: reads the whole line through a cell off a model
 * {@link Board} as text and applies the definitions of {@link LinePattern} to it directly, with
 * runs measured on the full line (not a window). Further stones are only tried within the reach
 * the definitions use: k-1 cells either side (k when exactly k wins).
 */
final class NaivePatterns {
    private final Rules rules;
    private final int reach;
    private final Map<String, LinePattern> memo = new HashMap<>();

    NaivePatterns(Rules rules) {
        this.rules = rules;
        this.reach = rules.overline() == Overline.WINS ? rules.k() - 1 : rules.k();
    }

    /** What {@code side} makes along {@code d} by playing the empty cell {@code p}. */
    LinePattern pattern(Board board, Point p, Direction d, Side side) {
        // the full line through p: 'x' own, 'o' other, '.' empty; the centre's position remembered
        StringBuilder line = new StringBuilder();
        int back = 0;
        while (rules.contains(p.plus(-(back + 1) * d.dCol(), -(back + 1) * d.dRow()))) {
            back++;
        }
        Point start = p.plus(-back * d.dCol(), -back * d.dRow());
        for (Point q = start; rules.contains(q); q = q.plus(d.dCol(), d.dRow())) {
            line.append(symbol(board, q, side));
        }
        return classify(line.toString(), back);
    }

    private static char symbol(Board board, Point q, Side side) {
        return board.at(q).map(s -> s == side ? 'x' : 'o').orElse('.');
    }

    LinePattern classify(String line, int centre) {
        String key = line + "@" + centre;
        LinePattern known = memo.get(key);
        if (known != null) {
            return known;
        }
        char[] cells = line.toCharArray();
        cells[centre] = 'x';
        LinePattern result;
        if (winningRunThrough(cells, centre, centre)) {
            result = LinePattern.FIVE;
        } else {
            int fivePoints = 0;
            for (int i = Math.max(0, centre - reach); i <= Math.min(cells.length - 1, centre + reach); i++) {
                if (cells[i] == '.') {
                    cells[i] = 'x';
                    if (winningRunThrough(cells, i, centre)) {
                        fivePoints++;
                    }
                    cells[i] = '.';
                }
            }
            if (fivePoints >= 2) {
                result = LinePattern.OPEN_FOUR;
            } else if (fivePoints == 1) {
                result = LinePattern.FOUR;
            } else {
                result = LinePattern.NONE;
                for (int i = Math.max(0, centre - reach); i <= Math.min(cells.length - 1, centre + reach); i++) {
                    if (i != centre && line.charAt(i) == '.') {
                        char[] more = line.toCharArray();
                        more[i] = 'x';
                        LinePattern after = classify(new String(more), centre);
                        LinePattern before = stepBack(after);
                        if (before.compareTo(result) > 0) {
                            result = before;
                        }
                    }
                }
                if (result == LinePattern.NONE && roomForK(cells, centre)) {
                    result = LinePattern.ONE;
                }
            }
        }
        memo.put(key, result);
        return result;
    }

    private static LinePattern stepBack(LinePattern after) {
        switch (after) {
            case OPEN_FOUR:
            case FIVE:
                return LinePattern.OPEN_THREE;
            case FOUR:
                return LinePattern.THREE;
            case OPEN_THREE:
                return LinePattern.OPEN_TWO;
            case THREE:
                return LinePattern.TWO;
            case NONE:
                return LinePattern.NONE;
            default:
                return LinePattern.ONE;
        }
    }

    /** The run of 'x' through {@code at} contains {@code centre} and wins under the rules. */
    private boolean winningRunThrough(char[] cells, int at, int centre) {
        int lo = at;
        while (lo > 0 && cells[lo - 1] == 'x') {
            lo--;
        }
        int hi = at;
        while (hi < cells.length - 1 && cells[hi + 1] == 'x') {
            hi++;
        }
        return lo <= centre && centre <= hi && rules.isWinningRun(hi - lo + 1);
    }

    private boolean roomForK(char[] cells, int centre) {
        int k = rules.k();
        for (int start = centre - k + 1; start <= centre; start++) {
            if (start < 0 || start + k > cells.length) {
                continue;
            }
            boolean free = true;
            for (int i = start; i < start + k; i++) {
                free &= cells[i] != 'o';
            }
            if (free) {
                return true;
            }
        }
        return false;
    }
}
