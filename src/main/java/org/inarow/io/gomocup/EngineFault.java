package org.inarow.io.gomocup;

/**
 * An external engine failed: its {@link #kind()} and one plain English sentence ({@link
 * #getMessage()}) naming what happened, e.g. "The engine gave no move within 1.5 s.". When a client
 * throws it, the engine's process has already been stopped.
 */
public final class EngineFault extends Exception {
    private static final long serialVersionUID = 1L;

    private final FaultKind kind;
    private final String detail;

    public EngineFault(FaultKind kind, String sentence) {
        this(kind, sentence, "");
    }

    /** With {@code detail}: what the engine said or played, or why it could not start, short, for a window's own words. */
    public EngineFault(FaultKind kind, String sentence, String detail) {
        super(sentence);
        this.kind = kind;
        this.detail = detail == null ? "" : detail;
    }

    /** The line the engine printed (garbage), the point it played (illegal), or why it could not start; "" when none. */
    public String detail() {
        return detail;
    }

    public FaultKind kind() {
        return kind;
    }

    /** {@code timed out: The engine gave no move within 1.5 s.} — for a report line. */
    public String reportText() {
        return kind.word() + ": " + getMessage();
    }
}
