package org.inarow.ai.exact;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.Predictors;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.ai.simple.QuickMove;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * Minimax over every move: {@code minimax} searches to the end of the game (perfect play on
 * tic-tac-toe, it never loses); {@code minimax:depth=N} looks N plies ahead and knows nothing
 * beyond. Every root move gets its value; among the equally best (quicker wins and slower losses
 * score higher) one is picked at random, seeded, so a player cannot replay one winning line. To
 * the end of the game, only the most natural of them ({@link CellPreference}: the centre, then
 * the corners) are drawn from.
 * Meant for small boards, which it solves whatever the move time (only cancellation stops it there);
 * on a large one its limits stop it, and if that comes before any move has a value it plays
 * {@link QuickMove} (the centre of an empty board), never the first empty corner.
 */
public final class MinimaxStrategy implements Strategy {
    /** 0: to the end of the game. */
    private final int depth;
    private final Random random;
    private final ExactSolver solver = new ExactSolver();

    public MinimaxStrategy(int depth, long seed) {
        this.depth = depth;
        this.random = new Random(seed);
    }

    @Override
    public String name() {
        return depth == 0 ? "minimax" : "minimax:depth=" + depth;
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (position.isOver()) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        ProgressThrottle throttle = new ProgressThrottle(progress);
        Board board = position.toBoard();
        Side side = position.toMove();
        int plies = depth == 0 ? board.cellCount() - board.stoneCount() : depth;
        if (limits.hasDepth()) {
            plies = Math.min(plies, limits.maxDepth());
        }
        boolean toTheEnd = plies >= board.cellCount() - board.stoneCount();
        // a board small enough to solve at once (tic-tac-toe) is solved at any move time: only cancellation stops it
        SearchClock clock = new SearchClock(toTheEnd && board.cellCount() <= Predictors.EXACT_MAX_CELLS ? Limits.none() : limits,
                cancellation);
        List<Integer> best = new ArrayList<>();
        int bestScore = -Score.WIN - 1;
        boolean[] forbidden = position.forbiddenMask();
        for (int cell = 0; cell < board.cellCount(); cell++) {
            if (!board.isEmpty(cell) || forbidden[cell]) {
                continue;
            }
            int score;
            try {
                score = toTheEnd ? solver.valueOfMove(board, side, cell, clock)
                        : solver.limitedValueOfMove(board, side, cell, plies, clock);
            } catch (ExactSolver.Stopped stopped) {
                break;
            }
            if (score > bestScore) {
                bestScore = score;
                best.clear();
            }
            if (score == bestScore) {
                best.add(cell);
            }
            int shown = bestScore;
            Point shownMove = board.point(best.get(0));
            throttle.offer(() -> new org.inarow.ai.Progress(0, shown, clock.nodes(), clock.elapsedMillis(), shownMove, List.of(shownMove)));
        }
        if (best.isEmpty()) {
            Point move = QuickMove.of(position, random.nextLong()); // stopped before the first move had a value
            return new SearchResult(move, 0, 0, clock.nodes(), clock.elapsedMillis(), List.of(move));
        }
        boolean complete = !clock.isStopped();
        if (complete && toTheEnd) {
            best = mostNatural(best, board);
        }
        int chosen = best.get(random.nextInt(best.size()));
        Point move = board.point(chosen);
        List<Point> pv = List.of(move);
        if (complete && toTheEnd) {
            try {
                pv = solver.line(board, side, chosen, clock).stream().map(board::point).toList();
            } catch (ExactSolver.Stopped stopped) {
                pv = List.of(move);
            }
        }
        return new SearchResult(move, bestScore, complete ? plies : 0, clock.nodes(), clock.elapsedMillis(), pv);
    }

    /** The cells of {@code cells} with the best {@link CellPreference} rank. */
    private static List<Integer> mostNatural(List<Integer> cells, Board board) {
        int top = cells.stream().mapToInt(c -> CellPreference.rank(board.rules(), board.point(c))).min().orElseThrow();
        return cells.stream().filter(c -> CellPreference.rank(board.rules(), board.point(c)) == top).toList();
    }
}
