package org.inarow.model;

/** The two players: the first moves first (X in tic-tac-toe, black in gomoku). */
public enum Side {
    FIRST,
    SECOND;

    public Side opponent() {
        return this == FIRST ? SECOND : FIRST;
    }

    /** The side to move after {@code movesPlayed} moves from the empty board. */
    public static Side toMoveAfter(int movesPlayed) {
        return (movesPlayed & 1) == 0 ? FIRST : SECOND;
    }
}
