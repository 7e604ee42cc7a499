package org.inarow.ai.engine.threats;

import java.util.Arrays;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.search.SearchClock;

/**
 * Victory by continuous threats: every attacker move makes a four or an open three (a cell that
 * would then make an open four or two fours), so the defender must answer each. A win found is a
 * proof, because the defender's answers tried are all that can help:
 * <ul>
 *   <li>against a four, the one cell that stops the five (or a five of his own); under renju, when
 *       that cell is forbidden to Black, nothing: the four wins;</li>
 *   <li>against a threat of an open or double four, the cells of {@link OpenFourDefences} (any
 *       other stone leaves it to be made, and only a five of the defender's own could answer that),
 *       plus every four of his own (the attacker must answer it, and the threat stays); when there is
 *       none of either (two threats no one stone stops, such as a double three), any move stands for
 *       every answer.</li>
 * </ul>
 * Blocking a four of the defender's is forced and leaves the attacker's threat standing, so it
 * costs the attacker none of its moves. After the first move the attacker's threats are only
 * looked for in line with its earlier moves (within a line of five), as a real attack builds on
 * itself; this only makes some wins unfound, never a false one found. Under renju Black's moves are
 * only those it may play (its threat sets leave out forbidden points, so a false three threatens no
 * open four), and a Black defence made of forbidden points alone is none.
 * <p>
 * Deepening one attacker move at a time finds a short win first. Failures and wins are remembered
 * per position and depth (the defender's answers reach the same positions in many orders, and a
 * win proven once is not proven again); a line cut at a remembered win is completed afterwards.
 * "None found" is never a proof.
 */
public final class VctSearch {
    /** Attacker moves a line may hold (the five included). */
    public static final int MAX_MOVES = 30;
    /** Attacker moves for a win by threats (the five included) that play and the hints look for. */
    public static final int PLAY_MOVES = 10;
    private static final int TABLE_BITS = 18;
    private static final long ATTACKER_SALT = 0x9E3779B97F4A7C15L;

    private final EngineBoard board;
    private final SearchClock clock;
    private final long[] keys = new long[1 << TABLE_BITS];
    /** Per slot: the most attacker moves known not to win, and the fewest known to win (0: none known). */
    private final byte[] failDepths = new byte[1 << TABLE_BITS];
    private final byte[] winDepths = new byte[1 << TABLE_BITS];
    private final int[] line = new int[4 * MAX_MOVES + 8];
    private final int[][] buffers = new int[4 * MAX_MOVES + 8][];
    private final int[] marks;
    /** Per ply: the attacker move that won there last (the same answer often wins after other defences). */
    private final int[] killers = new int[4 * MAX_MOVES + 8];
    private final OpenFourDefences defences;
    private int stamp;
    private int lineLength;
    private long budgetEnd;
    private boolean cutShort;
    private int provenMoves;
    /** The attacker moves left where the line was cut at a remembered win, or 0 if it ends in a five. */
    private int cutLineMovesLeft;
    private boolean probeAtTop = true;
    private double timeFraction = 1.0;
    /** A search for shortest wins ({@link #countingBlocks}): blocks of fours cost a move, threats need not line up. */
    private final boolean measuring;

    public VctSearch(EngineBoard board, SearchClock clock) {
        this(board, clock, false);
    }

    private VctSearch(EngineBoard board, SearchClock clock, boolean measuring) {
        this.measuring = measuring;
        this.board = board;
        this.clock = clock;
        this.marks = new int[board.size()];
        this.defences = new OpenFourDefences(board);
    }

    /**
     * A search whose moves count the attacker's blocks of the defender's fours too, and whose threats
     * are not kept in line with earlier ones: its shortest win is the shortest in plies against every
     * delay, as mate lengths are counted (the usual search lets the defender's fours cost nothing, as
     * they only delay, and it misses wins that do not build on themselves: it finds its wins sooner,
     * not its shortest ones).
     */
    public static VctSearch countingBlocks(EngineBoard board, SearchClock clock) {
        return new VctSearch(board, clock, true);
    }

