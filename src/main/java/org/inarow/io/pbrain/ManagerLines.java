package org.inarow.io.pbrain;

import java.io.IOException;
import java.io.Reader;

/**
 * The manager's input, line by line ({@code \n}, {@code \r\n} or {@code \r}), each line held to
 * {@link #MAX_CHARS}: a longer one is handed over cut at the limit and marked too long, and the
 * rest of it is read and dropped up to its line end. So a line that never ends (100 MB without a
 * line break) costs no more memory than a short one, and the brain can answer it and go on.
 */
final class ManagerLines {
    /** Far above any protocol line (the longest, INFO folder, is a path). */
    static final int MAX_CHARS = 8192;

    /** A line as read; {@code tooLong} when it went past the limit and {@code text} is only its start. */
    record Read(String text, boolean tooLong) {
    }

    private final Reader in;
    private final int maxChars;
    private final char[] buffer = new char[8192];
    private int position;
    private int limit;
    private boolean afterCarriageReturn; // a \n right after a \r ends nothing
    private boolean skipping;            // inside the rest of a line already handed over as too long

    ManagerLines(Reader in) {
        this(in, MAX_CHARS);
    }

    ManagerLines(Reader in, int maxChars) {
        this.in = in;
        this.maxChars = maxChars;
    }

    /** The next line, or null at the end of the input. */
    Read next() throws IOException {
        StringBuilder line = new StringBuilder();
        while (true) {
            if (position == limit) {
                limit = in.read(buffer, 0, buffer.length);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    boolean pending = line.length() > 0 && !skipping;
                    skipping = false;
                    return pending ? new Read(line.toString(), false) : null;
                }
            }
            char c = buffer[position++];
            if (c == '\n' && afterCarriageReturn) {
                afterCarriageReturn = false;
                continue;
            }
            afterCarriageReturn = c == '\r';
            if (c == '\n' || c == '\r') {
                if (skipping) {
                    skipping = false;
                    continue; // the end of a line already answered for
                }
                return new Read(line.toString(), false);
            }
            if (skipping) {
                continue;
            }
            if (line.length() == maxChars) {
                skipping = true;
                return new Read(line.toString(), true);
            }
            line.append(c);
        }
    }
}
