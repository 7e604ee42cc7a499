package org.inarow.io.pbrain;

import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;

/**
 * The reader thread: queues every line of the manager's as it arrives, stamped with its arrival
 * time, so input is read while the brain thinks, and then the input's end. At most
 * {@value #MAX_PENDING_LINES} lines wait to be handled; beyond that it waits.
 */
final class LineReader {
    static final int MAX_PENDING_LINES = 1024;

    private final ManagerLines in;
    private final BlockingQueue<ProtocolEvent> events;
    private final Semaphore pendingLines = new Semaphore(MAX_PENDING_LINES);
    private Thread thread;

    LineReader(ManagerLines in, BlockingQueue<ProtocolEvent> events) {
        this.in = in;
        this.events = events;
    }

    void start() {
        thread = new Thread(this::readLines, "pbrain-reader");
        thread.setDaemon(true);
        thread.start();
    }

    /** A line taken from the events is handled (one deferred still counts as pending until then). */
    void handled() {
        pendingLines.release();
    }

    /** The protocol has ended: wakes a read on an interruptible channel, so the process can exit at once. */
    void stop() {
        thread.interrupt();
    }

    private void readLines() {
        try {
            ManagerLines.Read read;
            while (true) {
                pendingLines.acquire(); // waits while MAX_PENDING_LINES lines are not yet handled
                read = in.next();
                if (read == null) {
                    break;
                }
                events.add(new ProtocolEvent.Line(read.text(), System.nanoTime(), read.tooLong()));
            }
        } catch (IOException e) {
            // a broken pipe ends the input like a closed one
        } catch (InterruptedException e) {
            return; // the protocol has ended
        }
        events.add(new ProtocolEvent.EndOfInput());
    }
}
