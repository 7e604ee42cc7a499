package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.inarow.ai.search.SearchClock;

/**
 * Finds the moves that stop an opponent's win by continuous fours: each candidate is played and
 * the opponent's fours are searched again. Candidates are the empty cells near stones (a stone
 * far from all of them cannot touch a line of fours among them).
 */
public final class ThreatDefence {

    /**
     * The outcome of a defence search.
     *
     * @param defences the cells after which the attacker has no win by fours (within the budget)
     * @param complete whether every candidate was settled (none cut short by budget or clock)
     */
    public record Result(List<Integer> defences, boolean complete) {
    }

    private ThreatDefence() {
    }

    /**
     * Moves for {@code defender} (to move) after which {@code attacker} has no win by continuous
     * fours of up to {@code maxMoves} moves, spending at most {@code budgetPerMove} nodes on each.
     */
    public static Result find(EngineBoard board, VcfSearch vcf, int defender, int maxMoves, long budgetPerMove,
                              SearchClock clock) {
        int attacker = 1 - defender;
        List<Integer> defences = new ArrayList<>();
        boolean complete = true;
        for (int cell : candidates(board, attacker)) {
            if (clock.isStopped()) {
                return new Result(defences, false);
            }
            board.place(cell, defender);
            int[] win = vcf.find(attacker, maxMoves, budgetPerMove);
            boolean cut = vcf.wasCutShort();
            board.undo();
            if (win.length == 0) {
                defences.add(cell);
                complete &= !cut;
            }
        }
        return new Result(defences, complete && !clock.isStopped());
    }

    /**
     * The moves among {@code moves} after which {@code attacker} has no win by continuous threats
     * found within {@code budgetPerMove} nodes (or before {@code timeFraction} of the clock's time;
     * the moves not checked by then stay); all of them if every move loses (nothing to choose).
     */
    public static int[] againstThreats(EngineBoard board, VctSearch vct, int defender, int maxMoves, long budgetPerMove,
                                       int[] moves, SearchClock clock, double timeFraction) {
        int attacker = 1 - defender;
        int[] kept = new int[moves.length];
        int n = 0;
        for (int i = 0; i < moves.length; i++) {
            int cell = moves[i];
            if (clock.isStopped() || clock.usedFraction(timeFraction)) {
                // out of time: the moves not yet checked stay
                System.arraycopy(moves, i, kept, n, moves.length - i);
                n += moves.length - i;
                break;
            }
            board.place(cell, defender);
            boolean lost = vct.find(attacker, maxMoves, budgetPerMove, timeFraction).length > 0;
            board.undo();
            if (!lost) {
                kept[n++] = cell;
            }
        }
        return n == 0 ? moves : Arrays.copyOf(kept, n);
    }

    /** Empty cells near stones, the attacker's threat cells first (they are the likeliest defences). */
    static int[] candidates(EngineBoard board, int attacker) {
        CellSet near = board.candidates();
        int[] cells = new int[near.size()];
        int n = 0;
        for (int i = 0; i < near.size(); i++) {
            int c = near.get(i);
            if (board.fourPoints(attacker).contains(c) || board.fourPoints(1 - attacker).contains(c)) {
                cells[n++] = c;
            }
        }
        for (int i = 0; i < near.size(); i++) {
            int c = near.get(i);
            if (!board.fourPoints(attacker).contains(c) && !board.fourPoints(1 - attacker).contains(c)) {
                cells[n++] = c;
            }
        }
        return cells;
    }
}
