package org.inarow.ai.engine.threats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.search.SearchClock;

/**
 * Which of the moves that stop an opponent's win by fours ({@link ThreatDefence#find}) really
 * answer it, for what a player is told to block. {@code find} keeps every move after which the
 * attacker has no win by fours at once, and a four of the defender's is always among them (the
 * attacker must block it first), even when the block leaves the threat standing as before. So:
 * <ul>
 *   <li>a four of the defender's whose forced block leaves the attacker's fours in place only
 *       <em>delays</em> the threat;</li>
 *   <li>a move after which the attacker wins by continuous threats loses;</li>
 *   <li>the rest hold, as far as these searches see.</li>
 * </ul>
 * When nothing holds at once, each delaying four is followed (its block played, the question asked
 * again, up to {@link #MAX_DELAYS} fours deep): it holds if something holds after it. When nothing
 * holds, the empty points away from the stones are tried: one that breaks the attacker's fours is
 * judged as the stops near the stones are. When every move was refuted by a win found, the threat
 * cannot be stopped: the loss is proven.
 */
public final class ThreatAnswers {
    /** How many of the defender's fours in a row are followed; a delay deeper than that is taken as holding. */
    static final int MAX_DELAYS = 2;
    /** The share of the clock's time by which the checks must end (what is not checked by then holds). */
    static final double TIME = 0.6;
    /** The nodes a stop left unchecked at that share of the time still gets. */
    static final long GLANCE_NODES = 2_000;

    /**
     * @param holding   the moves that stop the threat and that no win by threats was found against
     *                  (a delaying four only when nothing else holds and something holds after it), by cell
     * @param delays    the defender's fours after whose forced block the attacker's fours stand as before, by cell
     * @param lostLine  when every move is proven to lose: the longest loss found, the defender's move first;
     *                  else null
     * @param lostMoves the attacker's moves in {@code lostLine}, the five included, its blocks of fours not
     * @param refuted   every move found to lose, by cell: the move, then the win found against it, and that
     *                  win's attacker moves counted as in {@code lostMoves}
     */
    public record Verdict(List<Integer> holding, List<Integer> delays, int[] lostLine, int lostMoves,
                          Map<Integer, LongestDefence.Choice> refuted) {
        public boolean isLost() {
            return lostLine != null;
        }
    }

    private final EngineBoard board;
    private final VcfSearch vcf;
    private final VctSearch vct;
    private final SearchClock clock;
    private final long budget;
    /**
     * Its own threat search for the fours' refutations: what a search remembers as failed holds for
     * the threats it followed there, which depend on the way it came, so searches from other roots
     * in the same tables can miss wins the others would find.
     */
    private VctSearch afterFours;
    private int[] longest;
    private int longestMoves;
    private Map<Integer, LongestDefence.Choice> refuted = new HashMap<>();

    private ThreatAnswers(EngineBoard board, VcfSearch vcf, VctSearch vct, SearchClock clock, long budget) {
        this.board = board;
        this.vcf = vcf;
        this.vct = vct;
        this.clock = clock;
        this.budget = budget;
    }

    /**
     * Sorts {@code found}, the moves of {@code defender} (to move) after which the attacker has no win
     * by fours, spending at most {@code budget} nodes on each threat search; {@code threat} is the
     * attacker's win by fours before the defender's move.
     */
    public static Verdict judge(EngineBoard board, VcfSearch vcf, VctSearch vct, int defender, List<Integer> found,
                         int[] threat, long budget, SearchClock clock) {
        return new ThreatAnswers(board, vcf, vct, clock, budget).judge(defender, found, threat, 0);
    }

    private Verdict judge(int defender, List<Integer> found, int[] threat, int depth) {
        int attacker = 1 - defender;
        List<Integer> direct = new ArrayList<>();
        List<Integer> delays = new ArrayList<>();
        for (int cell : found) {
            (onlyDelays(defender, cell) ? delays : direct).add(cell);
        }
        longest = null;
        longestMoves = 0;
        refuted = new HashMap<>();
        List<Integer> holding = new ArrayList<>(holdAgainstThreats(defender, direct));
        if (holding.isEmpty()) {
            for (int cell : delays) {
                if (!refutedByThreats(defender, cell) && holdsAfterBlock(defender, cell, depth)) {
                    holding.add(cell);
                }
            }
        }
        boolean proven = false;
        if (holding.isEmpty() && longest != null) {
            // nothing near the stones holds: a point further away that breaks the fours is judged as they were
            List<Integer> far = farPointsNotLosingToFours(defender, threat);
            if (far != null) {
                List<Integer> farHolding = new ArrayList<>();
                int unchecked = checkFarPoints(defender, far, farHolding);
                holding.addAll(farHolding);
                proven = holding.isEmpty() && unchecked == 0;
            }
        }
        holding.sort(null);
        delays.sort(null);
        return new Verdict(holding, delays, proven ? longest : null, proven ? longestMoves : 0, Map.copyOf(refuted));
    }

