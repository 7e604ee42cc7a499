package org.inarow.io.pbrain;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.inarow.model.UserText;

/**
 * What the brain writes to the manager: the MESSAGE and DEBUG lines gathered since the last
 * answer, then the answer, each escaped ({@link UserText}) so it is one line, and flushed (the
 * manager reads line by line). At most {@value #MAX_MESSAGES} messages wait; more are only counted,
 * so a flood of bad INFO lines costs no memory.
 */
final class Answers {
    static final int MAX_MESSAGES = 64;

    private final Writer out;
    private final List<String> messages = new ArrayList<>();
    private int dropped;

    Answers(Writer out) {
        this.out = out;
    }

    /** A MESSAGE or DEBUG line, written before the next answer. */
    void tell(String message) {
        if (messages.size() < MAX_MESSAGES) {
            messages.add(message);
        } else {
            dropped++;
        }
    }

    /** Writes the waiting messages, then {@code line}; an {@link UncheckedIOException} when the manager is gone. */
    void answer(String line) {
        try {
            for (String message : messages) {
                out.write(UserText.escape(message) + "\n");
            }
            messages.clear();
            if (dropped > 0) {
                out.write("MESSAGE " + dropped + " more messages not shown\n");
                dropped = 0;
            }
            out.write(UserText.escape(line) + "\n");
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
