package org.inarow.ai.engine.search;

import org.inarow.ai.Score;

/**
 * Remembers searched positions by Zobrist hash (always-replace, one entry per slot): score,
 * bound, depth and best move. Decisive scores are stored relative to the node so they stay right
 * when the position is reached at another distance from the root.
 * <p>
 * Searches on other threads may share a table without locks: a slot keeps the hash XOR the entry,
 * so an entry torn by two writers at once no longer matches its hash and reads as none.
 */
public final class TranspositionTable {
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;

    private final long[] keys;
    private final long[] data;
    private final int mask;

    public TranspositionTable(int bits) {
        keys = new long[1 << bits];
        data = new long[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** The largest table (a power of two of entries, 16 bytes each) within {@code megabytes}. */
    public static TranspositionTable ofMegabytes(int megabytes) {
        long entries = (long) megabytes * 1024 * 1024 / 16;
        int bits = 63 - Long.numberOfLeadingZeros(Math.max(1024, entries));
        return new TranspositionTable(Math.min(bits, 28));
    }

    /** How many slots hold an entry (for tests: whether a search has written to the table). */
    int filled() {
        int n = 0;
        for (long entry : data) {
            if (entry != 0) {
                n++;
            }
        }
        return n;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
    }

    /** The packed entry for the hash, or 0 when there is none. */
    long probe(long hash) {
        int slot = (int) hash & mask;
        long entry = data[slot];
        return (keys[slot] ^ entry) == hash ? entry : 0;
    }

    void store(long hash, int depth, int flag, int score, int move, int ply) {
        int slot = (int) hash & mask;
        long entry = ((long) toStored(score, ply) & 0xFFFFFFFFL)
                | ((long) (move + 1) & 0xFFFF) << 32
                | ((long) Math.min(depth, 255) & 0xFF) << 48
                | ((long) flag) << 56;
        keys[slot] = hash ^ entry;
        data[slot] = entry;
    }

    static int score(long entry, int ply) {
        return fromStored((int) entry, ply);
    }

    static int move(long entry) {
        return (int) ((entry >>> 32) & 0xFFFF) - 1;
    }

    static int depth(long entry) {
        return (int) ((entry >>> 48) & 0xFF);
    }

    static int flag(long entry) {
        return (int) ((entry >>> 56) & 0xFF);
    }

    private static int toStored(int score, int ply) {
        if (score > Score.DECISIVE) {
            return score + ply;
        }
        if (score < -Score.DECISIVE) {
            return score - ply;
        }
        return score;
    }

    private static int fromStored(int score, int ply) {
        if (score > Score.DECISIVE) {
            return score - ply;
        }
        if (score < -Score.DECISIVE) {
            return score + ply;
        }
        return score;
    }
}
