package org.inarow.io;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Self-checking file contents for the atomic-write tests: any torn or mixed version fails {@link #check}. */
final class Versions {
    private static final Pattern WHOLE = Pattern.compile("begin (\\d+) (\\d+)\n([a-z]*)\nend (\\d+)\n");

    private Versions() {
    }

    /** Version {@code n}: a length that varies a lot between versions, so a torn write cannot pass for whole. */
    static String content(int n) {
        int length = (n * 7919) % 6_000;
        String body = String.valueOf((char) ('a' + n % 26)).repeat(length);
        return "begin " + n + " " + length + "\n" + body + "\nend " + n + "\n";
    }

    /** The version number of a whole file; an AssertionError for anything else. */
    static int check(String text) {
        Matcher m = WHOLE.matcher(text);
        if (!m.matches()) {
            throw new AssertionError("torn file: " + text.length() + " chars, starting "
                    + text.substring(0, Math.min(40, text.length())).replace("\n", "|"));
        }
        int n = Integer.parseInt(m.group(1));
        if (!text.equals(content(n)) || Integer.parseInt(m.group(4)) != n) {
            throw new AssertionError("mixed versions in one file: " + n + " and " + m.group(4));
        }
        return n;
    }
}
