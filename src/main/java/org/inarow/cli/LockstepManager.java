package org.inarow.cli;

import java.io.Reader;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * A scripted manager for a brain's session of its own (the warm-up): it hands over one command at
 * a time, the next only once the last that wants an answer (anything but INFO) has had it, as a real
 * manager does. Given all at once, every command after the first arrives long before its turn: its
 * search gets a millisecond, is answered for while it runs on, and the next move's brain is built
 * beside it (two or three large tables at once).
 */
final class LockstepManager {
    private final Deque<String> commands;
    private final long answerMillis;
    private final Semaphore answered = new Semaphore(0);

    /** {@code commands} in order; an answer not given within {@code answerMillis} ends the session. */
    LockstepManager(List<String> commands, long answerMillis) {
        this.commands = new ArrayDeque<>(commands);
        this.answerMillis = answerMillis;
    }

    /** The brain's input: the commands, each after the answer to the one before. */
    Reader commands() {
        return new Reader() {
            private String current = "";
            private int next;
            private boolean awaitingAnswer;

            @Override
            public int read(char[] buffer, int offset, int length) {
                if (next == current.length()) {
                    if (awaitingAnswer && !answerCame()) {
                        return -1;
                    }
                    String command = commands.poll();
                    if (command == null) {
                        return -1;
                    }
                    awaitingAnswer = !command.startsWith("INFO");
                    current = command + "\n";
                    next = 0;
                }
                int n = Math.min(length, current.length() - next);
                current.getChars(next, next + n, buffer, offset);
                next += n;
                return n;
            }

            @Override
            public void close() {
            }
        };
    }

    private boolean answerCame() {
        try {
            return answered.tryAcquire(answerMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The brain's output: each line that answers a command (not MESSAGE or DEBUG) lets the next command go. */
    Writer answers() {
        return new Writer() {
            private final StringBuilder line = new StringBuilder();

            @Override
            public void write(char[] buffer, int offset, int length) {
                for (int i = offset; i < offset + length; i++) {
                    char c = buffer[i];
                    if (c != '\n') {
                        line.append(c);
                        continue;
                    }
                    String text = line.toString().strip();
                    line.setLength(0);
                    if (!text.isEmpty() && !text.startsWith("MESSAGE") && !text.startsWith("DEBUG")) {
                        answered.release();
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
    }
}
