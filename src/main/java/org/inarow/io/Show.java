package org.inarow.io;

/** Quotes text from a file for an error message: one line, printable, short. */
final class Show {
    private static final int MAX = 24;

    private Show() {
    }

    static String quote(String raw) {
        StringBuilder out = new StringBuilder(Math.min(raw.length(), MAX) + 3);
        int shown = 0;
        for (int i = 0; i < raw.length() && shown < MAX; i++, shown++) {
            char c = raw.charAt(i);
            out.append(Character.isISOControl(c) || Character.isSurrogate(c) || Character.getType(c) == Character.FORMAT ? '?' : c);
        }
        return "\"" + out + (raw.length() > MAX ? "..." : "") + "\"";
    }
}
