package org.inarow.ai.engine.search;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Progress;
import org.inarow.ai.Score;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.threats.OpenFourDefences;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;

/**
 * The hard engine's search: principal variation search with iterative deepening and aspiration
 * windows, a transposition table, killer and history move ordering, on an {@link EngineBoard}.
 * <p>
 * Tactics are rules, not guesses: a side with a five-point wins at once; a side facing a five-point
 * of the opponent has exactly one move (and it costs no depth); a side facing two loses; a side to
 * move with an open or double four to make, and no five of the opponent's to stop it, has won, and
 * so has one with a four-and-open-three or two open threes to make when the opponent has no four to
 * make (see {@code StaticWinRulesTest}). Facing a threat of an open or double four, only its own
 * fours and the {@link OpenFourDefences} are tried, all of them: they are every answer that can
 * matter, and an answer that stops the threat costs no depth (up to 1.5 times the iteration's depth
 * in plies in play, twice judging), so an attack by open threes is followed to its end instead of
 * vanishing behind the horizon; in play a four that leaves the threat standing only delays, and
 * pays its ply (experiment K4). Quiet nodes try only their best-ordered moves, fewer the nearer the
 * horizon (late-move pruning); when all of those lose, the node reports a likely loss, not a proven
 * one, so every decisive score the search returns is a proof (the candidates are the cells within
 * the radius of a stone; in freestyle a stone further away never helps). A quiet node near the
 * horizon that stands far above beta is cut at once (reverse futility): never with a decisive
 * score; one that only reaches beta is searched a ply shallower (fail-high reduction). A table move
 * that stands out from every other move of its node is searched a ply deeper (singular extension).
 */
public final class EngineSearch {
    /**
     * How deep and how wide to look.
     *
     * @param maxDepth        the deepest iteration, in plies
     * @param branchCap       at most this many moves per node, best ordered first (0: all)
     * @param futilityMargin  reverse futility's margin a ply (0: none; see {@link #FUTILITY_MARGIN})
     * @param failHighReduction whether a node already at beta is searched a ply shallower (see {@link #FAIL_HIGH_DEPTH})
     * @param singularExtension whether a table move that stands out from its siblings is searched a ply deeper (see {@link #SINGULAR_DEPTH})
     * @param loneMoveAtOnce  whether a lone root move is answered after two plies (playing it saves the time) rather than
     *                        searched as deep as any (judging the position needs its value)
     * @param delaysPay       whether a four that leaves the opponent's open three standing costs its ply (play: the
     *                        depth saved goes where it decides more) rather than nothing (judging: a long attack is
     *                        followed through every delay)
     * @param answerReach     how far answers to an open three cost no depth: while the path is shorter than this many
     *                        tenths of the iteration's depth ({@link #PLAY_REACH} in play, {@link #JUDGING_REACH} judging)
     */
    public record Settings(int maxDepth, int branchCap, int futilityMargin, boolean failHighReduction,
                           boolean singularExtension, boolean loneMoveAtOnce, boolean delaysPay, int answerReach) {
        /** With the engine's futility margin, fail-high reduction and singular extension; a lone move answered at once; play's extensions. */
        public Settings(int maxDepth, int branchCap) {
            this(maxDepth, branchCap, FUTILITY_MARGIN, true, true, true, true, PLAY_REACH);
        }

        /** The same, with a lone root move searched as deep as any, the delaying fours free and attacks followed further, as a judgement needs. */
        public Settings judging() {
            return new Settings(maxDepth, branchCap, futilityMargin, failHighReduction, singularExtension, false, false,
                    JUDGING_REACH);
        }
    }

    /** Answers to an open three are free while the path is under 1.5 times the iteration's depth in play (experiment K4). */
    public static final int PLAY_REACH = 15;
    /** Judging follows an attack by open threes to twice the iteration's depth. */
    public static final int JUDGING_REACH = 20;

    /** The outcome: the move, its score, the last depth completed and the line expected. */
    public record Outcome(int move, int score, int depth, List<Integer> pv) {
    }

