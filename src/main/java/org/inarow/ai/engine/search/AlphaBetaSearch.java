package org.inarow.ai.engine.search;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Progress;
import org.inarow.ai.Score;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;

/**
 * Negamax with alpha-beta (principal variation search), iterative deepening, a transposition
 * table, killer and history move ordering, on an {@link EngineBoard}.
 * <p>
 * Tactics are rules, not guesses: a side with a five-point wins at once; a side facing a
 * five-point of the opponent has exactly one move (and it costs no depth); a side facing two
 * loses; facing an open four or double four to come, only fours and moves on the opponent's four
 * cells are tried. At the horizon, a side to move with an open or double four and an opponent
 * without a single four has won.
 */
public final class AlphaBetaSearch {
    /**
     * How deep and how wide to look.
     *
     * @param maxDepth   the deepest iteration, in plies
     * @param branchCap  at most this many moves per node, best ordered first (0: all)
     */
    public record Settings(int maxDepth, int branchCap) {
    }

    /** The outcome: the move, its score, the last depth completed and the line expected. */
    public record Outcome(int move, int score, int depth, List<Integer> pv) {
    }

    private static final int MAX_PLY = 128;
    private static final int INF = Score.WIN + 1;

    private final EngineBoard board;
    private final Settings settings;
    private final SearchClock clock;
    private final TranspositionTable tt;
    private final int[][] killers = new int[MAX_PLY][2];
    private final int[][] history;
    private final int[][] moveBuffers = new int[MAX_PLY][];
    private final int[][] scoreBuffers = new int[MAX_PLY][];
    private final int[][] pvTable = new int[MAX_PLY][MAX_PLY];
    private final int[] pvLength = new int[MAX_PLY];
    private final MoveList listed;
    private ProgressThrottle throttle;
    private Outcome lastCompleted;

    public AlphaBetaSearch(EngineBoard board, Settings settings, SearchClock clock, TranspositionTable tt) {
        this.board = board;
        this.settings = settings;
        this.clock = clock;
        this.tt = tt;
        this.history = new int[2][board.size()];
        this.listed = new MoveList(board.size());
        for (int i = 0; i < MAX_PLY; i++) {
            moveBuffers[i] = new int[board.size()];
            scoreBuffers[i] = new int[board.size()];
            killers[i][0] = -1;
            killers[i][1] = -1;
        }
    }

    /**
     * Searches for {@code side} among {@code rootMoves} (non-empty) by iterative deepening until
     * the maximum depth, a proven result, or the clock stops it; always returns a move.
     */
    public Outcome run(int side, int[] rootMoves, ProgressThrottle progress) {
        this.throttle = progress;
        int[] moves = MoveList.orderedByValue(board, side, rootMoves);
        lastCompleted = new Outcome(moves[0], Evaluation.evaluate(board, side), 0, List.of(moves[0]));
        for (int depth = 1; depth <= settings.maxDepth(); depth++) {
            Outcome outcome = searchRoot(side, moves, depth);
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
            if (clock.softTimeUp() || moves.length == 1 && depth >= 2) {
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

    /** One iteration at the root; null if stopped before any move had its score. */
    private Outcome searchRoot(int side, int[] moves, int depth) {
        int alpha = -INF;
        int beta = INF;
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
        if (depth <= 0) {
            if (!board.doubleFourPoints(side).isEmpty() && board.fourPoints(opp).isEmpty()) {
                return Score.winIn(ply + 3);
            }
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

        int total = generate(side, ply, ttMove);
        if (total == 0) {
            return Score.DRAW; // every empty point is forbidden to Black
        }
        int cap = settings.branchCap();
        int count = cap > 0 ? Math.min(total, cap) : total;
        int[] moves = moveBuffers[ply];
        int originalAlpha = alpha;
        int best = -INF;
        int bestMove = -1;
        int[] scores = scoreBuffers[ply];
        for (int i = 0; i < count; i++) {
            int move = MoveList.selectBest(moves, scores, i, total);
            board.place(move, side);
            int score;
            if (i == 0) {
                score = -search(depth - 1, -beta, -alpha, ply + 1, opp);
            } else {
                score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, opp);
                if (score > alpha && score < beta && !clock.isStopped()) {
                    score = -search(depth - 1, -beta, -alpha, ply + 1, opp);
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
        int flag = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(hash, depth, flag, best, bestMove, ply);
        return best;
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
            // the opponent threatens a four that cannot be blocked: only fours and their four cells help
            listed.clearMarks();
            count = listed.addAll(board.fourPoints(side), moves, count);
            CellSet blocks = board.fourPoints(opp);
            for (int i = 0; i < blocks.size(); i++) {
                if (board.mayPlay(side, blocks.get(i))) {
                    count = listed.add(blocks.get(i), moves, count);
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
