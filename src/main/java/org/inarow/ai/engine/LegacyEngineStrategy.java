package org.inarow.ai.engine;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Position;

/**
 * The strongest player ({@code engine}), the hard level of gomoku: first the tactics that are
 * proofs — a five, a forced block, a win by continuous fours for the side to move — then, if the
 * opponent threatens such a win, only the moves that stop it are considered; then iterative
 * deepening alpha-beta with a transposition table kept between moves, within the move time.
 */
public final class LegacyEngineStrategy implements Strategy {
    public static final int DEFAULT_DEPTH = 40;
    public static final int VCF_MOVES = 15;
    /** Nodes for each threat search when the limits give neither time nor nodes. */
    private static final long UNLIMITED_THREAT_BUDGET = 400_000;

    private final int radius;
    private final int maxDepth;
    private final int branchCap;
    private final TranspositionTable tt = new TranspositionTable(20);

    public LegacyEngineStrategy(int radius, int maxDepth, int branchCap) {
        this.radius = radius;
        this.maxDepth = maxDepth;
        this.branchCap = branchCap;
    }

    @Override
    public String name() {
        return "engine-v1:radius=" + radius + ",depth=" + maxDepth + ",width=" + branchCap;
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (position.isOver()) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        EngineBoard board = EngineBoard.of(position, radius);
        int side = board.sideToMove();
        SearchClock clock = new SearchClock(limits, cancellation);
        SearchResult forced = RootMoves.forced(board, side, clock);
        if (forced != null) {
            return forced;
        }
        long threatBudget = threatBudget(limits);
        VcfSearch vcf = new VcfSearch(board, clock);
        int[] win = vcf.find(side, VCF_MOVES, threatBudget);
        if (win.length > 0) {
            int attackerMoves = (win.length + 1) / 2;
            return RootMoves.result(board, win[0], Score.winIn(2 * attackerMoves - 1), win.length, clock, win);
        }
        int[] rootMoves = RootMoves.all(board);
        if (!clock.isStopped() && vcf.find(1 - side, VCF_MOVES, threatBudget).length > 0) {
            ThreatDefence.Result defence = ThreatDefence.find(board, vcf, side, VCF_MOVES, threatBudget / 8, clock);
            if (!defence.defences().isEmpty()) {
                rootMoves = defence.defences().stream().mapToInt(Integer::intValue).toArray();
            }
        }
        int depth = limits.hasDepth() ? Math.min(maxDepth, limits.maxDepth()) : maxDepth;
        AlphaBetaSearch search = new AlphaBetaSearch(board, new AlphaBetaSearch.Settings(depth, branchCap), clock, tt);
        AlphaBetaSearch.Outcome outcome = search.run(side, rootMoves, new ProgressThrottle(progress));
        return RootMoves.result(board, outcome, clock);
    }

    /** Nodes for one threat search: a slice of the limits (about a sixth of the time at ~1M nodes/s). */
    static long threatBudget(Limits limits) {
        long budget = Long.MAX_VALUE;
        if (limits.hasTime()) {
            budget = Math.max(2_000, limits.timeMillis() * 150);
        }
        if (limits.hasNodes()) {
            budget = Math.min(budget, Math.max(1_000, limits.maxNodes() / 6));
        }
        return budget == Long.MAX_VALUE ? UNLIMITED_THREAT_BUDGET : budget;
    }

}
