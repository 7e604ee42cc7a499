package org.inarow.ai.engine;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.search.EngineSearch;
import org.inarow.ai.engine.search.RootMoves;
import org.inarow.ai.engine.search.SearchHelpers;
import org.inarow.ai.engine.search.TranspositionTable;
import org.inarow.ai.engine.threats.ThreatDefence;
import org.inarow.ai.engine.threats.VcfSearch;
import org.inarow.ai.engine.threats.VctSearch;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Position;

/**
 * The strongest player ({@code engine}), the hard level of gomoku. First the tactics that are
 * proofs: a five, a forced block, a win by continuous fours, then by continuous threats (fours and
 * open threes) for the side to move. Then the opponent's threats, as if it were its move: against
 * a win by fours only the moves that stop it are kept; against a win by threats, the moves after
 * which it is still there are dropped. Then {@link EngineSearch} within the move time, with a
 * transposition table kept between moves. With more than one thread, on a move limited by time
 * alone, {@link SearchHelpers} search beside all of this from its start, sharing the table.
 */
public final class EngineStrategy implements Strategy {
    public static final int DEFAULT_DEPTH = 40;
    /** Transposition table size without a memory limit (MB), and the most it may take. */
    public static final int DEFAULT_HASH_MB = 32;
    public static final int MAX_HASH_MB = 256;
    /** The most search threads a player may ask for. */
    public static final int MAX_THREADS = 8;
    static final int JVM_RESERVE_MB = 160;
    /** Fractions of the move time by which the threat searches at the root must end. */
    private static final double OWN_VCT_TIME = 0.12;
    private static final double THEIR_VCT_TIME = 0.2;
    private static final double DEFENCE_TIME = 0.35;
    /** Nodes for each threat search when the limits give neither time nor nodes. */
    private static final long UNLIMITED_THREAT_BUDGET = 400_000;

    private final int radius;
    private final int maxDepth;
    private final int branchCap;
    private final int hashMegabytes;
    /** Search threads on a move with a time limit: the main search and {@code threads - 1} {@link SearchHelpers}. */
    private final int threads;
    private final TranspositionTable tt;
    /** Whether the searched value matters more than the time: a lone move left after the threats is searched as deep as any. */
    private final boolean judging;

    public EngineStrategy(int radius, int maxDepth, int branchCap, int hashMegabytes) {
        this(radius, maxDepth, branchCap, hashMegabytes, 1, false);
    }

    /**
     * With {@code threads} search threads sharing the table on moves limited by time alone (a move limited by
     * nodes or depth is searched by one, so that it stays repeatable).
     */
    public EngineStrategy(int radius, int maxDepth, int branchCap, int hashMegabytes, int threads) {
        this(radius, maxDepth, branchCap, hashMegabytes, threads, false);
    }

