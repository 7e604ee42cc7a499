package org.inarow.ai;

import java.util.Locale;

/** How a prediction is known. */
public enum Proof {
    /** From a search to the end of the game: certain. */
    EXACT,
    /** From a proven forced win (a five, an open four, a sequence of continuous fours…): certain. */
    THREAT,
    /** From the evaluation: a judgement, not a proof. */
    ESTIMATE;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