    /**
     * Judges the far points that break the attacker's fours: a refuted one is kept with its refutation,
     * one whose search for a win by threats ended without one goes into {@code holding}; one not
     * searched to the end (the time, the nodes) is neither named nor refuted. Returns how many were not.
     */
    private int checkFarPoints(int defender, List<Integer> far, List<Integer> holding) {
        int unchecked = 0;
        for (int cell : far) {
            if (clock.isStopped()) {
                unchecked++;
                continue;
            }
            int[] win = threatWinAfter(defender, cell);
            if (win.length > 0) {
                lost(cell, -1, win, vct.provenMoves());
            } else if (vct.wasCutShort()) {
                unchecked++;
            } else {
                holding.add(cell);
            }
        }
        return unchecked;
    }

    /**
     * Those of {@code cells} after which no win by threats is found (or not looked for in time); the
     * others' refutations are kept. Past this check's share of the time, each cell left still gets a
     * glance ({@link #GLANCE_NODES} nodes): a quick refutation missed only for want of time would leave
     * a losing stop named.
     */
    private List<Integer> holdAgainstThreats(int defender, List<Integer> cells) {
        List<Integer> holding = new ArrayList<>();
        for (int cell : cells) {
            if (clock.isStopped()) {
                holding.add(cell);
                continue;
            }
            int[] win = threatWinAfter(defender, cell);
            if (win.length == 0) {
                holding.add(cell);
            } else {
                lost(cell, -1, win, vct.provenMoves());
            }
        }
        return holding;
    }

    /**
     * The attacker's win by threats after the defender's {@code cell}, or none; past this check's share of
     * the time only a glance. The search keeps the win's count and whether it was cut short.
     */
    private int[] threatWinAfter(int defender, int cell) {
        board.place(cell, defender);
        int[] win = stopped() ? vct.find(1 - defender, VctSearch.PLAY_MOVES, Math.min(budget, GLANCE_NODES))
                : vct.find(1 - defender, VctSearch.PLAY_MOVES, budget, TIME);
        board.undo();
        return win;
    }

    /**
     * Whether the attacker, after the defender's four on {@code cell}, wins by continuous threats: its
     * block, then threats the defender must answer (a loss found is kept as this cell's refutation).
     * Cheaper and surer than following the four with every answer ({@link #holdsAfterBlock}), which
     * past its depth takes a four to hold.
     */
    private boolean refutedByThreats(int defender, int cell) {
        if (stopped()) {
            return false;
        }
        if (afterFours == null) {
            afterFours = new VctSearch(board, clock);
        }
        board.place(cell, defender);
        int[] win = afterFours.find(1 - defender, VctSearch.PLAY_MOVES, budget, TIME);
        int moves = afterFours.provenMoves();
        board.undo();
        if (win.length > 0) {
            lost(cell, -1, win, moves);
        }
        return win.length > 0;
    }

    /** Whether {@code cell} makes a four of the defender's whose one block leaves the attacker's fours standing. */
    private boolean onlyDelays(int defender, int cell) {
        int attacker = 1 - defender;
        board.place(cell, defender);
        CellSet fives = board.fivePoints(defender);
        boolean delays = false;
        if (fives.size() == 1 && board.mayPlay(attacker, fives.first())) {
            board.place(fives.first(), attacker);
            delays = board.fivePoints(attacker).isEmpty()
                    && vcf.find(attacker, VcfSearch.PLAY_MOVES, budget).length > 0;
            board.undo();
        }
        board.undo();
        return delays;
    }

