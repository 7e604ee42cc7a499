package org.inarow.ai.engine.threats;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.search.SearchClock;

/**
 * Every move that wins by force for the side to move, as far as the threat searches prove it: the
 * fives, then each four or open three (or the block of the opponent's four) after which the win by
 * continuous threats, or a longer one by continuous fours, holds against every defence.
 */
public final class ProvenWins {

    /** A winning first move and the most of the winner's moves (it included) the win takes. */
    public record Win(int cell, int moves) {
    }

    private ProvenWins() {
    }

    public static List<Win> all(EngineBoard board, int side, VcfSearch vcf, VctSearch vct, SearchClock clock, long budgetEach) {
        List<Win> wins = new ArrayList<>();
        CellSet fives = board.fivePoints(side);
        for (int i = 0; i < fives.size(); i++) {
            wins.add(new Win(fives.get(i), 1));
        }
        CellSet theirs = board.fivePoints(1 - side);
        if (theirs.size() >= 2) {
            return wins;
        }
        for (int move : tries(board, side, theirs)) {
            if (clock.isStopped()) {
                break;
            }
            if (board.isFivePoint(side, move)) {
                continue;
            }
            board.place(move, side);
            int moves = 0;
            if (vct.winsAfterMove(side, move, VctSearch.PLAY_MOVES - 1, budgetEach)) {
                moves = 1 + vct.provenMoves();
            } else {
                moves = foursAfter(board, side, vcf, budgetEach);
            }
            board.undo();
            if (moves > 0) {
                wins.add(new Win(move, moves));
            }
        }
        return wins;
    }

    /** The block of the opponent's four if it has one (nothing else can win), else the side's fours and open threes. */
    private static int[] tries(EngineBoard board, int side, CellSet theirFives) {
        if (theirFives.size() == 1) {
            int block = theirFives.first();
            return board.mayPlay(side, block) ? new int[] {block} : new int[0];
        }
        CellSet fours = board.fourPoints(side);
        CellSet threes = board.threePoints(side);
        int[] cells = new int[fours.size() + threes.size()];
        int n = 0;
        for (int i = 0; i < fours.size(); i++) {
            cells[n++] = fours.get(i);
        }
        for (int i = 0; i < threes.size(); i++) {
            if (!fours.contains(threes.get(i))) {
                cells[n++] = threes.get(i);
            }
        }
        return java.util.Arrays.copyOf(cells, n);
    }

    /** After a four just made (the defender's block forced), the moves of a win by fours that follows, the four included; 0 if none. */
    private static int foursAfter(EngineBoard board, int side, VcfSearch vcf, long budget) {
        CellSet threats = board.fivePoints(side);
        if (threats.size() != 1 || !board.fivePoints(1 - side).isEmpty()) {
            return 0;
        }
        if (!board.mayPlay(1 - side, threats.first())) {
            return 2; // the block is forbidden to Black: the five follows
        }
        board.place(threats.first(), 1 - side);
        int[] win = vcf.find(side, VcfSearch.PLAY_MOVES - 1, budget);
        board.undo();
        return win.length == 0 ? 0 : 1 + (win.length + 1) / 2;
    }
}
