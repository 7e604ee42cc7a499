package org.inarow.ai.engine.board;

/**
 * What one side would have along one line through an empty cell if it played there, weakest
 * first. Defined recursively on k (five for gomoku): a FIVE wins; a FOUR leaves one cell that
 * would then win (an OPEN_FOUR two or more); a THREE is one move from a four (OPEN_THREE: from
 * an open four); a TWO one move from a three (OPEN_TWO: from an open three); ONE is a stone in a
 * line that can still be won; NONE a line that can no longer be won through this cell.
 */
public enum LinePattern {
    NONE,
    ONE,
    TWO,
    OPEN_TWO,
    THREE,
    OPEN_THREE,
    FOUR,
    OPEN_FOUR,
    FIVE;

    private static final LinePattern[] VALUES = values();

    public static LinePattern ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    /** The pattern one move before this one: what a cell has when a further move would make this. */
    LinePattern oneMoveBefore() {
        return switch (this) {
            case FIVE, OPEN_FOUR -> OPEN_THREE; // FIVE cannot occur there: it would already be a four
            case FOUR -> THREE;
            case OPEN_THREE -> OPEN_TWO;
            case THREE -> TWO;
            case OPEN_TWO, TWO, ONE -> ONE;
            case NONE -> NONE;
        };
    }
}
