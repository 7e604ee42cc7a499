package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Plays the tournament manager in tests: sends lines to a brain running on its own thread, as
 * through a pipe, and reads its answers line by line, waiting for each like a manager would.
 */
final class ManagerHarness implements AutoCloseable {
    static final String ABOUT = "name=\"InARow\", version=\"test\"";
    private static final long WAIT_SECONDS = 10;

    private final PipedWriter toBrain = new PipedWriter();
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final Thread brain;

    ManagerHarness(PbrainProtocol.BrainFactory brains) {
        this(brains, Thread.getDefaultUncaughtExceptionHandler());
    }

    /** A brain whose thread reports an escaping exception to {@code crashes}. */
    ManagerHarness(PbrainProtocol.BrainFactory brains, Thread.UncaughtExceptionHandler crashes) {
        PipedReader in;
        try {
            in = new PipedReader(toBrain, 1 << 16);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        PbrainProtocol protocol = new PbrainProtocol(in, new LineCollector(answers), brains, ABOUT, 1);
        brain = new Thread(protocol::run, "brain-under-test");
        if (crashes != null) {
            brain.setUncaughtExceptionHandler(crashes);
        }
        brain.start();
    }

    /** Sends lines the way the manager does, ended by CR LF. */
    void send(String... lines) {
        try {
            for (String line : lines) {
                toBrain.write(line + "\r\n");
            }
            toBrain.flush();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The next line the brain writes. */
    String answer() {
        try {
            String line = answers.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            if (line == null) {
                fail("the brain did not answer within " + WAIT_SECONDS + " s");
            }
            return line;
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The next line the brain writes within {@code millis}, or null. */
    String poll(long millis) throws InterruptedException {
        return answers.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Whether the brain's thread still runs. */
    boolean isRunning() {
        return brain.isAlive();
    }

    /** The next {@code n} lines. */
    List<String> answers(int n) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            lines.add(answer());
        }
        return lines;
    }

    /** The next line that is neither MESSAGE nor DEBUG: the real answer. */
    String move() {
        String line;
        do {
            line = answer();
        } while (line.startsWith("MESSAGE") || line.startsWith("DEBUG"));
        return line;
    }

    /** Whatever the brain writes within {@code millis}; empty when it stays silent. */
    List<String> answersWithin(long millis) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        long deadline = System.nanoTime() + millis * 1_000_000;
        String line;
        while ((line = answers.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) != null) {
            lines.add(line);
        }
        return lines;
    }

    /** Whether the brain's thread has ended within {@code millis}. */
    boolean endsWithin(long millis) throws InterruptedException {
        brain.join(millis);
        return !brain.isAlive();
    }

    @Override
    public void close() throws IOException {
        toBrain.close();
    }

    /** Splits what the brain writes into lines. */
    private static final class LineCollector extends Writer {
        private final BlockingQueue<String> lines;
        private final StringBuilder current = new StringBuilder();

        LineCollector(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(char[] chars, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                char c = chars[i];
                if (c == '\n') {
                    lines.add(current.toString());
                    current.setLength(0);
                } else {
                    current.append(c); // the brain ends lines with \n alone: a \r would be a stray control character
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
