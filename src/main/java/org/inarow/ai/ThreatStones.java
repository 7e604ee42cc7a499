package org.inarow.ai;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.inarow.model.Board;
import org.inarow.model.Direction;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * The stones a threat is made of, for a window to outline: played out along the attacker's winning
 * line (attacker, defender, attacker, …), every attacker move that makes a five counts the attacker's
 * stones already on the board in the five's window, and every other attacker move those in the windows
 * where it makes a four (k − 1 of its stones in a k-cell window with none of the defender's). For a
 * four on the board that is the four; for an open three, the three.
 */
public final class ThreatStones {

    private ThreatStones() {
    }

    /** The attacker's stones on {@code position}'s board that its winning {@code line} builds its fours and five on, in board order. */
    public static List<Point> of(Position position, Side attacker, List<Point> line) {
        Board board = position.toBoard();
        int k = position.rules().k();
        Set<Integer> found = new LinkedHashSet<>();
        boolean[] original = new boolean[board.cellCount()];
        for (int i = 0; i < board.cellCount(); i++) {
            original[i] = board.sideAt(i) == attacker;
        }
        Side mover = attacker;
        for (Point p : line) {
            if (!board.contains(p) || !board.isEmpty(board.index(p))) {
                break; // not a line on this board: keep what was found
            }
            board.place(p, mover);
            if (mover == attacker) {
                int needed = board.isWinAt(board.index(p)) ? k : k - 1;
                for (Direction d : Direction.values()) {
                    collect(board, p, d, k, needed, attacker, original, found);
                }
            }
            mover = mover.opponent();
        }
        List<Integer> cells = new ArrayList<>(found);
        cells.sort(null);
        return cells.stream().map(board::point).toList();
    }

    /** Adds the original attacker stones of every window through {@code p} along {@code d} with {@code needed} attacker stones and no other. */
    private static void collect(Board board, Point p, Direction d, int k, int needed, Side attacker,
                                boolean[] original, Set<Integer> found) {
        for (int start = -(k - 1); start <= 0; start++) {
            int own = 0;
            boolean blocked = false;
            List<Integer> cells = new ArrayList<>(k);
            for (int j = 0; j < k && !blocked; j++) {
                Point q = p.plus((start + j) * d.dCol(), (start + j) * d.dRow());
                if (!board.contains(q)) {
                    blocked = true;
                    break;
                }
                int index = board.index(q);
                Side stone = board.sideAt(index);
                if (stone == attacker) {
                    own++;
                    cells.add(index);
                } else if (stone != null) {
                    blocked = true;
                }
            }
            if (!blocked && own >= needed) {
                cells.stream().filter(c -> original[c]).forEach(found::add);
            }
        }
    }
}
