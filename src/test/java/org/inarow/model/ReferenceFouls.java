package org.inarow.model;

import java.util.HashSet;
import java.util.Set;

/**
 * A slow, independent reading of the RIF forbidden-point rules, to check {@link FoulDetector}
 * against. It shares no code with it: it works on a plain grid, finds fours by sliding every
 * five-cell window along each line, and finds a three by trying every empty cell of the line and
 * asking whether the line then holds a straight four (two completing points that finish the same
 * four stones) through both stones; that cell must itself not be forbidden, asked recursively.
 */
final class ReferenceFouls {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private static final int EMPTY = 0;
    private static final int BLACK = 1;
    private static final int ANY_GAP = 99;

    private final int size;
    private final int[][] grid; // grid[x][y]
    private final int depthLimit;
    private int depth;

    ReferenceFouls(Board board) {
        this(board, Integer.MAX_VALUE);
    }

    /** A reference that, below {@code depthLimit} levels of three-checking, takes every three as real. */
    ReferenceFouls(Board board, int depthLimit) {
        this.depthLimit = depthLimit;
        size = board.width();
        grid = new int[size][size];
        for (int i = 0; i < board.cellCount(); i++) {
            Point p = board.point(i);
            grid[p.col()][p.row()] = board.cell(i);
        }
    }

    Foul foul(int x, int y) {
        if (grid[x][y] != EMPTY) {
            return null;
        }
        grid[x][y] = BLACK;
        try {
            return placedFoul(x, y);
        } finally {
            grid[x][y] = EMPTY;
        }
    }

    /** The foul of the Black stone standing at (x, y). */
    private Foul placedFoul(int x, int y) {
        int longest = 0;
        for (int[] d : DIRECTIONS) {
            int run = run(x, y, d);
            if (run == 5) {
                return null;
            }
            longest = Math.max(longest, run);
        }
        if (longest >= 6) {
            return Foul.OVERLINE;
        }
        int fours = 0;
        boolean[] hasFour = new boolean[DIRECTIONS.length];
        for (int i = 0; i < DIRECTIONS.length; i++) {
            int n = fourStoneSets(x, y, DIRECTIONS[i], ANY_GAP).size();
            hasFour[i] = n > 0;
            fours += n;
        }
        if (fours >= 2) {
            return Foul.DOUBLE_FOUR;
        }
        int candidates = 0;
        for (int i = 0; i < DIRECTIONS.length; i++) {
            if (!hasFour[i] && threeOn(x, y, DIRECTIONS[i], false)) {
                candidates++;
            }
        }
        if (candidates < 2) {
            return null;
        }
        int real = 0;
        for (int i = 0; i < DIRECTIONS.length; i++) {
            if (!hasFour[i] && threeOn(x, y, DIRECTIONS[i], true)) {
                real++;
            }
        }
        return real >= 2 ? Foul.DOUBLE_THREE : null;
    }

    /** Whether some empty cell of the line makes a straight four through (x, y) and itself. */
    private boolean threeOn(int x, int y, int[] d, boolean mustBeAllowed) {
        for (int t = -4; t <= 4; t++) { // a five through (x, y) lies within four steps of it
            int ex = x + t * d[0];
            int ey = y + t * d[1];
            if (t == 0 || !on(ex, ey) || grid[ex][ey] != EMPTY) {
                continue;
            }
            grid[ex][ey] = BLACK;
            boolean straight = hasStraightFour(x, y, t, d);
            grid[ex][ey] = EMPTY;
            if (straight && (!mustBeAllowed || depth >= depthLimit || allowedOneLevelDown(ex, ey))) {
                return true;
            }
        }
        return false;
    }

    private boolean allowedOneLevelDown(int x, int y) {
        depth++;
        try {
            return foul(x, y) == null;
        } finally {
            depth--;
        }
    }

    /** Two different completing points finish the very same four stones, which hold cell {@code e} too. */
    private boolean hasStraightFour(int x, int y, int e, int[] d) {
        Set<Integer> seen = new HashSet<>();
        for (int t = -4; t <= 4; t++) {
            int fx = x + t * d[0];
            int fy = y + t * d[1];
            if (!on(fx, fy) || grid[fx][fy] != EMPTY) {
                continue;
            }
            for (int stones : fourStoneSets(x, y, d, t)) {
                if ((stones >> (e + 4) & 1) != 0) {
                    if (!seen.add(stones)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * The stone sets of the fours through (x, y) on this line, each a mask of steps from (x, y)
     * (bit t + 4): every five-cell window holding (x, y) with four black stones and one empty
     * cell (only the one {@code gap} steps away, unless {@link #ANY_GAP}), no white, and no black
     * stone just outside it, so that filling the gap makes exactly five.
     */
    private Set<Integer> fourStoneSets(int x, int y, int[] d, int gap) {
        Set<Integer> sets = new HashSet<>();
        for (int start = -4; start <= 0; start++) {
            int stones = 0;
            int blacks = 0;
            int gapAt = Integer.MIN_VALUE;
            boolean fits = true;
            for (int i = start; i < start + 5 && fits; i++) {
                int cx = x + i * d[0];
                int cy = y + i * d[1];
                if (!on(cx, cy)) {
                    fits = false;
                } else if (grid[cx][cy] == BLACK) {
                    blacks++;
                    stones |= 1 << (i + 4);
                } else if (grid[cx][cy] == EMPTY) {
                    gapAt = i;
                } else {
                    fits = false;
                }
            }
            if (fits && blacks == 4 && (gap == ANY_GAP || gapAt == gap)
                    && !black(x + (start - 1) * d[0], y + (start - 1) * d[1])
                    && !black(x + (start + 5) * d[0], y + (start + 5) * d[1])) {
                sets.add(stones);
            }
        }
        return sets;
    }

    private int run(int x, int y, int[] d) {
        int n = 1;
        for (int s = -1; s <= 1; s += 2) {
            int cx = x + s * d[0];
            int cy = y + s * d[1];
            while (black(cx, cy)) {
                n++;
                cx += s * d[0];
                cy += s * d[1];
            }
        }
        return n;
    }

    private boolean black(int x, int y) {
        return on(x, y) && grid[x][y] == BLACK;
    }

    private boolean on(int x, int y) {
        return x >= 0 && x < size && y >= 0 && y < size;
    }
}