    private static final int MAX_PLY = 128;
    private static final int INF = Score.WIN + 1;
    /** What a quiet node reports when every move it tried loses: bad, but not a proof. */
    static final int UNPROVEN_LOSS = -(Score.DECISIVE - 5_000);
    /** Late-move pruning: a quiet node at depth d tries at most LMP_BASE + d * d / 2 moves (and never more than the width). */
    private static final int LMP_BASE = 3;

    /**
     * Reverse futility pruning: a null-window node within {@value #FUTILITY_DEPTH} plies of the
     * horizon, whose opponent threatens no open or double four, whose static score beats beta by the margin for each ply
     * left, is cut with that score. The margin is about 0.4 of a logit a ply (see {@link Evaluation}).
     */
    private static final int FUTILITY_DEPTH = 8;
    public static final int FUTILITY_MARGIN = 120;

    /**
     * Fail-high reduction: a null-window node at least this far from the horizon, whose opponent
     * threatens no open or double four and whose static score already reaches beta (but not by
     * futility's margin), is searched a ply shallower: a cut is likely, and it comes sooner.
     */
    static final int FAIL_HIGH_DEPTH = 3;

    /**
     * Singular extension: at a node at least this far from the horizon, whose table move has a
     * lower bound (or exact score) from at most three plies shallower, every other move is searched
     * to half the depth against that score less {@value #SINGULAR_MARGIN}; if none reaches it, the
     * table move is the only good one there, and it is searched a ply deeper.
     */
    static final int SINGULAR_DEPTH = 4;
    static final int SINGULAR_MARGIN = 80;

    private static final int ASPIRATION = 100;

    private final EngineBoard board;
    private final Settings settings;
    private final SearchClock clock;
    private final TranspositionTable tt;
    private final OpenFourDefences defences;
    private final int[][] defenceBuffers = new int[MAX_PLY][];
    private final int[][] killers = new int[MAX_PLY][2];
    private final int[][] history;
    private final int[][] moveBuffers = new int[MAX_PLY][];
    private final int[][] scoreBuffers = new int[MAX_PLY][];
    private final int[][] pvTable = new int[MAX_PLY][MAX_PLY];
    private final int[] pvLength = new int[MAX_PLY];
    private final MoveList listed;
    private ProgressThrottle throttle;
    private Outcome lastCompleted;
    /** The current iteration's depth: threat extensions stop at {@link Settings#answerReach} tenths of it in plies. */
    private int iterationDepth;
    private long singularExtensions;

    public EngineSearch(EngineBoard board, Settings settings, SearchClock clock, TranspositionTable tt) {
        this.board = board;
        this.settings = settings;
        this.clock = clock;
        this.tt = tt;
        this.defences = new OpenFourDefences(board);
        this.history = new int[2][board.size()];
        this.listed = new MoveList(board.size());
        for (int i = 0; i < MAX_PLY; i++) {
            moveBuffers[i] = new int[board.size()];
            scoreBuffers[i] = new int[board.size()];
            defenceBuffers[i] = new int[board.size()];
            killers[i][0] = -1;
            killers[i][1] = -1;
        }
    }

    /**
     * Searches for {@code side} among {@code rootMoves} (non-empty) by iterative deepening until
     * the maximum depth, a proven result, or the clock stops it; always returns a move.
     */
    public Outcome run(int side, int[] rootMoves, ProgressThrottle progress) {
        return run(side, rootMoves, progress, 1);
    }

