package org.inarow.cli;

/** Exit statuses of the command line (DESIGN.md). */
public final class ExitCodes {
    public static final int OK = 0;
    /**
     * Any unexpected failure (a bug, no memory left, the window cannot open): one line on standard
     * error, its stack trace only with {@code -Dinarow.debug=true}; never 2, so scripts can tell it
     * from bad input.
     */
    public static final int FAILURE = 1;
    /** Bad input: an unknown point, an illegal move, a malformed file or option. */
    public static final int BAD_INPUT = 2;

    private ExitCodes() {
    }
}
