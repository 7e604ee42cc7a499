package org.inarow.ai.engine;

import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.search.AlphaBetaSearch;
import org.inarow.ai.engine.search.RootMoves;
import org.inarow.ai.engine.search.TranspositionTable;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * Alpha-beta to a fixed depth among root moves chosen by the caller (the ladder's rungs search
 * only the moves they noticed): the same search as {@link AlphaBetaStrategy}, a narrower root.
 * A five to make or a four to block is answered first, whatever the root moves are.
 */
public final class NarrowSearch {
    private static final int TABLE_BITS = 16;

    private NarrowSearch() {
    }

    /** The best of {@code rootMoves} (non-empty, empty points) for the side to move. */
    public static SearchResult search(Position position, List<Point> rootMoves, int depth, Limits limits,
                                      Cancellation cancellation, ProgressSink progress) {
        if (rootMoves.isEmpty()) {
            throw new IllegalArgumentException("no root moves to search");
        }
        EngineBoard board = EngineBoard.of(position, AlphaBetaStrategy.DEFAULT_RADIUS, Evaluation.CODE_VALUES);
        int side = board.sideToMove();
        SearchClock clock = new SearchClock(limits, cancellation);
        SearchResult forced = RootMoves.forced(board, side, clock, position.forbiddenMask());
        if (forced != null) {
            return forced;
        }
        int[] roots = rootMoves.stream().mapToInt(board::index).toArray();
        AlphaBetaSearch search = new AlphaBetaSearch(board, new AlphaBetaSearch.Settings(depth, 0), clock,
                new TranspositionTable(TABLE_BITS));
        return RootMoves.result(board, search.run(side, roots, new ProgressThrottle(progress)), clock);
    }
}
