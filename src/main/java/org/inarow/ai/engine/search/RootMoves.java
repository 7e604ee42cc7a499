package org.inarow.ai.engine.search;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;

/** What every engine strategy settles before searching: a five to make, a four to block, the cells worth trying. */
public final class RootMoves {

    private RootMoves() {
    }

    /**
     * The answer when the position decides it alone: a five to play, or the one or two fives to block;
     * else null. A point in {@code forbidden} (Black's under renju) is never the answer: a "five" there
     * is an overline, and a block there cannot be played, so the search decides.
     */
    public static SearchResult forced(EngineBoard board, int side, SearchClock clock, boolean[] forbidden) {
        CellSet own = board.fivePoints(side);
        for (int i = 0; i < own.size(); i++) {
            int five = own.get(i);
            if (!forbidden[five]) {
                return result(board, five, Score.winIn(1), 1, clock, new int[] {five});
            }
        }
        CellSet theirs = board.fivePoints(1 - side);
        if (!theirs.isEmpty() && forbidden[theirs.first()]) {
            return null;
        }
        if (theirs.size() == 1) {
            int block = theirs.first();
            return result(board, block, Evaluation.evaluate(board, side), 1, clock, new int[] {block});
        }
        if (theirs.size() >= 2) {
            int block = theirs.first();
            return result(board, block, Score.lossIn(2), 1, clock, new int[] {block, theirs.get(1)});
        }
        return null;
    }

    /**
     * {@link #all(EngineBoard)} without the cells in {@code forbidden}; if that leaves none near the
     * stones, every other empty cell that is not forbidden.
     */
    public static int[] all(EngineBoard board, boolean[] forbidden) {
        int[] near = Arrays.stream(all(board)).filter(c -> !forbidden[c]).toArray();
        if (near.length > 0) {
            return near;
        }
        int[] any = IntStream.range(0, board.size())
                .filter(c -> board.isEmpty(c) && !forbidden[c]).toArray();
        if (any.length == 0) {
            throw new IllegalArgumentException("no move to choose: every empty point is forbidden");
        }
        return any;
    }

    /**
     * {@link #all(EngineBoard)} that {@code side} may play (without Black's forbidden points under
     * renju); if that leaves none near the stones, every other empty cell it may play.
     */
    public static int[] allowed(EngineBoard board, int side) {
        if (!board.isRestricted(side)) {
            return all(board);
        }
        boolean[] forbidden = new boolean[board.size()];
        for (int c = 0; c < forbidden.length; c++) {
            forbidden[c] = board.isForbidden(c);
        }
        return all(board, forbidden);
    }

    /**
     * Empty cells near stones; on an empty board the centre alone (every strong player and engine
     * opens there, and renju requires it).
     */
    public static int[] all(EngineBoard board) {
        CellSet near = board.candidates();
        if (!near.isEmpty()) {
            return near.toArray();
        }
        if (board.moveCount() == 0) {
            return new int[] {board.index(board.rules().centre())};
        }
        return IntStream.range(0, board.size()).filter(board::isEmpty).toArray();
    }

    public static SearchResult result(EngineBoard board, int move, int score, int depth, SearchClock clock, int[] pv) {
        List<Point> line = Arrays.stream(pv).mapToObj(board::point).toList();
        return new SearchResult(board.point(move), score, depth, clock.nodes(), clock.elapsedMillis(), line);
    }

    public static SearchResult result(EngineBoard board, AlphaBetaSearch.Outcome outcome, SearchClock clock) {
        int[] pv = outcome.pv().stream().mapToInt(Integer::intValue).toArray();
        return result(board, outcome.move(), outcome.score(), outcome.depth(), clock, pv);
    }
}
