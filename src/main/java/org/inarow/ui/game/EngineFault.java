package org.inarow.ui.game;

/**
 * What went wrong with an added engine, stopped because of it: the window tells the player in one
 * sentence ({@link Kind} and the detail) and keeps the game. Unchecked: it leaves a {@link org.inarow.ai.Strategy}'s search.
 */
public final class EngineFault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The faults a manager tells apart. */
    public enum Kind {
        /** The program could not be started, or did not answer START with OK. */
        NOT_STARTED,
        /** The process ended. */
        CRASHED,
        /** No answer within its time plus the margin. */
        TIMED_OUT,
        /** It answered an occupied or off-board point. */
        ILLEGAL_MOVE,
        /** It answered something that is not a move. */
        GARBAGE
    }

    private final String engine;
    private final Kind kind;
    private final String detail;

    /** {@code detail}: what it said or why, short and in the program's own words (may be empty). */
    public EngineFault(String engine, Kind kind, String detail) {
        super(engine + ": " + kind + (detail.isEmpty() ? "" : " (" + detail + ")"));
        this.engine = engine;
        this.kind = kind;
        this.detail = detail;
    }

    public String engine() {
        return engine;
    }

    public Kind kind() {
        return kind;
    }

    public String detail() {
        return detail;
    }
}