    private EngineStrategy(int radius, int maxDepth, int branchCap, int hashMegabytes, int threads, boolean judging) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads=" + threads + " is outside 1.." + MAX_THREADS);
        }
        this.radius = radius;
        this.maxDepth = maxDepth;
        this.branchCap = branchCap;
        this.hashMegabytes = hashMegabytes;
        this.threads = threads;
        this.tt = TranspositionTable.ofMegabytes(hashMegabytes);
        this.judging = judging;
    }

    /**
     * The same player for judging positions: when the threats leave one move, it is searched within the limits
     * like any other instead of answered after two plies, so that the score is the position's value. A lone
     * block of a four is still answered at once with the static evaluation: a caller that needs the value
     * plays the block and judges the position after it ({@link LastingAttack} does).
     */
    public static EngineStrategy judging(int radius, int maxDepth, int branchCap, int hashMegabytes) {
        return new EngineStrategy(radius, maxDepth, branchCap, hashMegabytes, 1, true);
    }

    @Override
    public String name() {
        return "engine:radius=" + radius + ",depth=" + maxDepth + ",width=" + branchCap + ",hash=" + hashMegabytes
                + (threads > 1 ? ",threads=" + threads : "");
    }

    /**
     * The transposition table (MB) for a program that may use {@code bytes} in all: what is left
     * after about {@link #JVM_RESERVE_MB} for the Java runtime, the heap's working room and the
     * rest of the engine, halved for the garbage collector's headroom; from 1 to {@link #MAX_HASH_MB}.
     */
    public static int hashMegabytesFor(long bytes) {
        long megabytes = bytes / (1024 * 1024);
        return (int) Math.max(1, Math.min(MAX_HASH_MB, (megabytes - JVM_RESERVE_MB) / 2));
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (position.isOver()) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        EngineBoard board = EngineBoard.of(position, radius, Evaluation.CODE_VALUES);
        int side = board.sideToMove();
        SearchClock clock = new SearchClock(limits, cancellation);
        boolean[] forbidden = position.forbiddenMask(); // Black's forbidden points under renju: never chosen
        SearchResult forced = RootMoves.forced(board, side, clock, forbidden);
        if (forced != null) {
            return forced;
        }
        if (threads == 1 || !limits.hasTime() || limits.hasNodes() || limits.hasDepth()) {
            return unforced(board, side, clock, forbidden, limits, cancellation, progress);
        }
        // the helpers start now, on every move the rules allow, so that they fill the table while this thread proves
        // threats and filters the defences (started after those, they gained little: experiments S3, S4)
        SearchHelpers helpers = SearchHelpers.start(threads - 1, position, radius, RootMoves.all(board, forbidden),
                new EngineSearch.Settings(maxDepth, branchCap), limits, cancellation, tt);
        try {
            return unforced(board, side, clock, forbidden, limits, cancellation, progress);
        } finally {
            helpers.close();
        }
    }

    /** The search after a move found not forced: the threats at the root, then the alpha-beta search. */
    private SearchResult unforced(EngineBoard board, int side, SearchClock clock, boolean[] forbidden, Limits limits,
                                  Cancellation cancellation, ProgressSink progress) {
        long threatBudget = threatBudget(limits);
        // judged on nodes alone, the threat searches below could spend them all (their budgets are per
        // search, and only time has fractions), leaving the search no depth: they get half at most
        boolean halve = judging && limits.hasNodes() && !limits.hasTime();
        SearchClock threats = halve ? new SearchClock(limits.withNodes(limits.maxNodes() / 2), cancellation) : clock;
        VcfSearch vcf = new VcfSearch(board, threats);
        int[] win = startsAllowed(vcf.find(side, VcfSearch.PLAY_MOVES, threatBudget), forbidden);
        int fourMoves = (win.length + 1) / 2;
        // threats too, if they may win faster than the fours (a win predicted by threats is kept short); against a
        // win by fours counted as the fours are, with the blocks of the defender's delaying fours, so that a win by
        // threats is played only when it is shorter in plies too
        VctSearch vct = win.length > 0 ? VctSearch.countingBlocks(board, threats) : new VctSearch(board, threats);
        int threatMoves = win.length > 0 ? Math.min(VctSearch.PLAY_MOVES, fourMoves - 1) : VctSearch.PLAY_MOVES;
        int[] threatWin = threats.isStopped() || threatMoves < 3 ? new int[0]
                : startsAllowed(vct.find(side, threatMoves, threatBudget, OWN_VCT_TIME), forbidden);
        if (win.length > 0 && threatWin.length == 0) {
            return RootMoves.result(board, win[0], Score.winIn(2 * fourMoves - 1), win.length, threats, win);
        }
        if (threatWin.length > 0) {
            return RootMoves.result(board, threatWin[0], Score.winIn(2 * vct.provenMoves() - 1), threatWin.length,
                    threats, threatWin);
        }
        int[] rootMoves = RootMoves.all(board, forbidden);
        int[] theirWin = threats.isStopped() ? new int[0] : vcf.find(1 - side, VcfSearch.PLAY_MOVES, threatBudget);
        boolean theirFours = theirWin.length > 0;
        if (theirFours) {
            ThreatDefence.Result defence = ThreatDefence.find(board, vcf, side, VcfSearch.PLAY_MOVES, threatBudget / 8,
                    threats, theirWin);
            int[] defences = defence.defences().stream().mapToInt(Integer::intValue).filter(c -> !forbidden[c]).toArray();
            if (defences.length > 0) {
                rootMoves = defences;
            }
        }
        // a move that stops the fours may still lose to threats (and without fours, threats may be there)
        boolean theirThreats = theirFours
                || !threats.isStopped()
                        && vct.find(1 - side, VctSearch.PLAY_MOVES, threatBudget / 2, THEIR_VCT_TIME).length > 0;
        if (theirThreats && rootMoves.length > 1) {
            // against fours the few defences left get a larger share each (the search after has few moves)
            long filterBudget = theirFours ? 4 * threatBudget : rootMoves.length * threatBudget / 16;
            rootMoves = ThreatDefence.againstThreats(board, vct, side, VctSearch.PLAY_MOVES, filterBudget, rootMoves,
                    threats, DEFENCE_TIME);
        }
        SearchClock searchClock = halve
                ? new SearchClock(limits.withNodes(limits.maxNodes() - threats.nodes()), cancellation) : clock;
        int depth = limits.hasDepth() ? Math.min(maxDepth, limits.maxDepth()) : maxDepth;
        EngineSearch.Settings settings = new EngineSearch.Settings(depth, branchCap);
        EngineSearch search = new EngineSearch(board, judging ? settings.judging() : settings, searchClock, tt);
        EngineSearch.Outcome outcome = search.run(side, rootMoves, new ProgressThrottle(progress));
        SearchResult result = RootMoves.result(board, outcome.move(), outcome.score(), outcome.depth(), searchClock,
                outcome.pv().stream().mapToInt(Integer::intValue).toArray());
        // the threats' clock started first: its time is the whole search's
        return halve ? new SearchResult(result.move(), result.score(), result.depth(), result.nodes() + threats.nodes(),
                threats.elapsedMillis(), result.pv()) : result;
    }

    /** The proven line, or none when its first move is forbidden: the threat searches know renju, this only guards the answer. */
    private static int[] startsAllowed(int[] line, boolean[] forbidden) {
        return line.length > 0 && forbidden[line[0]] ? new int[0] : line;
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
