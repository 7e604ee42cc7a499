package org.inarow.model;

/**
 * What a Black stone on a point makes along one line, looked up from the ten cells around it (five
 * on each side: empty, black, or blocked by White or the edge). The table is built once by trying
 * every completing point in each of the 3^10 patterns, so a check costs four lookups.
 * <p>An entry holds: an exact five, an overline, the number of fours through the point (two fours
 * on one line count twice; the two ends of a straight four are one four), and the points that
 * would turn the line into a straight four through the point (its three's "straight-four points").
 */
final class FoulLines {
    /** Cells looked at on each side of the point. */
    static final int REACH = 5;
    static final int EMPTY = 0;
    static final int BLACK = 1;
    static final int BLOCKED = 2;

    private static final int FIVE = 1;
    private static final int OVERLINE = 2;
    private static final int FOUR_SHIFT = 2;
    private static final int THREE_SHIFT = 4;
    private static final int SPAN = 2 * REACH + 1;
    private static final int CENTRE = REACH;
    private static final int[] TABLE = build();

    private FoulLines() {
    }

    /** The slot (0..9) of the cell {@code offset} steps from the point (offset -5..5, not 0). */
    static int slot(int offset) {
        return offset < 0 ? offset + REACH : offset + REACH - 1;
    }

    /** The entry for a pattern code: the sum of each slot's cell value times 3^slot. */
    static int entry(int code) {
        return TABLE[code];
    }

    static boolean isFive(int entry) {
        return (entry & FIVE) != 0;
    }

    static boolean isOverline(int entry) {
        return (entry & OVERLINE) != 0;
    }

    static int fours(int entry) {
        return (entry >> FOUR_SHIFT) & 3;
    }

    /** Bit i set: offset {@link #threeOffset}(i) makes a straight four through the point. */
    static int threeMask(int entry) {
        return entry >> THREE_SHIFT;
    }

    /** The offset from the point (-4..4, not 0) that bit {@code bit} of a three mask stands for. */
    static int threeOffset(int bit) {
        return bit < 4 ? bit - 4 : bit - 3;
    }

    private static int[] build() {
        int patterns = 1;
        for (int i = 0; i < 2 * REACH; i++) {
            patterns *= 3;
        }
        int[] table = new int[patterns];
        int[] line = new int[SPAN];
        for (int code = 0; code < patterns; code++) {
            int rest = code;
            for (int offset = -REACH; offset <= REACH; offset++) {
                if (offset != 0) {
                    line[CENTRE + offset] = rest % 3;
                    rest /= 3;
                }
            }
            line[CENTRE] = BLACK;
            table[code] = analyse(line);
        }
        return table;
    }

    private static int analyse(int[] line) {
        int length = runEnd(line) - runStart(line) + 1;
        if (length == 5) {
            return FIVE;
        }
        if (length > 5) {
            return OVERLINE;
        }
        int fourSets = 0;
        int[] seen = new int[SPAN];
        int threes = 0;
        for (int q = 1; q < SPAN - 1; q++) {
            if (q == CENTRE || line[q] != EMPTY) {
                continue;
            }
            line[q] = BLACK;
            int start = runStart(line);
            int end = runEnd(line);
            boolean holdsQ = start <= q && q <= end;
            if (holdsQ && end - start + 1 == 5) {
                int stones = ((1 << (end + 1)) - (1 << start)) & ~(1 << q); // the four's own stones
                if (!contains(seen, fourSets, stones)) {
                    seen[fourSets++] = stones;
                }
            } else if (holdsQ && end - start + 1 == 4 && isStraight(line, start, end)) {
                threes |= 1 << (q < CENTRE ? q - 1 : q - 2);
            }
            line[q] = EMPTY;
        }
        return Math.min(fourSets, 3) << FOUR_SHIFT | threes << THREE_SHIFT;
    }

    /** Four in a row with an empty point at both ends, each of which would make exactly five. */
    private static boolean isStraight(int[] line, int start, int end) {
        return line[start - 1] == EMPTY && line[end + 1] == EMPTY
                && line[start - 2] != BLACK && line[end + 2] != BLACK;
    }

    private static boolean contains(int[] values, int count, int value) {
        for (int i = 0; i < count; i++) {
            if (values[i] == value) {
                return true;
            }
        }
        return false;
    }

    private static int runStart(int[] line) {
        int i = CENTRE;
        while (i > 0 && line[i - 1] == BLACK) {
            i--;
        }
        return i;
    }

    private static int runEnd(int[] line) {
        int i = CENTRE;
        while (i < SPAN - 1 && line[i + 1] == BLACK) {
            i++;
        }
        return i;
    }
}
