package org.inarow.model;

import java.util.List;
import java.util.Optional;

/**
 * How a game is timed: no clock, a time per move (each move gets the same time again, unused time is
 * lost), or a total time per player with an increment added after each of their moves (Fischer). Stored
 * and written as {@link #id()} ({@code none}, {@code move:30}, {@code fischer:300+5}, in seconds).
 *
 * @param kind           which of the three
 * @param mainMillis     the time per move, or each player's total time at the start
 * @param incrementMillis added to a player's time after each of their moves (Fischer only)
 */
public record TimeControl(Kind kind, long mainMillis, long incrementMillis) {

    public enum Kind {
        NONE,
        PER_MOVE,
        FISCHER
    }

    public static final TimeControl NONE = new TimeControl(Kind.NONE, 0, 0);

    /** The choices offered beside the board. */
    public static final List<TimeControl> PRESETS = List.of(NONE, perMove(10), perMove(30), perMove(60),
            fischer(60, 1), fischer(180, 2), fischer(300, 3), fischer(600, 5), fischer(900, 10));

    /** The most a clock may hold: ten hours (a typed or stored value beyond it is refused). */
    static final long MOST_MILLIS = 10 * 3_600_000L;

    public TimeControl {
        if (kind == null) {
            throw new IllegalArgumentException("a time control needs a kind");
        }
        if (kind == Kind.NONE ? mainMillis != 0 || incrementMillis != 0
                : mainMillis < 1000 || mainMillis > MOST_MILLIS || incrementMillis < 0 || incrementMillis > MOST_MILLIS
                || kind == Kind.PER_MOVE && incrementMillis != 0) {
            throw new IllegalArgumentException("not a time control: %s %d ms + %d ms".formatted(kind, mainMillis,
                    incrementMillis));
        }
    }

    public static TimeControl perMove(long seconds) {
        return new TimeControl(Kind.PER_MOVE, seconds * 1000, 0);
    }

    public static TimeControl fischer(long seconds, long incrementSeconds) {
        return new TimeControl(Kind.FISCHER, seconds * 1000, incrementSeconds * 1000);
    }

    public boolean isTimed() {
        return kind != Kind.NONE;
    }

    /**
     * Below this a player's time is low and the window warns: a fifth of the time, at most ten seconds
     * (3 s + 0: 0.6 s; 5 min: 10 s; 30 s a move: 6 s).
     */
    public long lowMillis() {
        return Math.min(10_000, mainMillis / 5);
    }

    /** {@code none}, {@code move:30} or {@code fischer:300+5} (seconds). */
    public String id() {
        return switch (kind) {
            case NONE -> "none";
            case PER_MOVE -> "move:" + mainMillis / 1000;
            case FISCHER -> "fischer:" + mainMillis / 1000 + "+" + incrementMillis / 1000;
        };
    }

    /** The time control an {@link #id()} names; empty for anything else (a damaged setting). */
    public static Optional<TimeControl> parse(String id) {
        if (id == null) {
            return Optional.empty();
        }
        String s = id.strip();
        try {
            if (s.equals("none")) {
                return Optional.of(NONE);
            }
            if (s.startsWith("move:")) {
                return Optional.of(perMove(Long.parseLong(s.substring(5))));
            }
            if (s.startsWith("fischer:")) {
                String[] parts = s.substring(8).split("\\+", -1);
                if (parts.length == 2) {
                    return Optional.of(fischer(Long.parseLong(parts[0]), Long.parseLong(parts[1])));
                }
            }
        } catch (IllegalArgumentException e) { // a number out of range or not a number
            return Optional.empty();
        }
        return Optional.empty();
    }
}
