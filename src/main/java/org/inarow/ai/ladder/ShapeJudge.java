package org.inarow.ai.ladder;

import org.inarow.model.Board;
import org.inarow.model.Direction;
import org.inarow.model.Rules;

/**
 * How a rung judges a point: by the shapes through it, as the win-pattern heuristic does (every
 * k-cell line through the point holding stones of one side only is worth more the more stones it
 * holds, one's own a little more than the opponent's), but with the rung's blind spots. What it
 * overlooks is decided per move (a salt drawn for the move): a diagonal line of three or more
 * stones is missed as a whole, a broken shape window by window. Without {@link Blind#seesDoubles}
 * a point is worth its best line only, so a fork (its own or the opponent's) looks like one threat.
 */
final class ShapeJudge {
    private static final int[] OWN_BY_STONES = {0, 220, 420, 2100, 20000};
    private static final int[] THEIRS_BY_STONES = {0, 200, 400, 2000, 10000};
    private static final int EMPTY_LINE = 1;

    private final Board board;
    private final Rules rules;
    private final Blind blind;
    private final long salt;

    ShapeJudge(Board board, Blind blind, long salt) {
        this.board = board;
        this.rules = board.rules();
        this.blind = blind;
        this.salt = salt;
    }

    /** The point's value for the side with stone code {@code own} (the point must be empty). */
    long value(int col, int row, byte own) {
        long ownTotal = 0;
        long theirTotal = 0;
        long ownBest = 0;
        long theirBest = 0;
        long empty = 0;
        for (Direction d : Direction.values()) {
            long ownLine = 0;
            long theirLine = 0;
            for (int shift = 0; shift < rules.k(); shift++) {
                int startCol = col - shift * d.dCol();
                int startRow = row - shift * d.dRow();
                int window = windowValue(startCol, startRow, shift, d, own);
                if (window == EMPTY_LINE) {
                    empty += EMPTY_LINE;
                } else if (window > 0) {
                    ownLine += window;
                } else {
                    theirLine -= window;
                }
            }
            ownTotal += ownLine;
            theirTotal += theirLine;
            ownBest = Math.max(ownBest, ownLine);
            theirBest = Math.max(theirBest, theirLine);
        }
        return blind.seesDoubles() ? ownTotal + theirTotal + empty : ownBest + theirBest + empty;
    }

    /** A window's worth: positive for one's own stones, negative for the opponent's, 0 if dead or overlooked. */
    private int windowValue(int startCol, int startRow, int pointAt, Direction d, byte own) {
        int k = rules.k();
        int endCol = startCol + (k - 1) * d.dCol();
        int endRow = startRow + (k - 1) * d.dRow();
        if (!onBoard(startCol, startRow) || !onBoard(endCol, endRow)) {
            return 0;
        }
        int mine = 0;
        int theirs = 0;
        int first = -1;
        int last = -1;
        for (int i = 0; i < k; i++) {
            byte c = board.cell(board.index(startCol + i * d.dCol(), startRow + i * d.dRow()));
            if (c == Board.EMPTY) {
                continue;
            }
            if (c == own) {
                mine++;
            } else {
                theirs++;
            }
            first = first < 0 ? i : first;
            last = i;
        }
        if (mine > 0 && theirs > 0) {
            return 0;
        }
        int stones = mine + theirs;
        if (stones == 0) {
            return EMPTY_LINE;
        }
        boolean mineHeld = mine > 0;
        boolean gapped = stones >= 2 && last - first + 1 > stones;
        if (gapped && overlooked(windowKey(startCol, startRow, d, mineHeld), blind.broken())) {
            return 0;
        }
        boolean diagonal = d == Direction.DIAGONAL || d == Direction.ANTI_DIAGONAL;
        if (diagonal && stones >= 3 && overlooked(lineKey(startCol, startRow, d, mineHeld), blind.diagonal())) {
            return 0;
        }
        int index = Math.max(1, Math.min(OWN_BY_STONES.length - 1, stones + 5 - k)); // by stones missing to k
        return mineHeld ? OWN_BY_STONES[index] : -THEIRS_BY_STONES[index];
    }

    private long windowKey(int startCol, int startRow, Direction d, boolean mine) {
        return ((long) board.index(startCol, startRow) * 4 + d.ordinal()) * 2 + (mine ? 1 : 0);
    }

    /** The whole line through the window, so a diagonal is missed for the move, not a window of it. */
    private long lineKey(int startCol, int startRow, Direction d, boolean mine) {
        int line = switch (d) {
            case HORIZONTAL -> startRow;
            case VERTICAL -> startCol;
            case DIAGONAL -> startCol - startRow + 64;
            case ANTI_DIAGONAL -> startCol + startRow;
        };
        return (1L << 40) + ((long) line * 4 + d.ordinal()) * 2 + (mine ? 1 : 0);
    }

    private boolean overlooked(long key, double chance) {
        if (chance <= 0) {
            return false;
        }
        long h = mix(salt ^ mix(key));
        return (h >>> 11) * 0x1.0p-53 < chance;
    }

    /** SplitMix64's finaliser: a well-spread hash of a key. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private boolean onBoard(int col, int row) {
        return col >= 0 && col < rules.width() && row >= 0 && row < rules.height();
    }
}
