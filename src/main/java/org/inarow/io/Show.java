package org.inarow.io;

import org.inarow.model.UserText;

/** Quotes text from a file for an error message: one line, escaped ({@link UserText}), short. */
final class Show {
    private static final int MAX = 24;

    private Show() {
    }

    static String quote(String raw) {
        return UserText.quote(raw, MAX);
    }
}
