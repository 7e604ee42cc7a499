package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Candidates;
import org.inarow.ai.ForcedReply;
import org.inarow.ai.Limits;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.WinChance;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.search.EngineSearch;
import org.inarow.ai.engine.search.RootMoves;
import org.inarow.ai.engine.search.TranspositionTable;
import org.inarow.ai.engine.threats.ProvenWins;
import org.inarow.ai.exact.Finished;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * The gomoku map: a position whose one move is the block of a four shows that block, judged after
 * it ({@link ForcedReply}); otherwise the threat scan as the predictor does it ({@link ThreatScan}), then
 * <ul>
 *   <li>when the side to move has a proven win, every proven winning move ({@link ProvenWins});</li>
 *   <li>when it has lost, its best defence and the must-block points, all proven losses;</li>
 *   <li>otherwise a multi-line search: the hard level's search ({@link EngineSearch}) over the moves
 *       left, then again without the moves already found, each to the depth the first reached (the
 *       transposition table carries over), and every must-block point not found that way on its
 *       own (the opponent's search after it, one ply shallower).</li>
 * </ul>
 * The best line gives the prediction, exactly as {@link ThreatPredictor} would state it; each
 * candidate's win chance is what the prediction's would be if it were the best move. Within the
 * limits (without any, {@link #DEFAULT_MILLIS}) and stopped by the cancellation, it answers with what
 * it has found.
 */
public final class CandidateSearch implements CandidateAnalysis {
    public static final int DEFAULT_COUNT = 5;
    public static final long DEFAULT_MILLIS = 800;
    /** Of the time after the threat scan, the first search's share; the other lines share the rest. */
    private static final double FIRST_LINE_SHARE = 0.4;

    private final TranspositionTable tt;

    public CandidateSearch() {
        this(new TranspositionTable(18));
    }

    /** A map maker searching with {@code tt} (the predictor shares its own). */
    CandidateSearch(TranspositionTable tt) {
        this.tt = tt;
    }

    @Override
    public Candidates analyze(Position position, int count, Limits limits, Cancellation cancellation,
                              ProgressSink progress) {
        if (position.isOver()) {
            return new Candidates(Finished.prediction(position), List.of());
        }
        Optional<Point> forced = ForcedReply.of(position);
        if (forced.isPresent()) {
            return forced(position, forced.get(), analyze(position.play(forced.get()), 1, limits, cancellation,
                    progress).prediction());
        }
        Limits bounded = limits.hasTime() || limits.hasNodes() ? limits : limits.withTime(DEFAULT_MILLIS);
        SearchClock clock = new SearchClock(bounded, cancellation);
        EngineBoard board = EngineBoard.of(position, ThreatPredictor.RADIUS, Evaluation.CODE_VALUES);
        long budget = ThreatPredictor.threatBudget(bounded);
        ThreatScan scan = ThreatScan.of(position, board, clock, budget);
        Prediction decided = scan.decided();
        if (decided != null && decided.provenWinner().orElseThrow() == position.toMove()) {
            return provenWins(board, scan, clock, budget);
        }
        if (decided != null) {
            return provenLoss(decided);
        }
        return searched(position, board, scan, count, bounded, clock, new ProgressThrottle(progress));
    }

    /**
     * The estimate after a scan that proved nothing: the best {@code count} lines and every must-block
     * point's own line, searched within what {@code bounded} leaves after {@code clock}'s time.
     */
    Candidates searched(Position position, EngineBoard board, ThreatScan scan, int count, Limits bounded,
                        SearchClock clock, ProgressThrottle throttle) {
        List<Line> lines = multiLine(board, scan, Math.max(1, count), bounded, clock, throttle);
        return estimated(position, board, scan, lines);
    }

    /** A searched move: its score (side to move's view, capped as estimates are) and line. */
    private record Line(int move, int score, List<Integer> pv, int searchScore) {
        /** A line whose search score is its score. */
        Line(int move, int score, List<Integer> pv) {
            this(move, score, pv, score);
        }
    }

    private List<Line> multiLine(EngineBoard board, ThreatScan scan, int count, Limits bounded, SearchClock clock,
                                 ProgressThrottle throttle) {
        int side = board.sideToMove();
        Map<Integer, Line> found = new LinkedHashMap<>();
        List<Integer> remaining = new ArrayList<>();
        for (int m : scan.rootMoves()) {
            remaining.add(m);
        }
        List<Integer> blocks = scan.mustBlock().stream().map(board::index).toList();
        int runs = Math.min(remaining.size(), count);
        Budget budget = new Budget(bounded, clock);
        int depth = EngineStrategy.DEFAULT_DEPTH;
        // the first line always runs (if stopped already, it answers at once with the best-ordered move)
        for (int run = 0; run < runs && remaining.size() > 1 && (run == 0 || !budget.isSpent()); run++) {
            double share = run == 0 ? FIRST_LINE_SHARE : 1.0 / (runs - run + missing(blocks, found));
            SearchClock lineClock = budget.share(share);
            EngineSearch.Outcome o = new EngineSearch(board, ThreatPredictor.estimateSettings(depth), lineClock, tt)
                    .run(side, toArray(remaining), throttle);
            budget.spend(lineClock);
            if (run == 0) {
                depth = Math.max(1, o.depth());
            }
            found.put(o.move(), new Line(o.move(), ThreatPredictor.estimateScore(o.score()), o.pv(), o.score()));
            remaining.remove(Integer.valueOf(o.move()));
        }
        // a single move left, or a must-block point not found: the opponent's search after it
        List<Integer> alone = new ArrayList<>();
        if (found.size() < runs && remaining.size() == 1) {
            alone.add(remaining.get(0));
        }
        blocks.stream().filter(b -> !found.containsKey(b) && !alone.contains(b)).forEach(alone::add);
        for (int i = 0; i < alone.size() && (found.isEmpty() || !budget.isSpent()); i++) {
            SearchClock lineClock = budget.share(1.0 / (alone.size() - i));
            Line line = after(board, side, alone.get(i), Math.max(1, depth - 1), lineClock);
            budget.spend(lineClock);
            found.put(line.move(), line);
        }
        return new ArrayList<>(found.values());
    }

    /**
     * What the limits leave after the threat scan, handed out in shares: each search gets its own
     * clock for a fraction of the time and nodes left, with the caller's cancellation.
     */
    private static final class Budget {
        private final Limits bounded;
        private final Cancellation cancellation;
        private final long endNanos;
        private long nodesLeft;

        Budget(Limits bounded, SearchClock scanned) {
            this.bounded = bounded;
            this.cancellation = scanned.cancellation();
            // the same margin as a search clock keeps: a tenth of the time, for returning and the caller
            long millis = bounded.hasTime() ? Math.max(1, bounded.timeMillis() * 9 / 10 - scanned.elapsedMillis()) : 0;
            this.endNanos = System.nanoTime() + millis * 1_000_000L;
            this.nodesLeft = bounded.hasNodes() ? Math.max(1_000, scanned.nodesLeft()) : Long.MAX_VALUE;
        }

        SearchClock share(double fraction) {
            Limits part = Limits.none();
            if (bounded.hasTime()) {
                long left = Math.max(0, (endNanos - System.nanoTime()) / 1_000_000L);
                part = part.withTime(Math.max(1, (long) (left * fraction)));
            }
            if (bounded.hasNodes()) {
                part = part.withNodes(Math.max(500, (long) (nodesLeft * fraction)));
            }
            return new SearchClock(part, cancellation);
        }

        void spend(SearchClock used) {
            if (bounded.hasNodes()) {
                nodesLeft = Math.max(0, nodesLeft - used.nodes());
            }
        }

        boolean isSpent() {
            return cancellation.isCancelled() || nodesLeft == 0 || bounded.hasTime() && System.nanoTime() >= endNanos;
        }
    }

    private static int missing(List<Integer> blocks, Map<Integer, Line> found) {
        return (int) blocks.stream().filter(b -> !found.containsKey(b)).count();
    }

    /** The move's line from the opponent's search after it, {@code depth} plies deep. */
    private Line after(EngineBoard board, int side, int move, int depth, SearchClock lineClock) {
        board.place(move, side);
        int opp = 1 - side;
        Line line;
        CellSet theirFives = board.fivePoints(opp);
        if (!theirFives.isEmpty()) {
            line = new Line(move, -ThreatPredictor.MAX_ESTIMATE, List.of(move, theirFives.first()));
        } else {
            CellSet ownFives = board.fivePoints(side);
            int[] replies = ownFives.isEmpty() ? RootMoves.allowed(board, opp)
                    : Arrays.stream(ownFives.toArray()).filter(c -> board.mayPlay(opp, c)).toArray();
            if (replies.length == 0) {
                board.undo();
                return new Line(move, ThreatPredictor.MAX_ESTIMATE, List.of(move)); // its block is forbidden
            }
            EngineSearch.Outcome o = new EngineSearch(board, ThreatPredictor.estimateSettings(depth), lineClock, tt)
                    .run(opp, replies, new ProgressThrottle(ProgressSink.NONE));
            List<Integer> pv = new ArrayList<>();
            pv.add(move);
            pv.addAll(o.pv());
            line = new Line(move, ThreatPredictor.estimateScore(-o.score()), pv, -o.score());
        }
        board.undo();
        return line;
    }

    private Candidates estimated(Position position, EngineBoard board, ThreatScan scan, List<Line> lines) {
        lines.sort(Comparator.comparingInt(Line::score).reversed());
        Side mover = position.toMove();
        Line best = lines.get(0);
        List<Point> mustBlock = holdingBlocks(board, scan, lines);
        Optional<List<Point>> lasting = ThreatPredictor.longerLastingStop(scan, board, best.searchScore(), best.pv().size());
        if (lasting.isPresent()) {
            // the one stop left is lost too: the refuted stop that lasts longer leads (ThreatPredictor does the same)
            List<Integer> pv = lasting.get().stream().map(board::index).toList();
            best = new Line(pv.get(0), -ThreatPredictor.MAX_ESTIMATE, pv);
            lines.add(0, best);
            mustBlock = List.of(lasting.get().get(0));
        }
        Prediction prediction = ThreatPredictor.estimate(position, best.score(), points(board, best.pv()), scan,
                mustBlock);
        double bestChance = prediction.winChance(mover);
        List<Candidate> candidates = new ArrayList<>();
        for (Line line : lines) {
            double first = WinChance.firstPlayer(line.score(), mover, position.moveCount());
            double own = mover == Side.FIRST ? first : 1 - first;
            Point p = board.point(line.move());
            candidates.add(new Candidate(p, OutcomeClass.ofEstimate(own, bestChance), first, line.score(),
                    points(board, line.pv()), line == best, prediction.mustBlock().contains(p)));
        }
        return new Candidates(prediction, candidates);
    }

    /**
     * The must-block points worth naming: the best block, and each other one whose search does not
     * find the opponent's win (a score at the estimate's floor: not a proof, as the search prunes, but
     * a block that loses all the same is no answer to give a player). Blocks not searched are kept.
     */
    private static List<Point> holdingBlocks(EngineBoard board, ThreatScan scan, List<Line> lines) {
        List<Point> blocks = scan.mustBlock();
        if (blocks.size() < 2) {
            return blocks;
        }
        Map<Point, Line> byPoint = new LinkedHashMap<>();
        lines.forEach(l -> byPoint.put(board.point(l.move()), l));
        Line bestBlock = lines.stream().filter(l -> blocks.contains(board.point(l.move()))).findFirst().orElse(null);
        if (bestBlock == null) {
            return blocks;
        }
        List<Point> kept = new ArrayList<>();
        for (Point block : blocks) {
            Line line = byPoint.get(block);
            boolean loses = line != null && line != bestBlock && line.score() <= -ThreatPredictor.MAX_ESTIMATE;
            if (!loses) {
                kept.add(block);
            }
        }
        return kept;
    }

    private static Candidates provenWins(EngineBoard board, ThreatScan scan, SearchClock clock, long budget) {
        Prediction decided = scan.decided();
        int side = board.sideToMove();
        double chance = decided.firstPlayerWinChance();
        List<ProvenWins.Win> wins = new ArrayList<>(ProvenWins.all(board, side, scan.vcf(), scan.vct(), clock,
                Math.max(2_000, budget / 4)));
        int bestCell = board.index(decided.best());
        if (wins.stream().noneMatch(w -> w.cell() == bestCell)) {
            wins.add(new ProvenWins.Win(bestCell, decided.winInMoves()));
        }
        wins.sort(Comparator.comparingInt(ProvenWins.Win::moves).thenComparing(w -> w.cell() != bestCell));
        List<Candidate> candidates = new ArrayList<>();
        for (ProvenWins.Win w : wins) {
            Point p = board.point(w.cell());
            boolean isBest = w.cell() == bestCell;
            candidates.add(new Candidate(p, OutcomeClass.PROVEN_WIN, chance, Score.winIn(2 * w.moves() - 1),
                    isBest ? decided.line() : List.of(p), isBest, decided.mustBlock().contains(p)));
        }
        return new Candidates(decided, candidates);
    }

    /** The one move there is, the block of a four, judged by the position after it ({@link ForcedReply}). */
    private static Candidates forced(Position position, Point block, Prediction after) {
        Prediction p = ForcedReply.before(position, block, after);
        Side mover = position.toMove();
        OutcomeClass outcome = p.provenWinner().map(w -> w == mover ? OutcomeClass.PROVEN_WIN : OutcomeClass.PROVEN_LOSS)
                .orElse(p.isDrawWithBestPlay() ? OutcomeClass.DRAW : OutcomeClass.BETTER);
        return new Candidates(p, List.of(new Candidate(block, outcome, p.firstPlayerWinChance(), p.score(), p.line(),
                true, true)));
    }

    /** Lost whatever it plays: the best defence, the must-block points and the fours that only delay, proven losses. */
    private static Candidates provenLoss(Prediction decided) {
        List<Candidate> candidates = new ArrayList<>();
        candidates.add(new Candidate(decided.best(), OutcomeClass.PROVEN_LOSS, decided.firstPlayerWinChance(),
                decided.score(), decided.line(), true, decided.mustBlock().contains(decided.best())));
        for (Point p : decided.delays()) {
            if (!p.equals(decided.best())) {
                candidates.add(new Candidate(p, OutcomeClass.PROVEN_LOSS, decided.firstPlayerWinChance(),
                        decided.score(), List.of(p), false, false));
            }
        }
        for (Point p : decided.mustBlock()) {
            if (!p.equals(decided.best())) {
                candidates.add(new Candidate(p, OutcomeClass.PROVEN_LOSS, decided.firstPlayerWinChance(),
                        decided.score(), List.of(p), false, true));
            }
        }
        return new Candidates(decided, candidates);
    }

    private static int[] toArray(List<Integer> cells) {
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    private static List<Point> points(EngineBoard board, List<Integer> cells) {
        return cells.stream().map(board::point).toList();
    }
}
