package org.inarow.ui.game;

/**
 * Which position of the game the board shows: after {@code shown} of the game's {@code total}
 * moves. It is live when it shows the last one; anything earlier is reviewing, where the board
 * looks back and the computer waits. Steps never leave the game: they stop at its start and end.
 */
public record ReviewState(int shown, int total) {

    public ReviewState {
        if (total < 0 || shown < 0 || shown > total) {
            throw new IllegalArgumentException("move " + shown + " of " + total);
        }
    }

    /** The position after the last move: the game being played. */
    public static ReviewState live(int total) {
        return new ReviewState(total, total);
    }

    boolean isLive() {
        return shown == total;
    }

    /** The position after {@code moves} moves, kept within the game. */
    ReviewState at(int moves) {
        return new ReviewState(Math.max(0, Math.min(total, moves)), total);
    }

    ReviewState back() {
        return at(shown - 1);
    }

    ReviewState forward() {
        return at(shown + 1);
    }

    /** The empty board, before the first move. */
    ReviewState start() {
        return at(0);
    }

    ReviewState end() {
        return at(total);
    }
}
