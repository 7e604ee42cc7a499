package org.inarow.ai.exact;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.ai.ThreatStones;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * Exact predictions for boards small enough to search to the end (tic-tac-toe): the outcome with
 * best play, the outcome of every empty cell, the best move and line, and the cells that stop an
 * opponent's win in one. The limits are not applied: these boards (up to
 * {@link org.inarow.ai.Predictors#EXACT_MAX_CELLS} cells) are solved in milliseconds, so the answer
 * is exact at any move time; only a cancellation stops it, and then it says it does not know.
 */
public final class ExactPredictor implements Predictor {
    private final ExactSolver solver = new ExactSolver();

    @Override
    public Prediction predict(Position position, Limits limits, Cancellation cancellation) {
        if (position.isOver()) {
            return Finished.prediction(position);
        }
        // the boards it is made for are solved in milliseconds: the clock never cuts it off, only cancellation stops it
        SearchClock clock = new SearchClock(Limits.none(), cancellation);
        Board board = position.toBoard();
        Side side = position.toMove();
        try {
            Map<Point, Outcome> cells = new HashMap<>();
            int best = -1;
            int bestValue = Integer.MIN_VALUE;
            for (int cell = 0; cell < board.cellCount(); cell++) {
                if (!board.isEmpty(cell)) {
                    continue;
                }
                int value = solver.valueOfMove(board, side, cell, clock);
                cells.put(board.point(cell), outcome(value, side));
                // among equal moves the most natural one (the centre, then a corner), as the hard level plays
                if (value > bestValue || value == bestValue && CellPreference.rank(position.rules(), board.point(cell))
                        < CellPreference.rank(position.rules(), board.point(best))) {
                    bestValue = value;
                    best = cell;
                }
            }
            List<Point> line = solver.line(board, side, best, clock).stream().map(board::point).toList();
            Outcome outcome = outcome(bestValue, side);
            List<Point> mustBlock = mustBlock(board, side);
            List<Point> threatStones = new ArrayList<>();
            for (Point block : mustBlock) {
                ThreatStones.of(position, side.opponent(), List.of(block)).stream()
                        .filter(p -> !threatStones.contains(p)).forEach(threatStones::add);
            }
            return new Prediction(outcome, Proof.EXACT, board.point(best), line, bestValue,
                    winInMoves(bestValue), mustBlock, cells, side, Prediction.provenChance(outcome, 0.5), threatStones);
        } catch (ExactSolver.Stopped stopped) {
            return Prediction.unknown();
        }
    }

    /** The outcome when a move of {@code mover} has this value (mover's view). */
    static Outcome outcome(int value, Side mover) {
        if (value > Score.DECISIVE) {
            return Outcome.winFor(mover);
        }
        if (value < -Score.DECISIVE) {
            return Outcome.winFor(mover.opponent());
        }
        return Outcome.DRAW;
    }

    /** The winner's own moves to the end, the last included, from a decisive value; 0 otherwise. */
    static int winInMoves(int value) {
        int plies = Score.pliesToEnd(value);
        if (plies < 0) {
            return 0;
        }
        return value > 0 ? (plies + 1) / 2 : plies / 2;
    }

    /** The opponent's winning cells, when the side to move has no win of its own to play first. */
    private static List<Point> mustBlock(Board board, Side side) {
        if (!winningCells(board, side).isEmpty()) {
            return List.of();
        }
        return winningCells(board, side.opponent()).stream().map(board::point).toList();
    }

    private static List<Integer> winningCells(Board board, Side side) {
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < board.cellCount(); cell++) {
            if (board.isEmpty(cell)) {
                board.place(cell, side);
                if (board.isWinAt(cell)) {
                    cells.add(cell);
                }
                board.remove(cell);
            }
        }
        return cells;
    }
}
