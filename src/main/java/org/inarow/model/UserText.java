package org.inarow.model;

/**
 * Text a user gave (a move, a file name, a protocol line), made safe to echo in a one-line
 * message: control characters are written as escapes ({@code \e}, {@code \n}, {@code \r},
 * {@code \t}, otherwise {@code \u0007}), and so are line and paragraph separators, format
 * characters (bidi overrides, zero-width marks) and lone surrogates, so a message is always one
 * line and can never repaint a terminal. A backslash stays as it is: escaping is idempotent, so a
 * message may pass through {@link #escape} again at the point it is printed.
 */
public final class UserText {
    private static final String ELLIPSIS = "...";

    private UserText() {
    }

    /** The text with every unsafe character escaped; nothing else changes. */
    public static String escape(CharSequence text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
            if (pair || !unsafe(c)) {
                if (out != null) {
                    out.append(c);
                    if (pair) {
                        out.append(text.charAt(i + 1));
                    }
                }
                if (pair) {
                    i++;
                }
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            out.append(escapeOf(c));
        }
        return out == null ? text.toString() : out.toString();
    }

    /** Escaped, and cut to at most {@code maxChars} of the original with {@code ...} after a cut. */
    public static String shown(String text, int maxChars) {
        if (text.length() <= maxChars) {
            return escape(text);
        }
        int end = maxChars;
        if (end > 0 && Character.isHighSurrogate(text.charAt(end - 1))) {
            end--; // do not split a pair
        }
        return escape(text.substring(0, end)) + ELLIPSIS;
    }

    /** {@link #shown} in double quotes, for naming what was given: {@code "h8\e[31m"}. */
    public static String quote(String text, int maxChars) {
        return "\"" + shown(text, maxChars) + "\"";
    }

    private static boolean unsafe(char c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.FORMAT || Character.isSurrogate(c);
    }

    private static String escapeOf(char c) {
        return switch (c) {
            case '\u001b' -> "\\e";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> String.format("\\u%04x", (int) c);
        };
    }
}
