package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/** Independent scans with the model's own board: who wins where, by brute force over every empty cell. */
public final class Referees {

    private Referees() {
    }

    /** Empty cells where {@code side} would win at once. */
    public static List<Point> winningCells(Position position, Side side) {
        Board board = position.toBoard();
        return winningCells(board, side);
    }

    public static List<Point> winningCells(Board board, Side side) {
        List<Point> cells = new ArrayList<>();
        for (int i = 0; i < board.cellCount(); i++) {
            if (board.isEmpty(i)) {
                board.place(i, side);
                if (board.isWinAt(i)) {
                    cells.add(board.point(i));
                }
                board.remove(i);
            }
        }
        return cells;
    }

    /** Whether {@code side} has a move after which it has two or more winning cells (an open or double four). */
    public static boolean canMakeTwoWinningCells(Board board, Side side) {
        for (int i = 0; i < board.cellCount(); i++) {
            if (board.isEmpty(i)) {
                board.place(i, side);
                boolean two = !board.isWinAt(i) && winningCells(board, side).size() >= 2;
                board.remove(i);
                if (two) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether {@code line} (attacker to move first, alternating) is a forced win by fours: every
     * attacker move but the last leaves at least one winning cell, the defender never has a
     * winning cell of his own when he must answer, each defender move in the line is the only
     * one that does not lose at once (or, against two winning cells, any move loses), and the last
     * attacker move wins.
     */
    public static boolean isForcedWinByFours(Position start, List<Point> line) {
        Board board = start.toBoard();
        Side attacker = start.toMove();
        Side defender = attacker.opponent();
        for (int i = 0; i < line.size(); i += 2) {
            int move = board.index(line.get(i));
            if (!board.isEmpty(move)) {
                return false;
            }
            List<Point> defenderWins = winningCells(board, defender);
            board.place(move, attacker);
            if (board.isWinAt(move)) {
                return i == line.size() - 1;
            }
            if (!defenderWins.isEmpty() && !defenderWins.equals(List.of(board.point(move)))) {
                return false; // the defender had a five the attacker did not block
            }
            List<Point> threats = winningCells(board, attacker);
            if (threats.isEmpty() || !winningCells(board, defender).isEmpty()) {
                return false; // not a four, or the defender can win first
            }
            if (i + 1 >= line.size()) {
                return false;
            }
            Point reply = line.get(i + 1);
            if (threats.size() == 1 && !threats.get(0).equals(reply)) {
                return false; // the line's defence is not the forced one
            }
            if (threats.size() >= 2) {
                // any defence leaves a winning cell: the next attacker move must be one that is left
                if (i + 2 >= line.size() || !threats.contains(line.get(i + 2)) || reply.equals(line.get(i + 2))) {
                    return false;
                }
            }
            if (!board.isEmpty(board.index(reply))) {
                return false;
            }
            board.place(board.index(reply), defender);
            if (board.isWinAt(board.index(reply))) {
                return false;
            }
        }
        return false;
    }
}
