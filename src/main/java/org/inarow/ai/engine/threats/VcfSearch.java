package org.inarow.ai.engine.threats;

import java.util.Arrays;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.search.SearchClock;

/**
 * Victory by continuous fours: the attacker makes a four with every move, so every defence is
 * forced (the one cell that stops the five), until a five or an open four (or two fours at once)
 * ends it. If the defender gets a four along the way, the attacker's next move must block it and
 * still be a four. Under renju a four whose one block is forbidden to Black wins as two fives do,
 * and Black's fours are only those on points it may play (see {@link EngineBoard}). Deepening one
 * attacker move at a time finds a shortest such win. A win found is
 * a proof; "none found" is only a proof when the search was not cut short ({@link #wasCutShort()}).
 */
public final class VcfSearch {
    /** Attacker moves for a win by fours (the five included) that play and the hints look for. */
    public static final int PLAY_MOVES = 15;
    private static final int TABLE_BITS = 16;
    private static final long ATTACKER_SALT = 0x9E3779B97F4A7C15L;

    private final EngineBoard board;
    private final SearchClock clock;
    // failures remembered: position (with attacker) -> attacker moves for which no win exists
    private final long[] failKeys = new long[1 << TABLE_BITS];
    private final byte[] failDepths = new byte[1 << TABLE_BITS];
    private int[] line = new int[0];
    private int lineLength;
    private long budgetEnd;
    private boolean cutShort;

    public VcfSearch(EngineBoard board, SearchClock clock) {
        this.board = board;
        this.clock = clock;
    }

    /**
     * A shortest win by continuous fours for {@code attacker}, who is to move, of at most
     * {@code maxMoves} attacker moves (the five included), searching at most {@code nodeBudget}
     * nodes: the cells in order (attacker, defender, ..., attacker's five), or an empty array.
     */
    public int[] find(int attacker, int maxMoves, long nodeBudget) {
        cutShort = false;
        budgetEnd = nodeBudget >= Long.MAX_VALUE - clock.nodes() ? Long.MAX_VALUE : clock.nodes() + nodeBudget;
        line = new int[2 * maxMoves + 2];
        for (int moves = 1; moves <= maxMoves; moves++) {
            lineLength = 0;
            if (attack(attacker, moves, 0)) {
                return Arrays.copyOf(line, lineLength);
            }
            if (cutShort) {
                break;
            }
        }
        return new int[0];
    }

    /**
     * Whether {@code line} (attacker, defender, ... as {@link #find} gives it) still wins by fours
     * for {@code attacker}, who is to move: each attacker move a four (blocking the defender's four
     * if there is one), each defender move the one block, no five for the defender on the way, and
     * a five or two fives threatened at the end. A quick proof, and a cheap one when a stone added
     * elsewhere did not change it.
     */
    public boolean replays(int attacker, int[] line) {
        int defender = 1 - attacker;
        int placed = 0;
        boolean won = false;
        for (int i = 0; i < line.length; i += 2) {
            int move = line[i];
            if (!board.isEmpty(move)) {
                break;
            }
            if (board.isFivePoint(attacker, move)) {
                won = true;
                break;
            }
            CellSet theirs = board.fivePoints(defender);
            if (theirs.size() >= 2 || theirs.size() == 1 && theirs.first() != move) {
                break;
            }
            board.place(move, attacker);
            placed++;
            CellSet fives = board.fivePoints(attacker);
            if (fives.isEmpty() || !board.fivePoints(defender).isEmpty()) {
                break;
            }
            if (fives.size() >= 2 || !board.mayPlay(defender, fives.first())) {
                won = true; // two fives, or the one block is forbidden to the defender
                break;
            }
            if (i + 1 >= line.length || line[i + 1] != fives.first()) {
                break;
            }
            board.place(line[i + 1], defender);
            placed++;
        }
        for (int i = 0; i < placed; i++) {
            board.undo();
        }
        return won;
    }

    /** Whether the last {@link #find} stopped at its budget, the clock or a cancel before it was done. */
    public boolean wasCutShort() {
        return cutShort;
    }

    private boolean attack(int attacker, int movesLeft, int ply) {
        if (clock.tick() || clock.nodes() >= budgetEnd) {
            cutShort = true;
            return false;
        }
        CellSet own = board.fivePoints(attacker);
        if (!own.isEmpty()) {
            line[ply] = own.first();
            lineLength = ply + 1;
            return true;
        }
        if (movesLeft <= 1) {
            return false;
        }
        int defender = 1 - attacker;
        CellSet theirs = board.fivePoints(defender);
        if (theirs.size() >= 2) {
            return false;
        }
        long key = board.hash() ^ (attacker == 0 ? 0 : ATTACKER_SALT);
        int slot = (int) key & (failKeys.length - 1);
        if (failKeys[slot] == key && failDepths[slot] >= movesLeft) {
            return false;
        }
        int[] moves;
        if (theirs.size() == 1) {
            int block = theirs.first();
            if (!board.fourPoints(attacker).contains(block)) {
                return false; // the attacker must block, and the block is no four
            }
            moves = new int[] {block};
        } else {
            moves = orderedFours(attacker);
        }
        for (int move : moves) {
            board.place(move, attacker);
            CellSet threats = board.fivePoints(attacker);
            boolean won = false;
            if (threats.size() >= 2) {
                // the defender, without a five of his own, can stop only one of them
                line[ply] = move;
                line[ply + 1] = threats.get(0);
                line[ply + 2] = threats.get(1);
                lineLength = ply + 3;
                won = true;
            } else if (threats.size() == 1 && !board.mayPlay(defender, threats.first())) {
                // the one block is forbidden to the defender (Black under renju): it plays elsewhere
                line[ply] = move;
                line[ply + 1] = board.anyAllowedMove(defender, threats.first());
                line[ply + 2] = threats.first();
                lineLength = ply + 3;
                won = true;
            } else if (threats.size() == 1) {
                int reply = threats.first();
                board.place(reply, defender);
                line[ply] = move;
                line[ply + 1] = reply;
                won = attack(attacker, movesLeft - 1, ply + 2);
                board.undo();
            }
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

    /** The attacker's four-making cells, open fours and double fours first. */
    private int[] orderedFours(int attacker) {
        CellSet fours = board.fourPoints(attacker);
        CellSet doubles = board.doubleFourPoints(attacker);
        int[] moves = new int[fours.size()];
        int n = 0;
        for (int i = 0; i < fours.size(); i++) {
            if (doubles.contains(fours.get(i))) {
                moves[n++] = fours.get(i);
            }
        }
        for (int i = 0; i < fours.size(); i++) {
            if (!doubles.contains(fours.get(i))) {
                moves[n++] = fours.get(i);
            }
        }
        return moves;
    }
}
