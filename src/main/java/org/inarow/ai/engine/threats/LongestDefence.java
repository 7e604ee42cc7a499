package org.inarow.ai.engine.threats;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.search.SearchClock;

/**
 * In a position that is lost whatever the side to move plays, the move that makes the winner's
 * shortest forced win longest, as far as the threat searches see. A player shown "the best defence"
 * of a lost position should be shown the one that lasts, as strong engines play it: the first
 * refutation found for each defence is not the shortest, so the defence that looked longest was
 * often one that loses soonest.
 * <p>
 * Every move near the stones is tried. After it the winner's shortest win by fours, then by threats,
 * is looked for, no longer than the longest defence found so far (a win that short settles it); a
 * move with none that short is then measured in full. Lengths count every move of the winner's,
 * the blocks of the defender's fours included (each delays the end by two plies), as mate lengths
 * are counted. A four of the defender's is followed: its block, then the defender's longest
 * defence again (up to {@link #MAX_DELAYS} fours in a row). A move after which these searches find
 * no win at all, though the proof of the loss refuted it with more nodes, resists longest: it is
 * chosen before every measured move, with the proof's line for it (among several, the one whose
 * refutation the proof counted longest). A move refuted nowhere is left out: a defence shown must come with the
 * line that beats it.
 */
public final class LongestDefence {
    /** The share of the clock's time by which the tries must end (the defence found by then is kept). */
    static final double TIME = 0.8;
    /** How many of the defender's fours in a row are followed (each answered by its block). */
    static final int MAX_DELAYS = 2;

    /**
     * A defence and how it loses.
     *
     * @param line        the defender's move, then the winner's shortest win found after it
     * @param winnerMoves the winner's moves in it, the five and the block of a four included
     */
    public record Choice(int[] line, int winnerMoves) {
    }

    private final EngineBoard board;
    private final VcfSearch vcf;
    /** Counting the blocks of the defender's fours: lengths as plies, every delay included. */
    private final VctSearch vct;
    private final int defender;
    private final int attacker;
    private final long budget;
    private final SearchClock clock;
    /** The longest defences found below the top, by position (a four and its block reached again). */
    private final Map<Long, Choice> known = new HashMap<>();
    /** The top's moves that the proof of the loss refuted, by cell, with those refutations. */
    private final Map<Integer, Choice> refutedByProof;
    /** The longest-refuted of the top's moves that these searches found no win against. */
    private Choice unmeasured;

    private LongestDefence(EngineBoard board, VcfSearch vcf, int defender, long budget, SearchClock clock,
                           Map<Integer, Choice> refutedByProof) {
        this.board = board;
        this.vcf = vcf;
        this.vct = VctSearch.countingBlocks(board, clock);
        this.defender = defender;
        this.attacker = 1 - defender;
        this.budget = budget;
        this.clock = clock;
        this.refutedByProof = refutedByProof;
    }

    /**
     * The defence of {@code defender} (to move, proven lost) that lasts longest, starting from the
     * refutation that proved the loss, {@code proven}, and knowing the refutation the proof found for
     * each move it refuted, {@code refutedByProof} (by cell); each search spends at most {@code budget} nodes.
     */
    public static Choice of(EngineBoard board, VcfSearch vcf, int defender, Choice proven,
                            Map<Integer, Choice> refutedByProof, long budget, SearchClock clock) {
        LongestDefence search = new LongestDefence(board, vcf, defender, budget, clock, refutedByProof);
        Choice measured = search.defence(proven, MAX_DELAYS, true);
        return Optional.ofNullable(search.unmeasured).orElse(measured);
    }

