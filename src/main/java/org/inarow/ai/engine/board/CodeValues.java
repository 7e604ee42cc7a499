package org.inarow.ai.engine.board;

/**
 * Values by cell code (a cell's four line patterns as one number: {@link EngineBoard#code}) that a
 * board keeps summed over its empty cells, per side: {@code toMove} as the side to move, {@code
 * waiting} as the side that waits. The evaluation owns them; the board only adds them up, move by
 * move, so that the board knows nothing of how positions are judged.
 */
public final class CodeValues {
    /** The most a value may be, either way: 400 cells of them still sum within an int. */
    public static final int MAX_VALUE = 1 << 20;

    private final int[] toMove;
    private final int[] waiting;
    /** Packed once here: every board built with these values reads the same table. */
    private final long[] packed;

    public CodeValues(int[] toMove, int[] waiting) {
        if (toMove.length != waiting.length) {
            throw new IllegalArgumentException("values for " + toMove.length + " and " + waiting.length + " codes");
        }
        packed = new long[toMove.length];
        for (int code = 0; code < toMove.length; code++) {
            if (Math.abs(toMove[code]) > MAX_VALUE || Math.abs(waiting[code]) > MAX_VALUE) {
                throw new IllegalArgumentException("code " + code + "'s values " + toMove[code] + ", " + waiting[code]
                        + " are beyond " + MAX_VALUE);
            }
            packed[code] = ((long) toMove[code] << 32) + waiting[code];
        }
        this.toMove = toMove.clone();
        this.waiting = waiting.clone();
    }

    /** The values as the side to move, by code (a copy). */
    public int[] toMove() {
        return toMove.clone();
    }

    /** The values as the side that waits, by code (a copy). */
    public int[] waiting() {
        return waiting.clone();
    }

    /**
     * Both values of a code in one long, toMove · 2^32 + waiting: a sum of such longs is ΣtoMove · 2^32 +
     * Σwaiting exactly, so a board keeps one sum a side with one table read a change (its hot path),
     * and Σwaiting is the sum's low int (it fits: see {@link #MAX_VALUE}), ΣtoMove the rest shifted down.
     * The boards' shared table: read it, never write it.
     */
    long[] packed() {
        return packed;
    }
}
