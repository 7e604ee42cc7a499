package org.inarow.io.pbrain;

import org.inarow.model.UserText;

/** Whole numbers as the manager writes them (sizes, INFO values); a bad one is an error quoting it. */
final class ProtocolNumber {
    private ProtocolNumber() {
    }

    static long parse(String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + UserText.shown(text.strip(), 40) + "' is not a whole number");
        }
    }

    /** A number from 0 to {@link Integer#MAX_VALUE}: a board size, width or height ({@code what}). */
    static int parseSize(String text, String what) {
        long value = parse(text);
        if (value < 0 || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("'" + UserText.shown(text.strip(), 40) + "' is not " + what);
        }
        return (int) value;
    }
}
