package org.inarow.io;

import java.util.regex.Pattern;

/** Removes {@code #} comments (to the end of the line) from plain-text lists, keeping the line breaks. */
final class Comments {
    private static final Pattern COMMENT = Pattern.compile("#[^\\n]*");

    private Comments() {
    }

    static String strip(String text) {
        return COMMENT.matcher(text).replaceAll("");
    }
}
