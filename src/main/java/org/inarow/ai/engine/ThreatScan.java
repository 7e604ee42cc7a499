package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.ai.ThreatStones;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.search.RootMoves;
import org.inarow.ai.engine.threats.LongestDefence;
import org.inarow.ai.engine.threats.ThreatAnswers;
import org.inarow.ai.engine.threats.ThreatDefence;
import org.inarow.ai.engine.threats.VcfSearch;
import org.inarow.ai.engine.threats.VctSearch;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * What the threat searches settle about a gomoku position before any estimate, in this order:
 * <ol>
 *   <li>a five to make, or two fives of the opponent's to face: proven;</li>
 *   <li>a win by continuous fours for the side to move: proven, with its length;</li>
 *   <li>a win by continuous threats (fours and open threes) for the side to move: proven, with the
 *       most moves it can take against any defence (the line shows one defence);</li>
 *   <li>a win by continuous fours the opponent would have if it were its move (a four or an open
 *       three on the board is one): the cells that stop it become {@code mustBlock}, the stones it is
 *       made of {@code threatStones}; the side to move's fours that only delay it, {@code delays}, and
 *       the stops the opponent then wins against by threats, are left out ({@link ThreatAnswers}: kept
 *       in {@link #refutedStopLastingLonger}, for when the stop left is found lost too); if no move
 *       stops it, the opponent's win is proven.</li>
 * </ol>
 * Under renju the searches know Black's forbidden points (see {@link EngineBoard}): a block, a
 * best move or a must-block point of Black's is never one, and a four of White's whose one block is
 * forbidden to Black wins.
 * A proven result is {@link #decided()}; otherwise {@link #rootMoves()} are the moves left to search.
 */
public final class ThreatScan {
    /** The share of the time by which the search for a win by threats must end (the nodes budget may stop it sooner): the rest is the estimate's. */
    static final double VCT_TIME = 0.3;

    private final Position position;
    private final EngineBoard board;
    private final SearchClock clock;
    private final VcfSearch vcf;
    private final VctSearch vct;
    private final Side mover;
    private final int side;
    private Prediction decided;
    private int[] rootMoves;
    private List<Point> mustBlock = List.of();
    private List<Point> threatStones = List.of();
    private List<Point> delays = List.of();
    /** The stops of the opponent's fours that a win by threats refutes, by cell, each with that win. */
    private Map<Integer, LongestDefence.Choice> refutedStops = Map.of();

    private ThreatScan(Position position, EngineBoard board, SearchClock clock) {
        this.position = position;
        this.board = board;
        this.clock = clock;
        this.vcf = new VcfSearch(board, clock);
        this.vct = new VctSearch(board, clock);
        this.mover = position.toMove();
        this.side = EngineBoard.sideIndex(mover);
    }

    /** Scans an unfinished position, spending at most {@code budget} nodes on each threat search. */
    public static ThreatScan of(Position position, EngineBoard board, SearchClock clock, long budget) {
        ThreatScan scan = new ThreatScan(position, board, clock);
        scan.run(budget);
        return scan;
    }

    /** The proven result, or null if the threats prove nothing. */
    public Prediction decided() {
        return decided;
    }

    /** The moves worth searching when nothing is proven: the ones that stop the opponent's fours, or all near the stones. */
    int[] rootMoves() {
        return rootMoves;
    }

    public List<Point> mustBlock() {
        return mustBlock;
    }

    public List<Point> threatStones() {
        return threatStones;
    }

    /** The side to move's fours that only delay the opponent's threat (see {@link ThreatAnswers}). */
    List<Point> delays() {
        return delays;
    }

    /**
     * Among the stops a win by threats refuted, the one whose refutation the proof counted longest
     * (then whose line is longest), if it lasts longer than {@code plies} by that count (the stop and
     * a reply to each of the winner's moves: two plies a move; the line itself runs longer by the
     * delaying fours it shows, which a shorter win need not allow): when the stop left is found lost
     * too, the stop that lasts is the one to name and play.
     */
    Optional<LongestDefence.Choice> refutedStopLastingLonger(int plies) {
        return refutedStops.values().stream()
                .filter(c -> 2 * c.winnerMoves() > plies)
                .max(Comparator.comparingInt(LongestDefence.Choice::winnerMoves)
                        .thenComparingInt(c -> c.line().length));
    }

    VcfSearch vcf() {
        return vcf;
    }

    VctSearch vct() {
        return vct;
    }

    private void run(long budget) {
        int opp = 1 - side;
        CellSet ownFives = board.fivePoints(side);
        if (!ownFives.isEmpty()) {
            decided = win(new int[] {ownFives.first()}, 1);
            return;
        }
        CellSet theirFives = board.fivePoints(opp);
        if (theirFives.size() >= 2) {
            int[] fives = {theirFives.get(0), theirFives.get(1)};
            // a block the mover may play (never one of Black's forbidden points), the other five after it
            int block = board.mayPlay(side, fives[0]) ? fives[0] : board.mayPlay(side, fives[1]) ? fives[1]
                    : board.anyAllowedMove(side, -1);
            int[] line = {block, block == fives[0] ? fives[1] : fives[0]};
            mustBlock = Arrays.stream(fives).filter(c -> board.mayPlay(side, c)).mapToObj(board::point).toList();
            threatStones = stones(new int[] {fives[0]});
            decided = loss(line, 1);
            return;
        }
        // a four must be answered whatever follows; deeper threats name the moves that stop them
        if (theirFives.size() == 1) {
            int five = theirFives.first();
            threatStones = stones(new int[] {five});
            if (!board.mayPlay(side, five)) {
                // the one block is forbidden to Black: whatever it plays, the five follows
                decided = loss(new int[] {board.anyAllowedMove(side, five), five}, 1);
                return;
            }
            mustBlock = List.of(board.point(five));
        }
        int[] win = vcf.find(side, VcfSearch.PLAY_MOVES, budget);
        if (win.length > 0) {
            decided = win(win, (win.length + 1) / 2);
            return;
        }
        int[] threatWin = clock.isStopped() ? new int[0] : vct.find(side, VctSearch.PLAY_MOVES, budget, VCT_TIME);
        if (threatWin.length > 0) {
            decided = win(threatWin, vct.provenMoves());
            return;
        }
        rootMoves = RootMoves.allowed(board, side);
        int[] threat = clock.isStopped() ? new int[0] : vcf.find(opp, VcfSearch.PLAY_MOVES, budget);
        if (threat.length == 0) {
            return;
        }
        threatStones = stones(threat);
        ThreatDefence.Result defence = ThreatDefence.find(board, vcf, side, VcfSearch.PLAY_MOVES,
                Math.max(1_000, budget / 8), clock, threat);
        if (defence.defences().isEmpty()) {
            decided = provenLoss(budget);
            return;
        }
        ThreatAnswers.Verdict verdict = ThreatAnswers.judge(board, vcf, vct, side, defence.defences(), threat, budget,
                clock);
        delays = verdict.delays().stream().map(board::point).toList();
        refutedStops = verdict.refuted();
        if (verdict.isLost()) {
            decided = lastingLoss(verdict.lostLine(), verdict.lostMoves(), verdict.refuted(), budget);
            return;
        }
        if (verdict.holding().isEmpty()) {
            // every stop loses to threats as far as they were checked, yet the loss is not proven (the time ran
            // out before a point further away was judged): none is named, and the moves near the stones are
            // searched as usual (the empty root this left crashed the hint)
            return;
        }
        mustBlock = verdict.holding().stream().map(board::point).toList();
        rootMoves = verdict.holding().stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * When no cell near the stones stops the opponent's fours: every other empty cell is tried too,
     * and the loss is proven if the opponent wins by fours after each; the longest defence is shown.
     * Null when a cell may hold (or the search was cut short).
     */
    private Prediction provenLoss(long budget) {
        int bestMove = -1;
        int[] longest = null;
        for (int cell = 0; cell < board.size(); cell++) {
            if (!board.mayPlay(side, cell)) {
                continue;
            }
            board.place(cell, side);
            int[] win = vcf.find(1 - side, VcfSearch.PLAY_MOVES, budget / 8);
            board.undo();
            if (win.length == 0) {
                return null;
            }
            if (longest == null || win.length > longest.length) {
                longest = win;
                bestMove = cell;
            }
        }
        if (longest == null) {
            return null; // no move the mover may play (every empty point forbidden to Black)
        }
        int[] line = new int[longest.length + 1];
        line[0] = bestMove;
        System.arraycopy(longest, 0, line, 1, longest.length);
        return lastingLoss(line, (longest.length + 1) / 2, Map.of(), budget);
    }

    /** The loss proven by {@code line} (and {@code refuted}, every move's refutation by cell), shown with the defence that lasts longest ({@link LongestDefence}). */
    private Prediction lastingLoss(int[] line, int winnerMoves, Map<Integer, LongestDefence.Choice> refuted, long budget) {
        LongestDefence.Choice longest = LongestDefence.of(board, vcf, side,
                new LongestDefence.Choice(line, winnerMoves), refuted, Math.max(1_000, budget / 8), clock);
        return loss(longest.line(), longest.winnerMoves());
    }

    /** A proven win in at most {@code moves} of the mover's moves, whatever the defence; {@code line} one way it goes. */
    private Prediction win(int[] line, int moves) {
        return new Prediction(Outcome.winFor(mover), Proof.THREAT, board.point(line[0]), points(line),
                Score.winIn(2 * moves - 1), moves, mustBlock, Map.of(), mover,
                Prediction.provenChance(Outcome.winFor(mover), 0.5), threatStones, delays);
    }

    /** A proven loss: {@code line} starts with the mover's (futile) move, then the winner's. */
    private Prediction loss(int[] line, int winnerMoves) {
        Outcome outcome = Outcome.winFor(mover.opponent());
        return new Prediction(outcome, Proof.THREAT, board.point(line[0]), points(line),
                Score.lossIn(2 * winnerMoves), winnerMoves, mustBlock, Map.of(), mover,
                Prediction.provenChance(outcome, 0.5), threatStones, delays);
    }

    /** The opponent's stones its winning line (opponent first) builds on. */
    private List<Point> stones(int[] opponentLine) {
        return ThreatStones.of(position, mover.opponent(), points(opponentLine));
    }

    private List<Point> points(int[] cells) {
        return Arrays.stream(cells).mapToObj(board::point).toList();
    }
}