    /**
     * The defender's (to move) move that lasts longest, starting from the refutation {@code proven}
     * (null: none), its fours followed {@code delaysLeft} deep. At the {@code top} a move with no
     * refutation found is passed over (the loss is proven already); below, it makes the answer unknown: null.
     */
    private Choice defence(Choice proven, int delaysLeft, boolean top) {
        long key = board.hash() ^ delaysLeft;
        if (!top && known.containsKey(key)) {
            return known.get(key);
        }
        int first = proven == null ? -1 : proven.line()[0];
        Choice best = first >= 0 ? refutation(first, VcfSearch.PLAY_MOVES, delaysLeft) : null;
        if (best == null && top) {
            unmeasuredAtTop(first, proven);
            best = proven; // proven by searches these do not repeat (a far point's fours, deeper delays)
        } else if (best == null) {
            best = proven;
        }
        for (int cell : board.candidates().toArray()) {
            if (stopped()) {
                return top ? best : null;
            }
            if (cell == first || !board.mayPlay(defender, cell)) {
                continue;
            }
            // a win no longer than the best defence's settles it; none that short, and it is measured in full
            if (best != null && refutation(cell, best.winnerMoves(), delaysLeft) != null) {
                continue;
            }
            Choice full = refutation(cell, VcfSearch.PLAY_MOVES, delaysLeft);
            if (full == null && !top) {
                best = null;
                break;
            }
            if (full == null) {
                unmeasuredAtTop(cell, refutedByProof.get(cell));
            }
            if (full != null && (best == null || full.winnerMoves() > best.winnerMoves())) {
                best = full;
            }
        }
        if (!top && !stopped()) {
            known.put(key, best);
        }
        return best;
    }

    /**
     * Keeps the top's {@code cell}, which these searches found no win against, if the proof refuted it
     * ({@code byProof}) longest so far: by the proof's count of the winner's moves (its bound over every
     * defence), then by the length of its line, blocks of fours included (the count leaves them out).
     */
    private void unmeasuredAtTop(int cell, Choice byProof) {
        if (cell < 0 || byProof == null || byProof.line()[0] != cell) {
            return;
        }
        if (unmeasured == null || byProof.winnerMoves() > unmeasured.winnerMoves()
                || byProof.winnerMoves() == unmeasured.winnerMoves() && byProof.line().length > unmeasured.line().length) {
            unmeasured = byProof;
        }
    }

    /** The winner's shortest win found after the defender's {@code cell}, of at most {@code atMost} moves; null if none. */
    private Choice refutation(int cell, int atMost, int delaysLeft) {
        board.place(cell, defender);
        try {
            CellSet theirFives = board.fivePoints(attacker);
            if (!theirFives.isEmpty()) {
                return new Choice(new int[] {cell, theirFives.first()}, 1);
            }
            CellSet ownFives = board.fivePoints(defender);
            if (ownFives.size() >= 2 || ownFives.size() == 1 && !board.mayPlay(attacker, ownFives.first())) {
                return null; // the defender wins: not a loss after all
            }
            if (ownFives.size() == 1 && delaysLeft > 0) {
                // a four: its block is forced, then the defender moves again, and its best answer counts
                int block = ownFives.first();
                board.place(block, attacker);
                Choice after = defence(null, delaysLeft - 1, false);
                board.undo();
                return after == null || after.winnerMoves() + 1 > atMost ? null
                        : new Choice(join(new int[] {cell, block}, after.line()), after.winnerMoves() + 1);
            }
            // (past the delays followed, a four's block is the threat search's first move: it follows
            // on only if the winner then threatens, and a win that lets the defender move freely is none)
            Choice win = shortestWin(atMost);
            return win == null ? null : new Choice(join(new int[] {cell}, win.line()), win.winnerMoves());
        } finally {
            board.undo();
        }
    }

    /** The attacker's (to move) shortest win by fours or threats of at most {@code atMost} moves, or null: the win alone as the line, its length. */
    private Choice shortestWin(int atMost) {
        if (atMost < 1) {
            return null;
        }
        int[] fours = vcf.find(attacker, Math.min(atMost, VcfSearch.PLAY_MOVES), budget);
        Choice byFours = fours.length > 0 ? new Choice(fours, winnerMoves(fours)) : null;
        int limit = byFours != null ? byFours.winnerMoves() - 1 : atMost;
        if (limit >= 2) {
            int[] threats = vct.find(attacker, Math.min(limit, VcfSearch.PLAY_MOVES), budget);
            if (threats.length > 0) {
                return new Choice(threats, vct.provenMoves()); // the proof's bound over every defence; its line shows one
            }
        }
        return byFours;
    }

    /** The attacker's moves in a line that starts with one of them and ends in its five. */
    private static int winnerMoves(int[] line) {
        return (line.length + 1) / 2;
    }

    private static int[] join(int[] head, int[] tail) {
        int[] line = new int[head.length + tail.length];
        System.arraycopy(head, 0, line, 0, head.length);
        System.arraycopy(tail, 0, line, head.length, tail.length);
        return line;
    }

    private boolean stopped() {
        return clock.isStopped() || clock.usedFraction(TIME);
    }
}
