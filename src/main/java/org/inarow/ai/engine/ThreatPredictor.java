package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.ai.exact.Finished;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * "Who will win" on boards too big to search to the end (gomoku), from threats first:
 * <ol>
 *   <li>a five to make, or two fives of the opponent's to face: proven;</li>
 *   <li>a win by continuous fours for the side to move: proven, with its length;</li>
 *   <li>a win by continuous threats (fours and open threes) for the side to move: proven, with the
 *       most moves it can take against any defence (the line shows one defence);</li>
 *   <li>a win by continuous fours the opponent would have if it were its move: the cells that stop
 *       it become {@code mustBlock}; if no move stops it, the opponent's win is proven;</li>
 *   <li>otherwise a short alpha-beta search gives an estimate: a score (about 150 per open three of
 *       advantage) and, when it is clear, the side it favours.</li>
 * </ol>
 * Without limits it allows itself about {@link #DEFAULT_NODES} nodes (a few hundred milliseconds).
 */
public final class ThreatPredictor implements Predictor {
    public static final long DEFAULT_NODES = 150_000;
    /** Beyond this estimated score, the favoured side is named as the expected winner. */
    public static final int CLEAR_ADVANTAGE = 800;
    private static final int RADIUS = 2;
    private static final int ESTIMATE_DEPTH = 10;

    private final TranspositionTable tt = new TranspositionTable(16);

    @Override
    public Prediction predict(Position position, Limits limits, Cancellation cancellation) {
        if (position.isOver()) {
            return Finished.prediction(position);
        }
        Limits bounded = limits.hasTime() || limits.hasNodes() ? limits : limits.withNodes(DEFAULT_NODES);
        SearchClock clock = new SearchClock(bounded, cancellation);
        EngineBoard board = EngineBoard.of(position, RADIUS);
        Side mover = position.toMove();
        int side = EngineBoard.sideIndex(mover);
        int opp = 1 - side;
        long budget = Math.max(2_000, EngineStrategy.threatBudget(bounded) / 2);

        CellSet ownFives = board.fivePoints(side);
        if (!ownFives.isEmpty()) {
            int five = ownFives.first();
            return win(board, mover, new int[] {five}, 1, List.of());
        }
        CellSet theirFives = board.fivePoints(opp);
        if (theirFives.size() >= 2) {
            int[] line = {theirFives.get(0), theirFives.get(1)};
            return loss(board, mover, line, 1, List.of(board.point(line[0]), board.point(line[1])));
        }
        // a four must be answered whatever follows; deeper threats name the moves that stop them
        List<Point> mustBlock = theirFives.size() == 1 ? List.of(board.point(theirFives.first())) : List.of();
        VcfSearch vcf = new VcfSearch(board, clock);
        int[] win = vcf.find(side, EngineStrategy.VCF_MOVES, budget);
        if (win.length > 0) {
            return win(board, mover, win, (win.length + 1) / 2, mustBlock);
        }
        VctSearch vct = new VctSearch(board, clock);
        int[] threatWin = clock.isStopped() ? new int[0] : vct.find(side, EngineStrategy.VCT_MOVES, budget);
        if (threatWin.length > 0) {
            return win(board, mover, threatWin, vct.provenMoves(), mustBlock);
        }
        int[] rootMoves = RootMoves.all(board);
        int[] threat = clock.isStopped() ? new int[0] : vcf.find(opp, EngineStrategy.VCF_MOVES, budget);
        if (threat.length > 0) {
            ThreatDefence.Result defence = ThreatDefence.find(board, vcf, side, EngineStrategy.VCF_MOVES,
                    Math.max(1_000, budget / 8), clock, threat);
            if (defence.defences().isEmpty()) {
                Prediction lost = provenLoss(board, mover, vcf, budget, clock, mustBlock);
                if (lost != null) {
                    return lost;
                }
            } else {
                List<Integer> cells = new ArrayList<>(defence.defences());
                cells.sort(null);
                mustBlock = cells.stream().map(board::point).toList();
                rootMoves = cells.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        return estimate(board, side, mover, rootMoves, mustBlock, clock);
    }

    private Prediction estimate(EngineBoard board, int side, Side mover, int[] rootMoves, List<Point> mustBlock,
                                SearchClock clock) {
        AlphaBetaSearch search = new AlphaBetaSearch(board, new AlphaBetaSearch.Settings(ESTIMATE_DEPTH, 12), clock, tt);
        AlphaBetaSearch.Outcome o = search.run(side, rootMoves, new ProgressThrottle(org.inarow.ai.ProgressSink.NONE));
        int score = Score.isDecisive(o.score()) ? Integer.signum(o.score()) * (Score.DECISIVE / 100) : o.score();
        Outcome outcome = Outcome.UNKNOWN;
        if (Math.abs(score) >= CLEAR_ADVANTAGE) {
            outcome = Outcome.winFor(score > 0 ? mover : mover.opponent());
        }
        List<Point> line = o.pv().stream().map(board::point).toList();
        return new Prediction(outcome, Proof.ESTIMATE, board.point(o.move()), line, score, 0, mustBlock, Map.of());
    }

    /**
     * When no cell near the stones stops the opponent's fours: every other empty cell is tried too,
     * and the loss is proven if the opponent wins by fours after each; the longest defence is shown.
     */
    private Prediction provenLoss(EngineBoard board, Side mover, VcfSearch vcf, long budget, SearchClock clock,
                                  List<Point> mustBlock) {
        int side = EngineBoard.sideIndex(mover);
        int bestMove = -1;
        int[] longest = null;
        for (int cell = 0; cell < board.size(); cell++) {
            if (!board.isEmpty(cell)) {
                continue;
            }
            board.place(cell, side);
            int[] win = vcf.find(1 - side, EngineStrategy.VCF_MOVES, budget / 8);
            board.undo();
            if (win.length == 0) {
                return null; // not proven: this cell may hold (or the search was cut short)
            }
            if (longest == null || win.length > longest.length) {
                longest = win;
                bestMove = cell;
            }
        }
        int[] line = new int[longest.length + 1];
        line[0] = bestMove;
        System.arraycopy(longest, 0, line, 1, longest.length);
        return loss(board, mover, line, (longest.length + 1) / 2, mustBlock);
    }

    /** A proven win in at most {@code moves} of the mover's moves, whatever the defence; {@code line} one way it goes. */
    private static Prediction win(EngineBoard board, Side mover, int[] line, int moves, List<Point> mustBlock) {
        return new Prediction(Outcome.winFor(mover), Proof.THREAT, board.point(line[0]), points(board, line),
                Score.winIn(2 * moves - 1), moves, mustBlock, Map.of());
    }

    private static Prediction loss(EngineBoard board, Side mover, int[] line, int winnerMoves, List<Point> mustBlock) {
        return new Prediction(Outcome.winFor(mover.opponent()), Proof.THREAT, board.point(line[0]), points(board, line),
                Score.lossIn(2 * winnerMoves), winnerMoves, mustBlock, Map.of());
    }

    private static List<Point> points(EngineBoard board, int[] cells) {
        return Arrays.stream(cells).mapToObj(board::point).toList();
    }
}