    /** As {@link #run(int, int[], ProgressThrottle)}, the first iteration {@code firstDepth} plies deep. */
    Outcome run(int side, int[] rootMoves, ProgressThrottle progress, int firstDepth) {
        this.throttle = progress;
        int[] moves = MoveList.orderedByValue(board, side, rootMoves);
        lastCompleted = new Outcome(moves[0], Evaluation.evaluate(board, side), 0, List.of(moves[0]));
        for (int depth = Math.min(firstDepth, settings.maxDepth()); depth <= settings.maxDepth(); depth++) {
            Outcome outcome = aspiration(side, moves, depth, lastCompleted.score());
            if (outcome == null) {
                break; // stopped before the first move was done: keep the last depth
            }
            boolean finished = !clock.isStopped();
            lastCompleted = finished ? outcome : new Outcome(outcome.move(), outcome.score(), depth - 1, outcome.pv());
            if (!finished) {
                break;
            }
            MoveList.moveToFront(moves, outcome.move());
            report();
            if (Score.isDecisive(outcome.score()) && Score.pliesToEnd(outcome.score()) <= depth) {
                break; // a five is forced within the searched plies: deeper iterations add nothing
            }
            if (clock.softTimeUp() || settings.loneMoveAtOnce() && moves.length == 1 && depth >= 2) {
                break;
            }
        }
        return lastCompleted;
    }

    private void report() {
        Outcome o = lastCompleted;
        throttle.offer(() -> new Progress(o.depth(), o.score(), clock.nodes(), clock.elapsedMillis(),
                board.point(o.move()), o.pv().stream().map(board::point).toList()));
    }

    /** One iteration in a narrow window around the last score, widened on a fail (not for decisive scores). */
    private Outcome aspiration(int side, int[] moves, int depth, int previous) {
        if (depth < 4 || Math.abs(previous) > 50_000) {
            return searchRoot(side, moves, depth, -INF, INF);
        }
        int delta = ASPIRATION;
        int alpha = previous - delta;
        int beta = previous + delta;
        while (true) {
            Outcome outcome = searchRoot(side, moves, depth, alpha, beta);
            if (outcome == null || clock.isStopped()) {
                // stopped: a move is only known better than the others if it beat alpha
                return outcome != null && outcome.score() > alpha ? outcome : null;
            }
            if (outcome.score() <= alpha) {
                alpha = Math.max(-INF, alpha - delta * 4);
            } else if (outcome.score() >= beta) {
                beta = Math.min(INF, beta + delta * 4);
            } else {
                return outcome;
            }
            delta *= 4;
            if (delta > 5_000) {
                alpha = -INF;
                beta = INF;
            }
        }
    }

