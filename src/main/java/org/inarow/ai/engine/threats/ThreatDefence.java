package org.inarow.ai.engine.threats;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.search.SearchClock;

/**
 * Finds the moves that stop an opponent's win by continuous fours: each candidate the defender
 * may play (not Black's forbidden points under renju) is played and the opponent's fours are
 * searched again. Candidates are the empty cells near stones (a stone
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
        return find(board, vcf, defender, maxMoves, budgetPerMove, clock, new int[0]);
    }

    /**
     * As {@link #find(EngineBoard, VcfSearch, int, int, long, SearchClock)}, given a win by fours
     * the attacker has now: a candidate after which that line still wins needs no search.
     */
    public static Result find(EngineBoard board, VcfSearch vcf, int defender, int maxMoves, long budgetPerMove,
                              SearchClock clock, int[] known) {
        int attacker = 1 - defender;
        List<Integer> defences = new ArrayList<>();
        boolean complete = true;
        for (int cell : candidates(board, attacker)) {
            if (clock.isStopped()) {
                return new Result(defences, false);
            }
            if (!board.mayPlay(defender, cell)) {
                continue; // forbidden to Black: no defence, however well it would stop the fours
            }
            board.place(cell, defender);
            if (known.length > 0 && vcf.replays(attacker, known)) {
                board.undo();
                continue;
            }
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
     * found within {@code budget} nodes in all (or before {@code timeFraction} of the clock's time;
     * the moves not settled by then stay); all of them if every move loses (nothing to choose).
     * The moves are checked in rounds, each with twice the nodes of the last, so the cheap proofs
     * come first and a move that holds costs no more than the others; once a single move is left
     * unrefuted it is kept without a check.
     */
    public static int[] againstThreats(EngineBoard board, VctSearch vct, int defender, int maxMoves, long budget,
                                       int[] moves, SearchClock clock, double timeFraction) {
        int attacker = 1 - defender;
        boolean[] lost = new boolean[moves.length];
        boolean[] settled = new boolean[moves.length];
        int standing = moves.length;
        int open = moves.length;
        long end = clock.nodes() + budget;
        long share = Math.max(1, budget / (4L * moves.length));
        search:
        while (open > 0) {
            for (int i = 0; i < moves.length; i++) {
                if (settled[i]) {
                    continue;
                }
                if (standing <= 1 || clock.isStopped() || clock.usedFraction(timeFraction) || clock.nodes() >= end) {
                    break search;
                }
                board.place(moves[i], defender);
                boolean won = vct.find(attacker, maxMoves, Math.min(share, end - clock.nodes()), timeFraction).length > 0;
                boolean cut = vct.wasCutShort();
                board.undo();
                if (won) {
                    lost[i] = true;
                    standing--;
                }
                if (won || !cut) {
                    settled[i] = true;
                    open--;
                }
            }
            share *= 2;
        }
        if (standing == 0) {
            return moves;
        }
        int[] kept = new int[standing];
        int n = 0;
        for (int i = 0; i < moves.length; i++) {
            if (!lost[i]) {
                kept[n++] = moves[i];
            }
        }
        return kept;
    }

    /** Empty cells near stones, the attacker's threat cells first (they are the likeliest defences). */
    public static int[] candidates(EngineBoard board, int attacker) {
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
