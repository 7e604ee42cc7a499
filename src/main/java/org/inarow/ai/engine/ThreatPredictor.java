package org.inarow.ai.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.ai.Cancellation;
import org.inarow.ai.ForcedReply;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.ai.WinChance;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.search.EngineSearch;
import org.inarow.ai.engine.search.TranspositionTable;
import org.inarow.ai.exact.Finished;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * "Who will win" on boards too big to search to the end (gomoku). A position whose one move is the
 * block of a four is judged after the block ({@link ForcedReply}). Otherwise first what the threats prove
 * ({@link ThreatScan}: a five, a win by fours or by threats, the opponent's fours and the cells
 * that stop them), otherwise an estimate: the hard level's search ({@link EngineSearch}) over the
 * moves left, on its own clock for the time the threat searches left, gives a score (in the evaluation's
 * points, 290 to a unit of log-odds), the side it favours when that is clear, and the first player's win
 * chance ({@link WinChance}). Without limits it allows itself {@link #DEFAULT_NODES} nodes or
 * {@link #DEFAULT_MILLIS} ms, whichever comes first.
 */
public final class ThreatPredictor implements Predictor {
    public static final long DEFAULT_NODES = 150_000;
    public static final long DEFAULT_MILLIS = 1000;
    /** Beyond this estimated score, the favoured side is named as the expected winner. */
    public static final int CLEAR_ADVANTAGE = 800;
    /** An estimate's score never claims more than this: decisive and near-decisive search scores are not proofs here. */
    public static final int MAX_ESTIMATE = Score.DECISIVE / 100;
    public static final int RADIUS = 2;
    private static final int ESTIMATE_WIDTH = 16;

    /** How an estimate searches, {@code depth} plies at most: narrower than play, and a lone move searched for its value. */
    static EngineSearch.Settings estimateSettings(int depth) {
        return new EngineSearch.Settings(depth, ESTIMATE_WIDTH).judging();
    }

    private final TranspositionTable tt = new TranspositionTable(18);

    @Override
    public Prediction predict(Position position, Limits limits, Cancellation cancellation) {
        if (position.isOver()) {
            return Finished.prediction(position);
        }
        Optional<Point> forced = ForcedReply.of(position);
        if (forced.isPresent()) {
            Point block = forced.get();
            return ForcedReply.before(position, block, predict(position.play(block), limits, cancellation));
        }
        Limits bounded = bounded(limits);
        SearchClock clock = new SearchClock(bounded, cancellation);
        EngineBoard board = EngineBoard.of(position, RADIUS, Evaluation.CODE_VALUES);
        ThreatScan scan = ThreatScan.of(position, board, clock, threatBudget(bounded));
        if (scan.decided() != null) {
            return scan.decided();
        }
        if (scan.mustBlock().size() >= 2) {
            // each block searched on its own, so that the ones the opponent still wins against are not named
            return new CandidateSearch(tt).searched(position, board, scan, 1, bounded, clock,
                    new ProgressThrottle(ProgressSink.NONE)).prediction();
        }
        SearchClock rest = remainder(bounded, clock, cancellation);
        EngineSearch.Outcome o = new EngineSearch(board, estimateSettings(EngineStrategy.DEFAULT_DEPTH), rest, tt)
                .run(board.sideToMove(), scan.rootMoves(), new ProgressThrottle(ProgressSink.NONE));
        Optional<List<Point>> lasting = longerLastingStop(scan, board, o.score(), o.pv().size());
        if (lasting.isPresent()) {
            return estimate(position, -MAX_ESTIMATE, lasting.get(), scan, List.of(lasting.get().get(0)));
        }
        return estimate(position, estimateScore(o.score()), o.pv().stream().map(board::point).toList(), scan);
    }

    /**
     * When the one stop the threats leave is lost too (its search scores {@code searchScore}, at the
     * estimate's floor or below, with the line {@code pv}): the line of the stop a win by threats refuted
     * that lasts longer, to name and play instead; empty otherwise. A player shown a lost position's
     * defence should be shown the one that lasts, and the stop that no threat refutes can be the one
     * that loses soonest, to a quiet move the threat searches do not try. The stop left lasts the plies
     * its decisive score counts (a static win rule's line is short), else as long as its line.
     */
    static Optional<List<Point>> longerLastingStop(ThreatScan scan, EngineBoard board, int searchScore, int pvPlies) {
        if (scan.mustBlock().size() != 1 || searchScore > -MAX_ESTIMATE) {
            return Optional.empty();
        }
        int plies = Score.isDecisive(searchScore) ? Score.pliesToEnd(searchScore) : pvPlies;
        return scan.refutedStopLastingLonger(plies).map(c -> Arrays.stream(c.line()).mapToObj(board::point).toList());
    }

    /** The limits, or the default budget when they set neither time nor nodes. */
    static Limits bounded(Limits limits) {
        return limits.hasTime() || limits.hasNodes() ? limits : limits.withNodes(DEFAULT_NODES).withTime(DEFAULT_MILLIS);
    }

    /** Nodes for each threat search: half the engine's share at these limits. */
    static long threatBudget(Limits bounded) {
        return Math.max(2_000, EngineStrategy.threatBudget(bounded) / 2);
    }

    /** A clock for what the limits leave after {@code used} (at least a millisecond and a thousand nodes), so a search after the threats always gets its iterations. */
    static SearchClock remainder(Limits bounded, SearchClock used, Cancellation cancellation) {
        Limits left = Limits.none();
        if (bounded.hasTime()) {
            left = left.withTime(Math.max(1, bounded.timeMillis() - used.elapsedMillis()));
        }
        if (bounded.hasNodes()) {
            left = left.withNodes(Math.max(1_000, used.nodesLeft()));
        }
        return new SearchClock(left, cancellation);
    }

    /** A search score as an estimate claims it: within ±{@link #MAX_ESTIMATE}. */
    static int estimateScore(int searchScore) {
        return Math.max(-MAX_ESTIMATE, Math.min(MAX_ESTIMATE, searchScore));
    }

    /** The estimate for a position whose best line (from the side to move) scores {@code score}, with what the scan found. */
    static Prediction estimate(Position position, int score, List<Point> line, ThreatScan scan) {
        return estimate(position, score, line, scan, scan.mustBlock());
    }

    /** As {@link #estimate(Position, int, List, ThreatScan)}, naming only {@code mustBlock} of the scan's blocks. */
    static Prediction estimate(Position position, int score, List<Point> line, ThreatScan scan, List<Point> mustBlock) {
        Side mover = position.toMove();
        Outcome outcome = Outcome.UNKNOWN;
        if (Math.abs(score) >= CLEAR_ADVANTAGE) {
            outcome = Outcome.winFor(score > 0 ? mover : mover.opponent());
        }
        return new Prediction(outcome, Proof.ESTIMATE, line.get(0), line, score, 0, mustBlock, Map.of(), mover,
                WinChance.firstPlayer(score, mover, position.moveCount()), scan.threatStones(), scan.delays());
    }
}
