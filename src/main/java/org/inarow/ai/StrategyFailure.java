package org.inarow.ai;

/**
 * A strategy could not give a move at all: an external engine that crashed, hung past its time,
 * answered an illegal point or printed garbage. The player loses the game it was playing; the
 * message is the reason for the record, e.g. {@code timed out: The engine gave no move within 1.5 s.}
 */
public final class StrategyFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StrategyFailure(String reason) {
        super(reason);
    }
}
