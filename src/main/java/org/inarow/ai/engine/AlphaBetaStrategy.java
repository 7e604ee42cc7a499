package org.inarow.ai.engine;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.search.AlphaBetaSearch;
import org.inarow.ai.engine.search.RootMoves;
import org.inarow.ai.engine.search.TranspositionTable;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Position;

/**
 * Depth-limited alpha-beta ({@code alphabeta:depth=4,radius=2}): the pattern evaluation, moves
 * from the neighbourhood of the stones, iterative deepening to the depth for move ordering and so
 * that a stopped search still answers. No threat search at the root (that is the hard engine's).
 */
public final class AlphaBetaStrategy implements Strategy {
    public static final int DEFAULT_DEPTH = 4;
    public static final int DEFAULT_RADIUS = 2;

    private final int depth;
    private final int radius;
    private final TranspositionTable tt = new TranspositionTable(18);

    public AlphaBetaStrategy(int depth, int radius) {
        this.depth = depth;
        this.radius = radius;
    }

    @Override
    public String name() {
        return "alphabeta:depth=" + depth + ",radius=" + radius;
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (position.isOver()) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        EngineBoard board = EngineBoard.of(position, radius, Evaluation.CODE_VALUES);
        int side = board.sideToMove();
        SearchClock clock = new SearchClock(limits, cancellation);
        boolean[] forbidden = position.forbiddenMask();
        SearchResult forced = RootMoves.forced(board, side, clock, forbidden);
        if (forced != null) {
            return forced;
        }
        int maxDepth = limits.hasDepth() ? Math.min(depth, limits.maxDepth()) : depth;
        AlphaBetaSearch search = new AlphaBetaSearch(board, new AlphaBetaSearch.Settings(maxDepth, 0), clock, tt);
        AlphaBetaSearch.Outcome outcome = search.run(side, RootMoves.all(board, forbidden), new ProgressThrottle(progress));
        return RootMoves.result(board, outcome, clock);
    }
}
