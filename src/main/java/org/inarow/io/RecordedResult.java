package org.inarow.io;

/**
 * The result a game record states. It may go beyond the board: a resignation or a loss on time
 * is recorded as a win with no five on the board.
 */
public enum RecordedResult {
    FIRST_WINS,
    SECOND_WINS,
    DRAW,
    /** Not stated, or the game is still going on. */
    UNKNOWN
}
