package org.inarow.ai.exact;

import java.util.HashMap;
import java.util.Map;
import org.inarow.ai.Score;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Board;
import org.inarow.model.Side;

/**
 * Negamax over every move to the end of the game, for small boards (tic-tac-toe): values are exact,
 * from the side to move's view, {@link Score#winIn} / {@link Score#lossIn} counted in plies from the
 * node, so quicker wins and slower losses score higher. Exact values depend only on the stones, so
 * they are remembered (boards of up to 39 cells, keyed by a base-3 number) and reused across calls.
 * A depth limit turns it into plain depth-limited minimax, where a node at the limit scores 0.
 */
public final class ExactSolver {
    /** Thrown out of a search stopped by its clock; the caller falls back on what it already has. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }

    private static final int MAX_MEMO_CELLS = 39;
    private static final long[] POW3 = new long[MAX_MEMO_CELLS + 1];

    static {
        POW3[0] = 1;
        for (int i = 1; i <= MAX_MEMO_CELLS; i++) {
            POW3[i] = POW3[i - 1] * 3;
        }
    }

    private final Map<Long, Integer> memo = new HashMap<>();

    /** The exact value of the position for the side to move ({@code side}); the game must not be over. */
    public int value(Board board, Side side, SearchClock clock) {
        return search(board, side, Integer.MAX_VALUE, clock, key(board));
    }

    /** The exact value, for the player who makes it, of playing the empty cell. */
    public int valueOfMove(Board board, Side side, int cell, SearchClock clock) {
        return moveValue(board, side, cell, Integer.MAX_VALUE, clock, key(board));
    }

    /** Like {@link #valueOfMove} but looking only {@code depth} plies ahead, the move included. */
    public int limitedValueOfMove(Board board, Side side, int cell, int depth, SearchClock clock) {
        return moveValue(board, side, cell, depth, clock, -1);
    }

    /**
     * The line of best play from here, starting with {@code first} (the side to move's move): each
     * side's first move in cell order among its best, until the game ends.
     */
    public java.util.List<Integer> line(Board board, Side side, int first, SearchClock clock) {
        java.util.List<Integer> line = new java.util.ArrayList<>();
        Board copy = board.copy();
        Side mover = side;
        int move = first;
        while (move >= 0) {
            line.add(move);
            copy.place(move, mover);
            if (copy.isWinAt(move) || copy.isFull()) {
                break;
            }
            mover = mover.opponent();
            move = bestMove(copy, mover, clock);
        }
        return line;
    }

    /** The first cell, in cell order, with the best exact value for the side to move. */
    public int bestMove(Board board, Side side, SearchClock clock) {
        int best = -1;
        int bestValue = Integer.MIN_VALUE;
        for (int cell = 0; cell < board.cellCount(); cell++) {
            if (board.isEmpty(cell)) {
                int v = valueOfMove(board, side, cell, clock);
                if (v > bestValue) {
                    bestValue = v;
                    best = cell;
                }
            }
        }
        return best;
    }

    private int search(Board board, Side side, int depth, SearchClock clock, long key) {
        if (key >= 0) {
            Integer known = memo.get(key);
            if (known != null) {
                return known;
            }
        }
        if (clock.tick()) {
            throw new Stopped();
        }
        int best = -Score.WIN - 1;
        for (int cell = 0; cell < board.cellCount(); cell++) {
            if (board.isEmpty(cell)) {
                best = Math.max(best, moveValue(board, side, cell, depth, clock, key));
            }
        }
        if (key >= 0) {
            memo.put(key, best);
        }
        return best;
    }

    private int moveValue(Board board, Side side, int cell, int depth, SearchClock clock, long key) {
        board.place(cell, side);
        try {
            if (board.isWinAt(cell)) {
                return Score.winIn(1);
            }
            if (board.isFull()) {
                return Score.DRAW;
            }
            if (depth <= 1) {
                return 0; // the horizon of a depth-limited search: nothing known
            }
            long childKey = key < 0 ? -1 : key + (side == Side.FIRST ? 1 : 2) * POW3[cell];
            int child = search(board, side.opponent(), depth == Integer.MAX_VALUE ? depth : depth - 1, clock, childKey);
            return fromChild(child);
        } finally {
            board.remove(cell);
        }
    }

    /** A child's value seen from its parent: negated, one ply further from a decisive end. */
    static int fromChild(int child) {
        if (child > Score.DECISIVE) {
            return -(child - 1);
        }
        if (child < -Score.DECISIVE) {
            return -(child + 1);
        }
        return -child;
    }

    /** The board as a base-3 number, or -1 when the board is too big to be remembered. */
    private static long key(Board board) {
        if (board.cellCount() > MAX_MEMO_CELLS) {
            return -1;
        }
        long key = 0;
        for (int cell = 0; cell < board.cellCount(); cell++) {
            key += board.cell(cell) * POW3[cell];
        }
        return key;
    }
}
