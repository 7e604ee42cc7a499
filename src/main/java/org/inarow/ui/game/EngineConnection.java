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
     * The engine's move in {@code position} (gomoku, not over), told its {@code time} (INFO before the move
     * whenever it changed).
     *
     * @throws EngineFault when it crashed, timed out or answered garbage; the connection is then closed
     */
    EngineAnswer play(Position position, EngineTime time);

    /**
     * The engine's swap2 decision with {@code stones} (0, 3 or 5, black first) on the board; empty when the
     * engine does not answer SWAP2BOARD.
     *
     * @throws EngineFault as {@link #play}
     */
    java.util.Optional<org.inarow.io.gomocup.Swap2Reply> swap2(org.inarow.model.Rules rules, List<org.inarow.model.Point> stones,
                                                             EngineTime time);

    /** Asks the engine, while it thinks, for its move now (any thread; an engine may not know how). */
    void hurry();

    /** Its MESSAGE, DEBUG and ERROR lines so far (and the manager's notes of its faults), oldest first. */
    List<String> log();

    /** Its process, while known (tests check it is gone after {@link #close()}). */
    java.util.Optional<ProcessHandle> process();

    /** Sends END, then stops the process (and its children) if it lingers; never throws. */
    @Override
    void close();
}
