package org.inarow.ai;

import org.inarow.model.Position;

/**
 * A way of choosing a move. Given an unfinished position (an immutable snapshot), limits, a stop
 * flag and a progress sink, it returns a legal move for the side to move. It must honour the stop
 * flag within a few milliseconds and still answer with the best move it has found; it must never
 * return without a move. Implementations may keep state between calls but are used by one thread
 * at a time.
 */
public interface Strategy {

    /** The name it is found by, with its options, e.g. {@code alphabeta:depth=3}. */
    String name();

    SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress);

    default SearchResult search(Position position, Limits limits) {
        return search(position, limits, Cancellation.never(), ProgressSink.NONE);
    }
}
