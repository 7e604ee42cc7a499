package org.inarow.io.gomocup;

/**
 * What went wrong with an external engine. Each kind has a short word for a report line ({@code
 * arena}'s {@code forfeit B timed out: …}) and a key for the window's text bundles
 * ({@code engine.fault.<name>}, English and Chinese), so the window can tell a player in one sentence.
 */
public enum FaultKind {
    /** No such file, not executable, or no {@code OK} to {@code START}. */
    CANNOT_START("could not start"),
    /** The process exited (or closed its output) while it had to answer. */
    CRASHED("crashed"),
    /** No answer within its time plus a margin. */
    TIMED_OUT("timed out"),
    /** It answered an occupied or off-board point. */
    ILLEGAL_MOVE("illegal move"),
    /** It printed a line that is neither a move nor a known protocol message. */
    GARBAGE("garbage");

    private final String word;

    FaultKind(String word) {
        this.word = word;
    }

    /** A few words for report lines: {@code crashed}, {@code timed out}, {@code illegal move}. */
    public String word() {
        return word;
    }

    /** The key of its sentence in the window's text bundles: {@code engine.fault.timed-out}. */
    public String textKey() {
        return "engine.fault." + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