    /**
     * After the defender's four on {@code cell} and its block: whether a move holds (a loss proven
     * there is kept as this cell's refutation). Past {@link #MAX_DELAYS} or the time, it is taken to hold.
     */
    private boolean holdsAfterBlock(int defender, int cell, int depth) {
        if (depth >= MAX_DELAYS || stopped()) {
            return true;
        }
        int attacker = 1 - defender;
        board.place(cell, defender);
        int block = board.fivePoints(defender).first();
        board.place(block, attacker);
        int[] threat = vcf.find(attacker, VcfSearch.PLAY_MOVES, budget);
        ThreatDefence.Result again = ThreatDefence.find(board, vcf, defender, VcfSearch.PLAY_MOVES,
                Math.max(1_000, budget / 8), clock, threat);
        int[] outerLongest = longest;
        int outerMoves = longestMoves;
        Map<Integer, LongestDefence.Choice> outerRefuted = refuted;
        boolean holds;
        int[] line;
        int moves;
        if (again.defences().isEmpty()) {
            // nothing near the stones stops the fours: the four lost, unless a point further away holds
            line = threat.length == 0 || !othersLose(defender, threat) ? null : anyRefutation(defender);
            holds = line == null;
            moves = holds ? 0 : line.length / 2; // the defender's move, then the attacker's fours
        } else {
            Verdict after = judge(defender, again.defences(), threat, depth + 1);
            holds = !after.isLost();
            line = after.lostLine();
            moves = after.lostMoves();
        }
        board.undo();
        board.undo();
        longest = outerLongest;
        longestMoves = outerMoves;
        refuted = outerRefuted;
        if (!holds) {
            lost(cell, block, line, moves);
        }
        return holds;
    }

    /** Keeps {@code cell}'s refutation, the longest one found apart: the defender's {@code cell}, the attacker's {@code block} (or none), then {@code win}. */
    private void lost(int cell, int block, int[] win, int moves) {
        int head = block < 0 ? 1 : 2;
        int[] line = new int[head + win.length];
        line[0] = cell;
        if (block >= 0) {
            line[1] = block;
        }
        System.arraycopy(win, 0, line, head, win.length);
        refuted.put(cell, new LongestDefence.Choice(line, moves));
        if (longest != null && moves < longestMoves) {
            return;
        }
        longest = line;
        longestMoves = moves;
    }

    /** Whether every empty point away from the stones that the defender may play loses to the attacker's fours. */
    private boolean othersLose(int defender, int[] threat) {
        List<Integer> far = farPointsNotLosingToFours(defender, threat);
        return far != null && far.isEmpty();
    }

    /**
     * The empty points away from the stones that the defender may play and after which the attacker
     * has no win by fours (the known {@code threat} replayed first); null if the time ran out first.
     * Those near the stones were settled by {@link ThreatDefence#find} already: refuted, or judged here.
     * A far point can hold: a stone there may take a cell that the attacker's fours need.
     */
    private List<Integer> farPointsNotLosingToFours(int defender, int[] threat) {
        int attacker = 1 - defender;
        CellSet near = board.candidates();
        List<Integer> standing = new ArrayList<>();
        for (int cell = 0; cell < board.size(); cell++) {
            if (!board.isEmpty(cell) || near.contains(cell) || !board.mayPlay(defender, cell)) {
                continue;
            }
            if (stopped()) {
                return null;
            }
            board.place(cell, defender);
            boolean loses = threat.length > 0 && vcf.replays(attacker, threat)
                    || vcf.find(attacker, VcfSearch.PLAY_MOVES, Math.max(1_000, budget / 8)).length > 0;
            board.undo();
            if (!loses) {
                standing.add(cell);
            }
        }
        return standing;
    }

    /** One refuted move of the defender's (the first near the stones) and the attacker's fours after it; null if none is found. */
    private int[] anyRefutation(int defender) {
        CellSet near = board.candidates();
        for (int i = 0; i < near.size(); i++) {
            int cell = near.get(i);
            if (!board.mayPlay(defender, cell)) {
                continue;
            }
            board.place(cell, defender);
            int[] win = vcf.find(1 - defender, VcfSearch.PLAY_MOVES, budget);
            board.undo();
            if (win.length > 0) {
                int[] line = new int[win.length + 1];
                line[0] = cell;
                System.arraycopy(win, 0, line, 1, win.length);
                return line;
            }
        }
        return null;
    }

    private boolean stopped() {
        return clock.isStopped() || clock.usedFraction(TIME);
    }

    @Override
    public String toString() {
        return "ThreatAnswers" + (longest == null ? "" : Arrays.toString(longest));
    }
}
