package org.inarow.ai.ladder;

/**
 * Where a rung looks for its moves: within {@code distance} points (in any of the eight
 * directions) of the last {@code recentMoves} moves of either side. A threat built farther away
 * goes unnoticed until it is too late. {@link #WHOLE_BOARD} looks near every stone.
 */
public record Sight(int recentMoves, int distance) {

    public static final Sight WHOLE_BOARD = new Sight(0, 2);

    public Sight {
        if (recentMoves < 0 || distance < 1) {
            throw new IllegalArgumentException("a sight needs a distance of at least 1");
        }
    }

    public boolean isWholeBoard() {
        return recentMoves == 0;
    }
}
