package org.inarow.cli;

/** Exit statuses of the command line (DESIGN.md). */
public final class ExitCodes {
    public static final int OK = 0;
    /** Any unexpected failure. */
    public static final int FAILURE = 1;
    /** Bad input: an unknown point, an illegal move, a malformed file or option. */
    public static final int BAD_INPUT = 2;

    private ExitCodes() {
    }
}
