package org.inarow.ui.game;

import org.inarow.io.gomocup.EngineSettings;
import org.inarow.model.TimeControl;

/**
 * What an engine is told of its time for the move it is asked (Gomocup's {@code INFO timeout_turn},
 * {@code timeout_match}, {@code time_left}): without a clock the thinking time per move; with a time per
 * move what is left of it; on a Fischer clock its whole time left (the most it may take) and the match's
 * starting time, so it budgets as in a tournament.
 */
public record EngineTime(long turnMillis, long matchMillis, long leftMillis) {

    public EngineTime {
        if (turnMillis < 0 || matchMillis < 0) {
            throw new IllegalArgumentException("an engine's time cannot be negative");
        }
    }

    /** The thinking time per move, no match clock. */
    public static EngineTime perMove(long millis) {
        return new EngineTime(millis, 0, EngineSettings.UNLIMITED_TIME_LEFT);
    }

    /** The time of a player on {@code control}'s clock with {@code leftMillis} left (at least 1 ms is told). */
    public static EngineTime onClock(TimeControl control, long leftMillis) {
        long left = Math.max(1, leftMillis);
        return switch (control.kind()) {
            case NONE -> throw new IllegalArgumentException("no clock");
            case PER_MOVE -> perMove(left);
            case FISCHER -> new EngineTime(left, control.mainMillis(), left);
        };
    }
}
