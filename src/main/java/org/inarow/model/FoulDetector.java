package org.inarow.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Answers "is this empty point forbidden for Black, and why" under renju, on its own copy of the
 * stones (so a search can keep one in step with its board through {@link #set}).
 * <p>A five wins and is never forbidden; otherwise an overline, two or more fours (also on one
 * line) or two or more threes are. A three counts only if one of its straight-four points is
 * itself not forbidden once the stone stands, which is checked recursively, as the RIF rules say.
 * Each line is read through {@link FoulLines}; only a point with two threes recurses.
 */
public final class FoulDetector {
    private static final int[][] STEPS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private static final int[] POWERS = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};
    private static final byte BLACK = Board.code(Side.FIRST);

    private final int width;
    private final int height;
    private final byte[] cells;

    /** A detector over a copy of the board's stones. */
    public FoulDetector(Board board) {
        this.width = board.width();
        this.height = board.height();
        this.cells = new byte[board.cellCount()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = board.cell(i);
        }
    }

    /** The foul a Black stone on {@code p} would commit on this board, or null when it may be played. */
    public static Foul foulAt(Board board, Point p) {
        return new FoulDetector(board).foul(board.index(p));
    }

    /** The empty points forbidden for Black on this board, in index order (a1 b1 … a2 …). */
    public static List<Point> forbiddenPoints(Board board) {
        FoulDetector detector = new FoulDetector(board);
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < board.cellCount(); i++) {
            if (board.isEmpty(i) && detector.foul(i) != null) {
                points.add(board.point(i));
            }
        }
        return List.copyOf(points);
    }

    /** Keeps the copy in step: puts {@code code} ({@link Board#EMPTY} or a side's code) on a cell. */
    public void set(int index, byte code) {
        cells[index] = code;
    }

    /** The foul of a Black stone on the empty cell {@code index}, or null when Black may play it. */
    public Foul foul(int index) {
        if (cells[index] != Board.EMPTY) {
            return null;
        }
        int col = index % width;
        int row = index / width;
        int[] entries = new int[STEPS.length];
        boolean overline = false;
        int fours = 0;
        int threeLines = 0;
        for (int d = 0; d < STEPS.length; d++) {
            int entry = FoulLines.entry(code(col, row, STEPS[d][0], STEPS[d][1]));
            if (FoulLines.isFive(entry)) {
                return null; // a five wins, whatever else the move makes
            }
            overline |= FoulLines.isOverline(entry);
            fours += FoulLines.fours(entry);
            if (FoulLines.fours(entry) == 0 && FoulLines.threeMask(entry) != 0) {
                threeLines++;
            }
            entries[d] = entry;
        }
        if (overline) {
            return Foul.OVERLINE;
        }
        if (fours >= 2) {
            return Foul.DOUBLE_FOUR;
        }
        return threeLines >= 2 && realThrees(index, col, row, entries) >= 2 ? Foul.DOUBLE_THREE : null;
    }

    /** How many of the lines' threes can become a straight four by a move that is not forbidden. */
    private int realThrees(int index, int col, int row, int[] entries) {
        cells[index] = BLACK;
        int real = 0;
        for (int d = 0; d < STEPS.length && real < 2; d++) {
            if (FoulLines.fours(entries[d]) == 0 && isReal(col, row, STEPS[d], FoulLines.threeMask(entries[d]))) {
                real++;
            }
        }
        cells[index] = Board.EMPTY;
        return real;
    }

    private boolean isReal(int col, int row, int[] step, int mask) {
        for (int bit = 0; mask >> bit != 0; bit++) {
            if ((mask >> bit & 1) != 0) {
                int offset = FoulLines.threeOffset(bit);
                int q = (row + offset * step[1]) * width + col + offset * step[0];
                if (foul(q) == null) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The line's pattern code around (col, row) along (dCol, dRow), for {@link FoulLines#entry}. */
    private int code(int col, int row, int dCol, int dRow) {
        int code = 0;
        for (int offset = -FoulLines.REACH; offset <= FoulLines.REACH; offset++) {
            if (offset == 0) {
                continue;
            }
            int x = col + offset * dCol;
            int y = row + offset * dRow;
            int value;
            if (x < 0 || x >= width || y < 0 || y >= height) {
                value = FoulLines.BLOCKED;
            } else {
                byte c = cells[y * width + x];
                value = c == Board.EMPTY ? FoulLines.EMPTY : c == BLACK ? FoulLines.BLACK : FoulLines.BLOCKED;
            }
            code += value * POWERS[FoulLines.slot(offset)];
        }
        return code;
    }
}