    /** One iteration at the root; null if stopped before any move had its score. */
    private Outcome searchRoot(int side, int[] moves, int depth, int alpha, int beta) {
        iterationDepth = depth;
        int bestMove = -1;
        int bestScore = -INF;
        List<Integer> bestPv = List.of();
        for (int i = 0; i < moves.length; i++) {
            int move = moves[i];
            board.place(move, side);
            int score;
            if (i == 0) {
                score = -search(depth - 1, -beta, -alpha, 1, 1 - side);
            } else {
                score = -search(depth - 1, -alpha - 1, -alpha, 1, 1 - side);
                if (score > alpha && !clock.isStopped()) {
                    score = -search(depth - 1, -beta, -alpha, 1, 1 - side);
                }
            }
            board.undo();
            if (clock.isStopped()) {
                break;
            }
            if (score > bestScore) {
                bestScore = score;
                bestMove = move;
                List<Integer> pv = new ArrayList<>();
                pv.add(move);
                for (int p = 1; p < pvLength[1]; p++) {
                    pv.add(pvTable[1][p]);
                }
                bestPv = pv;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break; // fail high: the caller widens the window
                    }
                }
            }
        }
        return bestMove < 0 ? null : new Outcome(bestMove, bestScore, depth, bestPv);
    }

    private int search(int depth, int alpha, int beta, int ply, int side) {
        pvLength[ply] = ply;
        if (clock.tick()) {
            return 0;
        }
        if ((clock.nodes() & 0x3FFF) == 0) {
            report();
        }
        int opp = 1 - side;
        CellSet ownFives = board.fivePoints(side);
        if (!ownFives.isEmpty()) {
            pvTable[ply][ply] = ownFives.first();
            pvLength[ply] = ply + 1;
            return Score.winIn(ply + 1);
        }
        CellSet theirFives = board.fivePoints(opp);
        if (theirFives.size() >= 2) {
            return Score.lossIn(ply + 2);
        }
        if (board.isFull()) {
            return Score.DRAW;
        }
        if (ply >= MAX_PLY - 4) {
            return Evaluation.evaluate(board, side);
        }
        if (theirFives.size() == 1) {
            int block = theirFives.first();
            if (!board.mayPlay(side, block)) {
                return Score.lossIn(ply + 2); // the one block is forbidden (Black under renju)
            }
            board.place(block, side);
            int score = -search(depth, -beta, -alpha, ply + 1, opp); // forced: costs no depth
            board.undo();
            updatePv(ply, block);
            return score;
        }
        if (!board.doubleFourPoints(side).isEmpty()) {
            // an open or double four, and no five of the opponent's to answer it with
            int p = board.doubleFourPoints(side).first();
            pvTable[ply][ply] = p;
            pvLength[ply] = ply + 1;
            return Score.winIn(ply + 3);
        }
        if (board.fourPoints(opp).isEmpty() && !board.isRestricted(side)) {
            // a four with an open three, or two open threes: the opponent has no four to interpose
            // (not for Black under renju: its three may be false, and two real threes are forbidden)
            CellSet combos = board.fourThreePoints(side);
            if (combos.isEmpty()) {
                combos = board.doubleThreePoints(side);
            }
            if (!combos.isEmpty()) {
                pvTable[ply][ply] = combos.first();
                pvLength[ply] = ply + 1;
                return Score.winIn(ply + 5);
            }
        }
        if (depth <= 0) {
            return Evaluation.evaluate(board, side);
        }

        long hash = board.hash() ^ (side == 0 ? 0 : 0x5DEECE66DL);
        long entry = tt.probe(hash);
        int ttMove = -1;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            if (TranspositionTable.depth(entry) >= depth && beta - alpha == 1) {
                int stored = TranspositionTable.score(entry, ply);
                int flag = TranspositionTable.flag(entry);
                if (flag == TranspositionTable.EXACT
                        || flag == TranspositionTable.LOWER && stored >= beta
                        || flag == TranspositionTable.UPPER && stored <= alpha) {
                    return stored;
                }
            }
        }

        boolean threatened = !board.doubleFourPoints(opp).isEmpty();
        if (beta - alpha == 1 && !threatened && Math.abs(beta) < Score.DECISIVE) {
            int standing = Evaluation.evaluate(board, side);
            int margin = settings.futilityMargin();
            if (margin > 0 && depth <= FUTILITY_DEPTH && standing - margin * depth >= beta) {
                return standing; // so far ahead that the few plies left will not bring it back to beta
            }
            if (settings.failHighReduction() && depth >= FAIL_HIGH_DEPTH && standing >= beta) {
                depth--;
            }
        }
        int total = generate(side, ply, ttMove);
        if (total == 0) {
            return Score.DRAW; // every empty point is forbidden to Black
        }
        int cap = settings.branchCap();
        if (cap > 0) {
            cap = Math.min(cap, LMP_BASE + depth * depth / 2); // shallow nodes try fewer moves
        }
        int count = cap > 0 && !threatened ? Math.min(total, cap) : total;
        int[] moves = moveBuffers[ply];
        int originalAlpha = alpha;
        int best = -INF;
        int bestMove = -1;
        int[] scores = scoreBuffers[ply];
        // answering an open three is near forced: it costs no depth, so attacks are seen to their end
        boolean freeAnswers = threatened && answersFree(ply, iterationDepth, settings.answerReach());
        int childDepth = freeAnswers ? depth : depth - 1;
        boolean singular = !threatened && ply < 2 * iterationDepth && isSingular(entry, ttMove, depth, ply, side, count, total);
        if (singular) {
            singularExtensions++;
        }
        if (clock.isStopped()) {
            return 0;
        }
        for (int i = 0; i < count; i++) {
            int move = MoveList.selectBest(moves, scores, i, total);
            board.place(move, side);
            int moveDepth = singular && move == ttMove ? childDepth + 1 : childDepth;
            if (freeAnswers && settings.delaysPay() && !board.doubleFourPoints(opp).isEmpty()) {
                moveDepth--; // a four that leaves the open three standing only delays the answer: it pays its ply
            }
            int score;
            if (i == 0) {
                score = -search(moveDepth, -beta, -alpha, ply + 1, opp);
            } else {
                score = -search(moveDepth, -alpha - 1, -alpha, ply + 1, opp);
                if (score > alpha && score < beta && !clock.isStopped()) {
                    score = -search(moveDepth, -beta, -alpha, ply + 1, opp);
                }
            }
            board.undo();
            if (clock.isStopped()) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, move);
                    if (alpha >= beta) {
                        if (killers[ply][0] != move) {
                            killers[ply][1] = killers[ply][0];
                            killers[ply][0] = move;
                        }
                        history[side][move] += depth * depth;
                        break;
                    }
                }
            }
        }
        if (count < total && best < -Score.DECISIVE) {
            best = UNPROVEN_LOSS; // a move not tried may hold
        }
        int flag = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(hash, depth, flag, best, bestMove, ply);
        return best;
    }

    /** Whether answers to an open three at {@code ply} cost no depth: the path is shorter than {@code reachTenths} tenths of the iteration. */
    static boolean answersFree(int ply, int iterationDepth, int reachTenths) {
        return ply * 10 < reachTenths * iterationDepth;
    }

    /** How many nodes found their table move singular and extended it, so far. */
    long singularExtensions() {
        return singularExtensions;
    }

    /**
     * Whether the table move is singular (see {@link #SINGULAR_DEPTH}): the node's other moves, among
     * the {@code count} it will try (its buffers ordered by {@link MoveList#selectBest}), all fall
     * short of the table's score less the margin at half the depth.
     */
    private boolean isSingular(long entry, int ttMove, int depth, int ply, int side, int count, int total) {
        if (!settings.singularExtension() || depth < SINGULAR_DEPTH || ttMove < 0
                || TranspositionTable.depth(entry) < depth - 3 || TranspositionTable.flag(entry) == TranspositionTable.UPPER) {
            return false;
        }
        int ttScore = TranspositionTable.score(entry, ply);
        if (Math.abs(ttScore) >= Score.DECISIVE) {
            return false;
        }
        int singularBeta = ttScore - SINGULAR_MARGIN;
        int[] moves = moveBuffers[ply];
        int[] scores = scoreBuffers[ply];
        for (int i = 0; i < count; i++) {
            int move = MoveList.selectBest(moves, scores, i, total);
            if (move == ttMove) {
                continue;
            }
            board.place(move, side);
            int score = -search((depth - 1) / 2, -singularBeta, -singularBeta + 1, ply + 1, 1 - side);
            board.undo();
            if (clock.isStopped() || score >= singularBeta) {
                return false;
            }
        }
        return true;
    }

    private void updatePv(int ply, int move) {
        pvTable[ply][ply] = move;
        int childLength = pvLength[ply + 1];
        for (int p = ply + 1; p < childLength; p++) {
            pvTable[ply][p] = pvTable[ply + 1][p];
        }
        pvLength[ply] = Math.max(childLength, ply + 1);
    }

    /** Fills the ply's buffers with moves and their ordering scores; returns how many. */
    private int generate(int side, int ply, int ttMove) {
        int opp = 1 - side;
        int[] moves = moveBuffers[ply];
        int[] scores = scoreBuffers[ply];
        int count = 0;
        if (!board.doubleFourPoints(opp).isEmpty()) {
            // the opponent threatens a four that cannot be blocked: only own fours and the cells that stop it help
            int[] cells = defenceBuffers[ply];
            int n = defences.find(opp, cells);
            listed.clearMarks();
            count = listed.addAll(board.fourPoints(side), moves, count);
            for (int i = 0; i < n; i++) {
                if (board.mayPlay(side, cells[i])) {
                    count = listed.add(cells[i], moves, count);
                }
            }
        }
        if (count == 0) {
            count = MoveList.addCandidates(board, side, moves, 0);
        }
        MoveList.score(board, side, moves, scores, count, ttMove, killers[ply], history[side]);
        return count;
    }
}
