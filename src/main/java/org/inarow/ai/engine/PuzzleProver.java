package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.threats.VcfSearch;
import org.inarow.ai.engine.threats.VctSearch;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * Judges a gomoku position as a puzzle, with proofs: what the side to move must do (block a four,
 * win by fours, win by threats, stop the opponent's win by fours) and the exact set of moves that do
 * it, as far as the threat searches reach. Every search has a fixed node budget, and each position
 * judged gets fresh tables, so the same position (the same move list) is always judged the same: the
 * generator's verdict and a later re-proof agree. (Within one judgement the tables are shared, and
 * what an earlier search left there can hide a win from a later one, never make a false one.)
 * <ul>
 *   <li>{@link Task#BLOCK}: the opponent has one four; its one block is the answer.</li>
 *   <li>{@link Task#WIN_BY_FOURS}: a win by continuous fours ({@link VcfSearch}), {@code length} its
 *       shortest (the attacker's moves, the five included). Accepted: each move after which the
 *       attacker still wins within that length, by fours after a four's forced block or by threats
 *       ({@link VctSearch#winsAfterMove}, then without keeping the threats in line). Every point within
 *       {@link #RADIUS} of a stone is tried; one that threatens nothing leaves the defender free, so it
 *       wins only when every reply is met by a win by threats found. A tried move is rejected when no
 *       such win is found, which is not a proof that none exists.</li>
 *   <li>{@link Task#WIN_BY_THREATS}: no win by fours (a complete search), a win by fours and open
 *       threes, {@code length} the shortest found; accepted moves as for fours, within that length.</li>
 *   <li>{@link Task#DEFEND}: neither side can make five, the side to move has no win by fours or
 *       threats, the opponent has a win by fours ({@code length} its shortest). Every empty point is
 *       tried: a move holds when after it the opponent has no win by fours (a complete search) and no
 *       win by threats is found; a four of the defender's own is followed through its forced block
 *       (it holds when a move then holds, up to {@link #MAX_DELAYS} fours deep). A move that holds so
 *       is accepted only when the opponent's attack does not go on after it by the engine's full
 *       search ({@link LastingAttack}). A position is kept only when every move that does not hold is
 *       refuted by a win found for the opponent, some move is accepted, and no accepted move leaves
 *       the attacker ahead ({@link LastingAttack#UNCLEAR_SCORE}: then the answer is unclear).</li>
 * </ul>
 */
public final class PuzzleProver {
    /** Where moves are tried for wins: within two points of a stone. */
    public static final int RADIUS = AlphaBetaStrategy.DEFAULT_RADIUS;
    /** The longest win by fours looked for (attacker's moves). */
    public static final int MAX_FOUR_MOVES = 20;
    /** The longest win by threats looked for (attacker's moves, blocks of fours not counted). */
    public static final int MAX_THREAT_MOVES = 8;
    /** Nodes for each search at the root (the side to move's wins, the opponent's fours). */
    public static final long ROOT_BUDGET = 400_000;
    /** Nodes for each search after a move tried. */
    public static final long MOVE_BUDGET = 60_000;
    /** Nodes for all the threat searches after a move that threatens nothing (one for each reply; a proof takes far fewer). */
    public static final long QUIET_BUDGET = 1_000_000;
    /** Nodes for the threat search after a defence that stops the opponent's fours (few moves get so far). */
    public static final long DEFENCE_BUDGET = 200_000;
    /** The most accepted answers a defence puzzle may have. */
    public static final int MAX_DEFENCES = 4;
    /** The most accepted answers a win puzzle may have. */
    public static final int MAX_WINNING_MOVES = 6;
    /** How many fours of the defender's in a row are followed through their blocks. */
    public static final int MAX_DELAYS = 4;

    /** What a position asks of the side to move. */
    public enum Task { BLOCK, WIN_BY_FOURS, WIN_BY_THREATS, DEFEND }

    /** Why a position is a puzzle or not. */
    public enum Reason {
        /** A puzzle: {@link Verdict#task()} and its answers. */
        PUZZLE("puzzle"),
        /** Nothing forcing on the board: no four, no win by fours or threats found for either side. */
        NO_TACTIC("no tactic"),
        /** The side to move makes five now (trivial). */
        WIN_IN_ONE("win in one (trivial)"),
        /** The opponent has an open four or two fours: nothing stops it (trivial). */
        ALREADY_LOST("already lost (trivial)"),
        /** Every defence against the opponent's fours is refuted: the position is lost. */
        NO_DEFENCE("no defence holds"),
        /** Defences stop the threats found, but after each the engine's search still rates the attacker winning. */
        ATTACK_LASTS("the attack goes on after every defence"),
        /** A defence stops the threats, yet after it the search still rates the attacker ahead, short of winning. */
        DEFENCE_UNCLEAR("a defence leaves the attacker ahead (unclear)"),
        /** More accepted answers than {@link #MAX_DEFENCES} or {@link #MAX_WINNING_MOVES}. */
        TOO_MANY_ANSWERS("too many answers"),
        /** A search was cut short by its budget where a proof was needed. */
        UNSETTLED("unsettled (a search ran out of nodes)");

        private final String text;

        Reason(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /**
     * The judgement of a position.
     *
     * @param reason   {@link Reason#PUZZLE} or why not
     * @param task     for a puzzle, what it asks; else null
     * @param accepted for a puzzle, every accepted answer; else empty
     * @param length   for a puzzle, the length of the win (see {@link PuzzleProver}); else 0
     * @param refuted  the other moves searched and found not to do it (for wins: every point
     *                 tried, no win within the length found; for defences: every other
     *                 empty point, each refuted by a win found or by the attack lasting after it)
     */
    public record Verdict(Reason reason, Task task, List<Point> accepted, int length, int refuted) {
        public Verdict {
            accepted = List.copyOf(accepted);
        }

        public boolean isPuzzle() {
            return reason == Reason.PUZZLE;
        }

        static Verdict not(Reason reason) {
            return new Verdict(reason, null, List.of(), 0, 0);
        }
    }

    private enum Outcome { HOLDS, REFUTED, UNSETTLED }

    private final Position position;
    private final EngineBoard board;
    private final VcfSearch vcf;
    private final VctSearch vct;
    private final VctSearch wideVct;
    private final SearchClock clock;
    /** Settled defences of positions after a delaying four (by hash): their verdict does not depend on the way there. */
    private final Map<Long, Outcome> delayed = new HashMap<>();
    /** The opponent's win by fours found by {@link #classify()} for a defence, else empty. */
    private int[] threat = new int[0];

    private PuzzleProver(Position position) {
        this.position = position;
        this.board = EngineBoard.of(position, RADIUS, Evaluation.CODE_VALUES);
        this.clock = new SearchClock(Limits.none(), Cancellation.never());
        this.vcf = new VcfSearch(board, clock);
        this.vct = new VctSearch(board, clock);
        this.wideVct = VctSearch.countingBlocks(board, clock);
    }

    /**
     * What a position asks, found by the searches at its root alone (its answers not yet proven).
     *
     * @param reason {@link Reason#PUZZLE} when there is a task, else why the position is none
     * @param task   the task, or null
     * @param length the length of the win it is about (see {@link PuzzleProver}), or 0
     */
    public record Classification(Reason reason, Task task, int length) {
        public boolean isTask() {
            return reason == Reason.PUZZLE;
        }
    }

    /** What {@code position} (gomoku, freestyle; not over) asks, from the searches at its root. */
    public static Classification classify(Position position) {
        return new PuzzleProver(checked(position)).classify();
    }

    /** Judges {@code position} (gomoku, freestyle; not over): its task and the exact set of its answers, or why it is no puzzle. */
    public static Verdict examine(Position position) {
        PuzzleProver prover = new PuzzleProver(checked(position));
        Classification c = prover.classify();
        if (!c.isTask()) {
            return Verdict.not(c.reason());
        }
        int side = prover.board.sideToMove();
        return switch (c.task()) {
            case BLOCK -> new Verdict(Reason.PUZZLE, Task.BLOCK,
                    List.of(prover.board.point(prover.board.fivePoints(1 - side).first())), 1, 0);
            case WIN_BY_FOURS, WIN_BY_THREATS -> prover.wins(c.task(), side, c.length());
            case DEFEND -> prover.defend(side, prover.threat, c.length());
        };
    }

    /**
     * Whether the side to move, playing {@code move}, still wins within {@code length} of its moves
     * (this one included), judged as the accepted answers of a win are: a win after it must be found
     * on the same budgets (after a move that threatens nothing, against every reply). The trainer judges each move of a
     * win played out by this; a five is the caller's to see.
     */
    public static boolean winsWith(Position position, Point move, int length) {
        PuzzleProver prover = new PuzzleProver(checked(position));
        EngineBoard b = prover.board;
        int side = b.sideToMove();
        int cell = b.index(move);
        if (!b.isEmpty(cell)) {
            return false;
        }
        return prover.winsAfter(side, cell, length) == Outcome.HOLDS;
    }

    private static Position checked(Position position) {
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: nothing to find");
        }
        if (position.rules().isRenju() || position.rules().k() != 5) {
            throw new IllegalArgumentException("puzzles are five-in-a-row without forbidden points");
        }
        return position;
    }

    private Classification classify() {
        int side = board.sideToMove();
        int opponent = 1 - side;
        if (!board.fivePoints(side).isEmpty()) {
            return new Classification(Reason.WIN_IN_ONE, null, 0);
        }
        CellSet theirFives = board.fivePoints(opponent);
        if (theirFives.size() >= 2) {
            return new Classification(Reason.ALREADY_LOST, null, 0);
        }
        if (theirFives.size() == 1) {
            return new Classification(Reason.PUZZLE, Task.BLOCK, 1);
        }
        int[] fours = vcf.find(side, MAX_FOUR_MOVES, ROOT_BUDGET);
        if (fours.length > 0) {
            return new Classification(Reason.PUZZLE, Task.WIN_BY_FOURS, (fours.length + 1) / 2);
        }
        if (vcf.wasCutShort()) {
            return new Classification(Reason.UNSETTLED, null, 0);
        }
        int[] threats = vct.find(side, MAX_THREAT_MOVES, ROOT_BUDGET);
        if (threats.length > 0) {
            return new Classification(Reason.PUZZLE, Task.WIN_BY_THREATS, vct.provenMoves());
        }
        threat = vcf.find(opponent, MAX_FOUR_MOVES, ROOT_BUDGET);
        if (threat.length > 0) {
            return new Classification(Reason.PUZZLE, Task.DEFEND, (threat.length + 1) / 2);
        }
        return new Classification(vcf.wasCutShort() ? Reason.UNSETTLED : Reason.NO_TACTIC, null, 0);
    }

    // ---- wins ------------------------------------------------------------------------------

    private Verdict wins(Task task, int side, int length) {
        List<Point> accepted = new ArrayList<>();
        int refuted = 0;
        for (int cell : board.candidateCells()) {
            Outcome o = winsAfter(side, cell, length);
            if (o == Outcome.HOLDS) {
                accepted.add(board.point(cell));
                if (accepted.size() > MAX_WINNING_MOVES) {
                    return Verdict.not(Reason.TOO_MANY_ANSWERS);
                }
            } else if (o == Outcome.UNSETTLED) {
                return Verdict.not(Reason.UNSETTLED);
            } else {
                refuted++;
            }
        }
        if (accepted.isEmpty()) {
            return Verdict.not(Reason.UNSETTLED); // the root's win was not found again move by move
        }
        return new Verdict(Reason.PUZZLE, task, accepted, length, refuted);
    }

    /** Whether {@code side} still wins within {@code length} moves after playing {@code cell}, by threats or after a quiet move. */
    private Outcome winsAfter(int side, int cell, int length) {
        boolean threatens = board.fourPoints(side).contains(cell) || board.threePoints(side).contains(cell)
                || board.doubleFourPoints(side).contains(cell);
        return threatens ? winsWithin(side, cell, length) : quietWinsWithin(side, cell, length);
    }

    /**
     * Whether {@code side} still wins within {@code length} moves (this one included) after playing
     * {@code cell}: HOLDS when a win is found, REFUTED when none is (within the budget), UNSETTLED
     * when the usual searches were cut short (the wide one runs only after they are done, and its
     * running out leaves REFUTED).
     */
    private Outcome winsWithin(int side, int cell, int length) {
        int defender = 1 - side;
        board.place(cell, side);
        try {
            CellSet fives = board.fivePoints(side);
            if (fives.size() >= 2) {
                return length >= 2 ? Outcome.HOLDS : Outcome.REFUTED;
            }
            boolean cut = false;
            if (fives.size() == 1 && length >= 3) {
                board.place(fives.first(), defender); // the forced block
                boolean won = vcf.find(side, length - 1, MOVE_BUDGET).length > 0;
                cut = vcf.wasCutShort();
                board.undo();
                if (won) {
                    return Outcome.HOLDS;
                }
            }
            if (length >= 2 && vct.winsAfterMove(side, cell, length - 1, MOVE_BUDGET)) {
                return Outcome.HOLDS;
            }
            cut = cut || vct.wasCutShort();
            // the usual search keeps later threats in line with earlier ones; the wide one does not (and counts
            // the blocks of the defender's fours as moves, so a win it finds is within the length too)
            if (length >= 2 && !cut && wideVct.winsAfterMove(side, cell, length - 1, MOVE_BUDGET)) {
                return Outcome.HOLDS;
            }
            return cut ? Outcome.UNSETTLED : Outcome.REFUTED;
        } finally {
            board.undo();
        }
    }

    /**
     * Whether {@code side} still wins within {@code length} moves (this one included) after playing
     * {@code cell}, a move that threatens nothing: the defender is free, so every reply (every empty
     * point, the near ones first) must be met by a win by threats found within the moves left. A
     * proof or nothing: a search cut short, or {@link #QUIET_BUDGET} spent, leaves the move REFUTED.
     */
    private Outcome quietWinsWithin(int side, int cell, int length) {
        if (length < 3) {
            return Outcome.REFUTED; // the free reply, then at least an open four and the five
        }
        int defender = 1 - side;
        long end = clock.nodes() + QUIET_BUDGET;
        board.place(cell, side);
        try {
            if (!board.fivePoints(defender).isEmpty()) {
                return Outcome.REFUTED; // the defender's four was left standing
            }
            int[] near = board.candidateCells(); // empty points: the replies that can matter, tried first
            boolean[] isNear = new boolean[board.size()];
            for (int reply : near) {
                isNear[reply] = true;
                if (!winsAfterReply(side, reply, length - 1) || clock.nodes() > end) {
                    return Outcome.REFUTED;
                }
            }
            for (int reply = 0; reply < board.size(); reply++) {
                if (!isNear[reply] && board.isEmpty(reply)
                        && (!winsAfterReply(side, reply, length - 1) || clock.nodes() > end)) {
                    return Outcome.REFUTED;
                }
            }
            return Outcome.HOLDS;
        } finally {
            board.undo();
        }
    }

    /** Whether {@code side} wins by threats within {@code moves} after the defender's {@code reply}. */
    private boolean winsAfterReply(int side, int reply, int moves) {
        board.place(reply, 1 - side);
        try {
            return vct.find(side, moves, MOVE_BUDGET).length > 0 || wideVct.find(side, moves, MOVE_BUDGET).length > 0;
        } finally {
            board.undo();
        }
    }

    // ---- defences --------------------------------------------------------------------------

    private Verdict defend(int side, int[] threat, int length) {
        List<Point> holding = new ArrayList<>();
        int refuted = 0;
        for (int cell : emptyCellsNearFirst()) {
            Outcome o = tryDefence(side, cell, threat, 0);
            if (o == Outcome.HOLDS) {
                holding.add(board.point(cell));
                if (holding.size() > MAX_DEFENCES) {
                    return Verdict.not(Reason.TOO_MANY_ANSWERS);
                }
            } else if (o == Outcome.UNSETTLED) {
                return Verdict.not(Reason.UNSETTLED);
            } else {
                refuted++;
            }
        }
        if (holding.isEmpty()) {
            return Verdict.not(Reason.NO_DEFENCE);
        }
        List<Point> accepted = new ArrayList<>();
        boolean unclear = false;
        for (Point p : holding) {
            int attacker = LastingAttack.score(position.play(p));
            if (attacker < LastingAttack.WINNING_SCORE) {
                accepted.add(p);
                unclear |= attacker >= LastingAttack.UNCLEAR_SCORE;
            }
        }
        if (accepted.isEmpty()) {
            return Verdict.not(Reason.ATTACK_LASTS);
        }
        if (unclear) {
            return Verdict.not(Reason.DEFENCE_UNCLEAR);
        }
        return new Verdict(Reason.PUZZLE, Task.DEFEND, accepted, length, refuted + holding.size() - accepted.size());
    }

    /** The empty points, those near stones first (they settle most, and the far ones replay the threat). */
    private int[] emptyCellsNearFirst() {
        int[] near = board.candidateCells();
        int[] cells = new int[board.size() - board.moveCount()];
        System.arraycopy(near, 0, cells, 0, near.length);
        int n = near.length;
        CellSet nearSet = board.candidates();
        for (int c = 0; c < board.size(); c++) {
            if (board.isEmpty(c) && !nearSet.contains(c)) {
                cells[n++] = c;
            }
        }
        return cells;
    }

    /**
     * The defender ({@code side}) plays {@code cell} against the opponent's threat ({@code threat}, a
     * win by fours before the move, or empty): HOLDS when the opponent then has no win by fours and
     * none by threats is found, REFUTED when one is found, UNSETTLED when a search was cut short.
     */
    private Outcome tryDefence(int side, int cell, int[] threat, int delays) {
        int opponent = 1 - side;
        board.place(cell, side);
        try {
            if (!board.fivePoints(opponent).isEmpty()) {
                return Outcome.REFUTED; // a four of theirs left open: five next
            }
            CellSet mine = board.fivePoints(side);
            if (mine.size() >= 2) {
                return Outcome.HOLDS; // an open four or two fours: the defender wins
            }
            if (mine.size() == 1) {
                if (delays >= MAX_DELAYS) {
                    return Outcome.UNSETTLED;
                }
                board.place(mine.first(), opponent); // the forced block, then the defender moves again
                try {
                    return afterBlock(side, delays + 1);
                } finally {
                    board.undo();
                }
            }
            if (threat.length > 0 && vcf.replays(opponent, threat)) {
                return Outcome.REFUTED;
            }
            if (vcf.find(opponent, MAX_FOUR_MOVES, MOVE_BUDGET).length > 0) {
                return Outcome.REFUTED;
            }
            if (vcf.wasCutShort()) {
                return Outcome.UNSETTLED;
            }
            return vct.find(opponent, VctSearch.PLAY_MOVES, DEFENCE_BUDGET).length > 0 ? Outcome.REFUTED : Outcome.HOLDS;
        } finally {
            board.undo();
        }
    }

    /**
     * After a four of the defender's and its block, the defender to move again: HOLDS when the
     * opponent threatens nothing found, or some move holds; REFUTED when every move is refuted.
     */
    private Outcome afterBlock(int side, int delays) {
        int opponent = 1 - side;
        if (!board.fivePoints(side).isEmpty()) {
            return Outcome.HOLDS;
        }
        if (board.fivePoints(opponent).size() >= 2) {
            return Outcome.REFUTED;
        }
        long key = board.hash() ^ (side == 0 ? 0 : 0x5DEECE66DL);
        Outcome known = delayed.get(key);
        if (known != null) {
            return known;
        }
        Outcome outcome;
        int[] threat = new int[0];
        if (board.fivePoints(opponent).isEmpty()) {
            threat = vcf.find(opponent, MAX_FOUR_MOVES, MOVE_BUDGET);
            if (threat.length == 0 && vcf.wasCutShort()) {
                return Outcome.UNSETTLED;
            }
        }
        if (board.fivePoints(opponent).isEmpty() && threat.length == 0
                && vct.find(opponent, VctSearch.PLAY_MOVES, MOVE_BUDGET).length == 0) {
            outcome = Outcome.HOLDS; // the block left them nothing found
        } else {
            outcome = Outcome.REFUTED;
            for (int cell : emptyCellsNearFirst()) {
                Outcome o = tryDefence(side, cell, threat, delays);
                if (o == Outcome.HOLDS) {
                    outcome = Outcome.HOLDS;
                    break;
                }
                if (o == Outcome.UNSETTLED) {
                    outcome = Outcome.UNSETTLED;
                }
            }
        }
        if (outcome != Outcome.UNSETTLED) {
            delayed.put(key, outcome);
        }
        return outcome;
    }
}
