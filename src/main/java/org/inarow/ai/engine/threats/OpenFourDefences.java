package org.inarow.ai.engine.threats;

import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;

/**
 * The cells that can stop a side's threatened open or double fours (its double-four cells): for
 * such a cell P, only a stone on P or on a cell that P's fours would complete changes it (any
 * other stone leaves P making two fives), and a defence must change every one. So the defences lie
 * in the intersection of those sets; two threat cells are intersected (fewer only leave more cells
 * to try, never fewer than needed). The defender's own fours, which also help, are not included.
 * Under renju one more defence exists against Black that this leaves out: a White stone far off
 * that makes Black's P forbidden by freeing a point of one of P's threes (the rules' recursion).
 */
public final class OpenFourDefences {
    private final EngineBoard board;
    private final int[] scratch;
    private final int[] marks;
    private int stamp;

    public OpenFourDefences(EngineBoard board) {
        this.board = board;
        this.scratch = new int[board.size()];
        this.marks = new int[board.size()];
    }

    /** Writes the cells into {@code into} from index 0; returns how many. The attacker must have a double-four cell. */
    public int find(int attacker, int[] into) {
        CellSet threats = board.doubleFourPoints(attacker);
        int first = threats.get(0);
        int other = threats.size() >= 2 ? threats.get(1) : -1; // read before a stone moves the set's order
        int count = around(attacker, first, into);
        if (other >= 0) {
            stamp++;
            int second = around(attacker, other, scratch);
            for (int i = 0; i < second; i++) {
                marks[scratch[i]] = stamp;
            }
            int kept = 0;
            for (int i = 0; i < count; i++) {
                if (marks[into[i]] == stamp) {
                    into[kept++] = into[i];
                }
            }
            count = kept;
        }
        return count;
    }

    /** P, then the cells where the attacker would make five after playing P. */
    private int around(int attacker, int p, int[] into) {
        int count = 0;
        into[count++] = p;
        board.place(p, attacker);
        CellSet fives = board.fivePoints(attacker);
        for (int i = 0; i < fives.size(); i++) {
            into[count++] = fives.get(i);
        }
        board.undo();
        return count;
    }
}