    /**
     * A win by continuous threats for {@code attacker}, who is to move, of at most {@code maxMoves}
     * attacker moves, within {@code nodeBudget} nodes: the first line found (attacker, defender, ...;
     * where the defender had a choice, the line shows the last one tried), or an empty array.
     * Iterative deepening makes it a shortest win of this kind: {@link #provenMoves()}.
     */
    public int[] find(int attacker, int maxMoves, long nodeBudget) {
        return find(attacker, maxMoves, nodeBudget, 1.0);
    }

    /** As {@link #find(int, int, long)}, also stopping once {@code timeFraction} of the clock's time is used. */
    public int[] find(int attacker, int maxMoves, long nodeBudget, double timeFraction) {
        this.timeFraction = timeFraction;
        cutShort = false;
        budgetEnd = nodeBudget >= Long.MAX_VALUE - clock.nodes() ? Long.MAX_VALUE : clock.nodes() + nodeBudget;
        int limit = Math.min(maxMoves, MAX_MOVES);
        for (int moves = 1; moves <= limit; moves++) {
            lineLength = 0;
            cutLineMovesLeft = 0;
            if (attack(attacker, moves, 0)) {
                provenMoves = moves;
                completeLine(attacker);
                return Arrays.copyOf(line, lineLength);
            }
            if (cutShort) {
                break;
            }
        }
        return new int[0];
    }

    /**
     * Whether {@code move}, which {@code attacker} has just played (it is on the board), wins by
     * continuous threats whatever the defender (now to move) answers, in at most {@code maxMoves}
     * further attacker moves (the five included), within {@code nodeBudget} nodes: the same proof as
     * {@link #find}, for a given first move. {@link #provenMoves()} then counts the attacker moves after it.
     */
    public boolean winsAfterMove(int attacker, int move, int maxMoves, long nodeBudget) {
        this.timeFraction = 1.0;
        cutShort = false;
        budgetEnd = nodeBudget >= Long.MAX_VALUE - clock.nodes() ? Long.MAX_VALUE : clock.nodes() + nodeBudget;
        int limit = Math.min(maxMoves, MAX_MOVES - 1);
        for (int moves = 1; moves <= limit; moves++) {
            lineLength = 0;
            cutLineMovesLeft = 0;
            line[0] = move; // later attacker moves are looked for in line with it
            if (afterAttack(attacker, moves, 1)) {
                provenMoves = moves;
                return true;
            }
            if (cutShort) {
                break;
            }
        }
        return false;
    }

    /**
     * Extends a line that stops at a remembered win by searching on from its end (the remembered
     * wins below make that quick), until it ends in a five; if the search is stopped the line stays cut.
     */
    private void completeLine(int attacker) {
        boolean wasCut = cutShort;
        long end = budgetEnd;
        budgetEnd = Long.MAX_VALUE;
        while (cutLineMovesLeft > 0 && !cutShort) {
            int from = lineLength;
            int movesLeft = cutLineMovesLeft;
            for (int i = 0; i < from; i++) {
                board.place(line[i], i % 2 == 0 ? attacker : 1 - attacker);
            }
            cutLineMovesLeft = 0;
            probeAtTop = false;
            boolean won = attack(attacker, movesLeft, from);
            probeAtTop = true;
            for (int i = 0; i < from; i++) {
                board.undo();
            }
            if (!won) {
                lineLength = from; // stopped (or the remembered win was lost): keep the line as it was
                break;
            }
        }
        budgetEnd = end;
        cutShort = wasCut;
    }

    /**
     * After a win found: the attacker moves (the five included) it takes at most, whatever the
     * defence, besides the blocks of the defender's fours (the defender may delay the end with those),
     * unless the search is {@link #countingBlocks}.
     */
    public int provenMoves() {
        return provenMoves;
    }

    /** Whether the last {@link #find} stopped at its budget, the clock or a cancel before it was done. */
    public boolean wasCutShort() {
        return cutShort;
    }

    private boolean stop() {
        if (clock.tick() || clock.nodes() >= budgetEnd
                || (clock.nodes() & 255) == 0 && timeFraction < 1 && clock.usedFraction(timeFraction)) {
            cutShort = true;
        }
        return cutShort;
    }

