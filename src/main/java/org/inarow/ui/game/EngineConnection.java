package org.inarow.ui.game;

import java.util.List;
import org.inarow.model.Position;

/**
 * A running engine as a seat at the board uses it (the window's side of the Gomocup client): asked for a
 * move in a position, it brings the engine's board in step (TURN, TAKEBACK, RESTART or BOARD, as it
 * judges) and waits for the answer within the time plus a margin. Used by one thread at a time.
 */
public interface EngineConnection extends AutoCloseable {

    EngineAbout about();

    /**
     * The engine's move in {@code position} (gomoku, not over), thinking {@code moveMillis} per move.
     *
     * @throws EngineFault when it crashed, timed out or answered garbage; the connection is then closed
     */
    EngineAnswer play(Position position, long moveMillis);

    /** Its MESSAGE, DEBUG and ERROR lines so far (and the manager's notes of its faults), oldest first. */
    List<String> log();

    /** Its process, while known (tests check it is gone after {@link #close()}). */
    java.util.Optional<ProcessHandle> process();

    /** Sends END, then stops the process (and its children) if it lingers; never throws. */
    @Override
    void close();
}
