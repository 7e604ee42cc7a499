package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * A defender for tests that plays at random among the moves that matter: its own five if it has
 * one; else a block of the opponent's five; else a cell where the opponent would make a four
 * (which holds every answer to an open three); else any empty cell next to a stone.
 */
final class ThreatTouchingDefender implements Strategy {
    private final Random random;

    ThreatTouchingDefender(Random random) {
        this.random = random;
    }

    @Override
    public String name() {
        return "random-among-blocks";
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        Side me = position.toMove();
        Board board = position.toBoard();
        List<Point> choice = Referees.winningCells(board, me);
        if (choice.isEmpty()) {
            choice = Referees.winningCells(board, me.opponent());
        }
        if (choice.isEmpty()) {
            choice = fourCells(board, me.opponent());
        }
        if (choice.isEmpty()) {
            choice = nextToStones(board);
        }
        Point move = choice.get(random.nextInt(choice.size()));
        return new SearchResult(move, 0, 0, 0, 0, List.of(move));
    }

    private static List<Point> fourCells(Board board, Side side) {
        List<Point> cells = new ArrayList<>();
        for (Point p : nextToStones(board)) {
            int i = board.index(p);
            board.place(i, side);
            if (!board.isWinAt(i) && !Referees.winningCells(board, side).isEmpty()) {
                cells.add(p);
            }
            board.remove(i);
        }
        return cells;
    }

    private static List<Point> nextToStones(Board board) {
        List<Point> cells = new ArrayList<>();
        for (int i = 0; i < board.cellCount(); i++) {
            Point p = board.point(i);
            if (!board.isEmpty(i)) {
                continue;
            }
            for (int dy = -1; dy <= 1 && !cells.contains(p); dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    Point q = p.plus(dx, dy);
                    if (board.contains(q) && !board.isEmpty(board.index(q))) {
                        cells.add(p);
                        break;
                    }
                }
            }
        }
        return cells;
    }
}