    /** Attacker to move, with {@code movesLeft} moves (the five included). */
    private boolean attack(int attacker, int movesLeft, int ply) {
        if (stop() || ply >= line.length - 8) {
            return false;
        }
        int defender = 1 - attacker;
        CellSet own = board.fivePoints(attacker);
        if (!own.isEmpty()) {
            record(ply, own.first());
            return true;
        }
        CellSet theirs = board.fivePoints(defender);
        if (movesLeft <= 1 || theirs.size() >= 2 || theirs.size() == 1 && !board.mayPlay(attacker, theirs.first())) {
            return false; // two fives to stop, or the one block is forbidden to the attacker
        }
        if (theirs.isEmpty() && !board.doubleFourPoints(attacker).isEmpty()) {
            // an open or double four now; no five of the defender's can stop it
            int p = board.doubleFourPoints(attacker).first();
            board.place(p, attacker);
            CellSet fives = board.fivePoints(attacker);
            line[ply] = p;
            line[ply + 1] = fives.get(0);
            record(ply + 2, fives.get(1));
            board.undo();
            return true;
        }
        long key = board.hash() ^ (attacker == 0 ? 0 : ATTACKER_SALT);
        int slot = (int) key & (keys.length - 1);
        boolean probe = probeAtTop;
        probeAtTop = true;
        if (keys[slot] == key) {
            if (failDepths[slot] >= movesLeft) {
                return false;
            }
            if (probe && winDepths[slot] != 0 && winDepths[slot] <= movesLeft) {
                lineLength = ply; // the rest is filled in by completeLine
                cutLineMovesLeft = movesLeft;
                return true;
            }
        }
        int count = theirs.size() == 1 ? single(ply, theirs.first()) : threats(attacker, movesLeft, ply);
        int[] moves = buffers[ply];
        // blocking the defender's four is forced and leaves the threat as it was: it costs no move
        int cost = theirs.size() == 1 && !measuring ? 0 : 1;
        killerFirst(moves, count, killers[ply]);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            board.place(move, attacker);
            line[ply] = move;
            boolean won = afterAttack(attacker, movesLeft - cost, ply + 1);
            board.undo();
            if (won) {
                killers[ply] = move;
                remember(slot, key);
                if (winDepths[slot] == 0 || winDepths[slot] > movesLeft) {
                    winDepths[slot] = (byte) movesLeft;
                }
                return true;
            }
            if (cutShort) {
                return false;
            }
        }
        remember(slot, key);
        failDepths[slot] = (byte) Math.max(failDepths[slot], movesLeft);
        return false;
    }

    /** The attacker has just moved; the defender is to answer whatever it threatens. */
    private boolean afterAttack(int attacker, int movesLeft, int ply) {
        int defender = 1 - attacker;
        if (!board.fivePoints(defender).isEmpty()) {
            return false; // the defender makes five first
        }
        CellSet threats = board.fivePoints(attacker);
        if (threats.size() >= 2) {
            line[ply] = threats.get(0);
            record(ply + 1, threats.get(1));
            return true;
        }
        if (threats.size() == 1 && !board.mayPlay(defender, threats.first())) {
            line[ply] = board.anyAllowedMove(defender, threats.first()); // the block is forbidden: it plays elsewhere
            record(ply + 1, threats.first());
            return true;
        }
        if (threats.size() == 1) {
            int reply = threats.first();
            board.place(reply, defender);
            line[ply] = reply;
            boolean won = attack(attacker, movesLeft, ply + 1);
            board.undo();
            return won;
        }
        if (board.doubleFourPoints(attacker).isEmpty() || movesLeft < 2) {
            return false; // no threat: the defender would be free
        }
        return defend(attacker, movesLeft, ply);
    }

    /** The defender to move against a threat of an open or double four: every answer that can matter must fail. */
    private boolean defend(int attacker, int movesLeft, int ply) {
        if (stop()) {
            return false;
        }
        int defender = 1 - attacker;
        int[] moves = buffer(ply);
        int count = allowed(defender, moves, defences.find(attacker, moves));
        stamp++;
        for (int i = 0; i < count; i++) {
            marks[moves[i]] = stamp;
        }
        count = addAll(board.fourPoints(defender), moves, count);
        if (count == 0 && (board.isRestricted(defender) || !board.isRestricted(attacker))) {
            // no stone stops every threat (two threes, say), or under renju every stop is forbidden to Black,
            // and it has no four: any move it may play stands for all the others, the open four follows. Not
            // for Black attacking under renju: a White stone may stop one threat and make the other point
            // forbidden (the rules' recursion), a defence OpenFourDefences does not list
            int any = board.anyAllowedMove(defender, -1);
            if (any < 0) {
                return false;
            }
            moves[count++] = any;
        }
        // the line kept is the one after the last defence tried
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            board.place(move, defender);
            line[ply] = move;
            boolean won = attack(attacker, movesLeft, ply + 1);
            board.undo();
            if (!won) {
                return false;
            }
        }
        return count > 0;
    }

    /** Makes the slot hold {@code key}'s entry, forgetting another position's. */
    private void remember(int slot, long key) {
        if (keys[slot] != key) {
            keys[slot] = key;
            failDepths[slot] = 0;
            winDepths[slot] = 0;
        }
    }

    /** Keeps of moves[0..count) those {@code side} may play; returns the new count. */
    private int allowed(int side, int[] moves, int count) {
        if (!board.isRestricted(side)) {
            return count;
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (board.mayPlay(side, moves[i])) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    private int single(int ply, int cell) {
        int[] moves = buffer(ply);
        moves[0] = cell;
        return 1;
    }

    /** The attacker's fours, and with three moves left the cells that make open threes: four-threes first, double threes before single ones. */
    private int threats(int attacker, int movesLeft, int ply) {
        int[] moves = buffer(ply);
        stamp++;
        int count = 0;
        if (movesLeft >= 3) {
            count = addAll(board.fourThreePoints(attacker), moves, count); // the strongest first
        }
        int strong = count;
        count = addAll(board.fourPoints(attacker), moves, count);
        count = nearEarlierAttack(moves, strong, count, ply);
        if (movesLeft >= 3) {
            count = addAll(board.doubleThreePoints(attacker), moves, count);
            int plain = count;
            count = addAll(board.threePoints(attacker), moves, count);
            count = nearEarlierAttack(moves, plain, count, ply);
        }
        return count;
    }

    /** Moves {@code killer} to the front if it is among the moves. */
    private static void killerFirst(int[] moves, int count, int killer) {
        for (int i = 1; i < count; i++) {
            if (moves[i] == killer) {
                System.arraycopy(moves, 0, moves, 1, i);
                moves[0] = killer;
                return;
            }
        }
    }

    /**
     * Keeps of moves[from..count) those in a line of five with an earlier attacker move of this
     * line (all of them for the first move); returns the new count. Threats far from the attack so
     * far rarely help it, and leaving them out only makes a win harder to find, never a false one.
     */
    private int nearEarlierAttack(int[] moves, int from, int count, int ply) {
        if (ply < 2 || measuring) {
            return count;
        }
        int kept = from;
        for (int i = from; i < count; i++) {
            if (nearEarlierAttack(moves[i], ply)) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    private boolean nearEarlierAttack(int cell, int ply) {
        int width = board.width();
        int x = cell % width;
        int y = cell / width;
        for (int j = ply - 2; j >= 0; j -= 2) {
            int dx = line[j] % width - x;
            int dy = line[j] / width - y;
            boolean aligned = dx == 0 || dy == 0 || dx == dy || dx == -dy;
            if (aligned && Math.abs(dx) < 5 && Math.abs(dy) < 5) {
                return true;
            }
        }
        return false;
    }

    private int[] buffer(int ply) {
        if (buffers[ply] == null) {
            buffers[ply] = new int[board.size()];
        }
        return buffers[ply];
    }

    private int addAll(CellSet set, int[] moves, int count) {
        for (int i = 0; i < set.size(); i++) {
            int c = set.get(i);
            if (marks[c] != stamp) {
                marks[c] = stamp;
                moves[count++] = c;
            }
        }
        return count;
    }

    private void record(int ply, int five) {
        line[ply] = five;
        lineLength = ply + 1;
        cutLineMovesLeft = 0;
    }
}
