package org.inarow.io.gomocup;

/**
 * An external engine failed: its {@link #kind()} and one plain English sentence ({@link
 * #getMessage()}) naming what happened, e.g. "The engine gave no move within 1.5 s.". When a client
 * throws it, the engine's process has already been stopped.
 */
public final class EngineFault extends Exception {
    private static final long serialVersionUID = 1L;

    private final FaultKind kind;

    public EngineFault(FaultKind kind, String sentence) {
        super(sentence);
        this.kind = kind;
    }

    public FaultKind kind() {
        return kind;
    }

    /** {@code timed out: The engine gave no move within 1.5 s.} — for a report line. */
    public String reportText() {
        return kind.word() + ": " + getMessage();
    }
}
