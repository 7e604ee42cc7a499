package org.inarow.ai.engine;

import java.util.Arrays;
import org.inarow.ai.search.SearchClock;

/**
 * Victory by continuous threats: every attacker move makes a four or an open three (a cell that
 * would then make an open four or two fours), so the defender must answer each. A win found is a
 * proof, because the defender's answers tried are all that can help:
 * <ul>
 *   <li>against a four, the one cell that stops the five (or a five of his own);</li>
 *   <li>against a threat of an open or double four, the cells of {@link OpenFourDefences} (any
 *       other stone leaves it to be made, and only a five of the defender's own could answer that),
 *       plus every four of his own (the attacker must answer it, and the threat stays).</li>
 * </ul>
 * Deepening one attacker move at a time finds a short win first; failures are remembered per
 * position and depth. "None found" is never a proof.
 */
public final class VctSearch {
    /** Attacker moves a line may hold (the five included). */
    public static final int MAX_MOVES = 30;
    private static final int TABLE_BITS = 18;
    private static final long ATTACKER_SALT = 0x9E3779B97F4A7C15L;

    private final EngineBoard board;
    private final SearchClock clock;
    private final long[] failKeys = new long[1 << TABLE_BITS];
    private final byte[] failDepths = new byte[1 << TABLE_BITS];
    private final int[] line = new int[4 * MAX_MOVES + 8];
    private final int[][] buffers = new int[4 * MAX_MOVES + 8][];
    private final int[] marks;
    private final OpenFourDefences defences;
    private int stamp;
    private int lineLength;
    private long budgetEnd;
    private boolean cutShort;
    private int provenMoves;
    private double timeFraction = 1.0;

    public VctSearch(EngineBoard board, SearchClock clock) {
        this.board = board;
        this.clock = clock;
        this.marks = new int[board.size()];
        this.defences = new OpenFourDefences(board);
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
            if (attack(attacker, moves, 0)) {
                provenMoves = moves;
                return Arrays.copyOf(line, lineLength);
            }
            if (cutShort) {
                break;
            }
        }
        return new int[0];
    }

    /** After a win found: the attacker moves (the five included) it takes at most, whatever the defence. */
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
        if (stop()) {
            return false;
        }
        int defender = 1 - attacker;
        CellSet own = board.fivePoints(attacker);
        if (!own.isEmpty()) {
            record(ply, own.first());
            return true;
        }
        CellSet theirs = board.fivePoints(defender);
        if (movesLeft <= 1 || theirs.size() >= 2) {
            return false;
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
        int slot = (int) key & (failKeys.length - 1);
        if (failKeys[slot] == key && failDepths[slot] >= movesLeft) {
            return false;
        }
        int count = theirs.size() == 1 ? single(ply, theirs.first()) : threats(attacker, movesLeft, ply);
        int[] moves = buffers[ply];
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            board.place(move, attacker);
            line[ply] = move;
            boolean won = afterAttack(attacker, movesLeft - 1, ply + 1);
            board.undo();
            if (won) {
                return true;
            }
            if (cutShort) {
                return false;
            }
        }
        failKeys[slot] = key;
        failDepths[slot] = (byte) movesLeft;
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
        int count = defences.find(attacker, moves);
        stamp++;
        for (int i = 0; i < count; i++) {
            marks[moves[i]] = stamp;
        }
        count = addAll(board.fourPoints(defender), moves, count);
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
        count = addAll(board.fourPoints(attacker), moves, count);
        if (movesLeft >= 3) {
            count = addAll(board.doubleThreePoints(attacker), moves, count);
            count = addAll(board.threePoints(attacker), moves, count);
        }
        return count;
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
    }
}
