package org.inarow.io.pbrain;

import java.util.List;
import org.inarow.ai.SearchResult;
import org.inarow.model.Point;

/**
 * What the protocol's loop handles, one at a time on its own thread: a line from the manager, the
 * input's end, and from the brain's threads the end of a search or of a swap2 decision, or a
 * search's answer time come.
 */
sealed interface ProtocolEvent permits ProtocolEvent.Line, ProtocolEvent.EndOfInput, ProtocolEvent.SearchDone,
        ProtocolEvent.Overdue, ProtocolEvent.Swap2Done {

    /** A line of input; {@code tooLong} when it went past {@link ManagerLines#MAX_CHARS} and {@code text} is its start. */
    record Line(String text, long receivedNanos, boolean tooLong) implements ProtocolEvent {
    }

    record EndOfInput() implements ProtocolEvent {
    }

    record SearchDone(int id, SearchResult result, Throwable failure) implements ProtocolEvent {
    }

    record Overdue(int id) implements ProtocolEvent {
    }

    /** A SWAP2BOARD decision made (or failed) for the opening {@code stones}. */
    record Swap2Done(int id, List<Point> stones, Swap2Answers.Answer answer, Throwable failure) implements ProtocolEvent {
    }
}
