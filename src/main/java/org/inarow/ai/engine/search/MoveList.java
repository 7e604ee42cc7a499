package org.inarow.ai.engine.search;

import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;

/**
 * A search node's move list: the moves and their ordering scores in two parallel arrays, with
 * the cells already listed marked so that a cell is never listed twice. Shared by the searches.
 */
final class MoveList {
    private final int[] marks;
    private int stamp;

    MoveList(int cells) {
        this.marks = new int[cells];
    }

    /** Starts a new list: no cell is marked as listed. */
    void clearMarks() {
        stamp++;
    }

    /** Appends the cell unless it is already listed; returns the new count. */
    int add(int cell, int[] moves, int count) {
        if (marks[cell] != stamp) {
            marks[cell] = stamp;
            moves[count++] = cell;
        }
        return count;
    }

    /** Appends the set's cells not yet listed; returns the new count. */
    int addAll(CellSet set, int[] moves, int count) {
        for (int i = 0; i < set.size(); i++) {
            count = add(set.get(i), moves, count);
        }
        return count;
    }

    /**
     * Appends the empty cells near stones that {@code side} may play (not Black's forbidden points
     * under renju), or every such cell when none is near; returns the new count.
     */
    static int addCandidates(EngineBoard board, int side, int[] moves, int count) {
        CellSet candidates = board.candidates();
        int start = count;
        boolean restricted = board.isRestricted(side);
        for (int i = 0; i < candidates.size(); i++) {
            int c = candidates.get(i);
            if (!restricted || !board.isForbidden(c)) {
                moves[count++] = c;
            }
        }
        if (count == start) {
            for (int c = 0; c < board.size(); c++) {
                if (board.mayPlay(side, c)) {
                    moves[count++] = c;
                }
            }
        }
        return count;
    }

    /**
     * Ordering scores for a node's moves: the table move first, then the killers, then the static
     * move value with the history as a tie-breaker.
     */
    static void score(EngineBoard board, int side, int[] moves, int[] scores, int count, int ttMove, int[] killers,
                      int[] history) {
        for (int i = 0; i < count; i++) {
            int m = moves[i];
            int s = Evaluation.moveValue(board, side, m) * 16 + Math.min(history[m], 1 << 14);
            if (m == ttMove) {
                s = Integer.MAX_VALUE;
            } else if (m == killers[0]) {
                s += 1 << 20;
            } else if (m == killers[1]) {
                s += 1 << 19;
            }
            scores[i] = s;
        }
    }

    /** Moves the best-scored of moves[from..count) to position {@code from} and returns it (selection, done lazily: cut-offs skip the rest). */
    static int selectBest(int[] moves, int[] scores, int from, int count) {
        int bestAt = from;
        for (int j = from + 1; j < count; j++) {
            if (scores[j] > scores[bestAt]) {
                bestAt = j;
            }
        }
        int move = moves[bestAt];
        int score = scores[bestAt];
        moves[bestAt] = moves[from];
        scores[bestAt] = scores[from];
        moves[from] = move;
        scores[from] = score;
        return move;
    }

    /** The root moves, best static move value first. */
    static int[] orderedByValue(EngineBoard board, int side, int[] rootMoves) {
        int[] moves = rootMoves.clone();
        int[] scores = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            scores[i] = Evaluation.moveValue(board, side, moves[i]);
        }
        for (int i = 1; i < moves.length; i++) { // insertion sort, stable: few moves
            int m = moves[i];
            int s = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < s) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = m;
            scores[j + 1] = s;
        }
        return moves;
    }

    /** Moves {@code move} to the front, keeping the order of the others. */
    static void moveToFront(int[] moves, int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                System.arraycopy(moves, 0, moves, 1, i);
                moves[0] = move;
                return;
            }
        }
    }
}
