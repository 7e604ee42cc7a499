package org.inarow.model;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The two players' clocks under a {@link TimeControl}, by seat (the people, not the colours an opening
 * rule may give them late). One runs at a time, the seat to act's; {@link #turn} hands the turn over: the
 * seat that moved gets its increment (Fischer), the seat to act starts afresh under a time per move. A
 * clock that reaches zero is a fallen flag; the clocks stop then, as they do when paused or stopped. Time
 * comes from {@code nowMillis} (the system's in the window, a hand-turned one in tests).
 */
public final class ChessClock {
    private final TimeControl control;
    private final LongSupplier nowMillis;
    private final Map<Seat, Long> left = new EnumMap<>(Seat.class);
    /** What each seat had when the turn last passed: what a record keeps (SGF BL and WL). */
    private final Map<Seat, Long> atLastTurn = new EnumMap<>(Seat.class);
    private Seat running;
    private long since;
    private boolean paused;
    private boolean stopped;
    private Seat flagged;

    public ChessClock(TimeControl control, LongSupplier nowMillis) {
        this.control = Objects.requireNonNull(control);
        this.nowMillis = Objects.requireNonNull(nowMillis);
        for (Seat seat : Seat.values()) {
            left.put(seat, control.mainMillis());
        }
        atLastTurn.putAll(left);
    }

    /**
     * Sets {@code seat}'s time to {@code millis} before the clocks first run: a game resumed with the time its
     * record kept (at most the control's starting time under a time per move, where every move starts full).
     */
    public void restore(Seat seat, long millis) {
        if (running != null || stopped || !control.isTimed()) {
            throw new IllegalStateException("a clock is set only before it first runs");
        }
        long kept = Math.max(0, Math.min(millis, TimeControl.MOST_MILLIS));
        left.put(seat, control.kind() == TimeControl.Kind.PER_MOVE ? control.mainMillis() : kept);
        atLastTurn.put(seat, left.get(seat));
    }

    /** What {@code seat} had when the turn last passed (or at the start): steady while a clock runs, for a record. */
    public long leftAtLastTurn(Seat seat) {
        return atLastTurn.get(seat);
    }

    public TimeControl control() {
        return control;
    }

    /**
     * {@code toAct} is to act now: its clock runs. When the turn passes from the other seat, the other's time
     * is counted first (its flag may fall) and then gets the increment. Nothing happens once the clocks have
     * stopped or a flag has fallen, or without a time control.
     */
    public void turn(Seat toAct) {
        if (!control.isTimed() || stopped || flagged != null || toAct == running) {
            return;
        }
        if (running != null) {
            settle();
            if (flagged != null) {
                return;
            }
            left.merge(running, control.incrementMillis(), Long::sum);
        }
        if (control.kind() == TimeControl.Kind.PER_MOVE) {
            left.put(toAct, control.mainMillis());
        }
        running = toAct;
        since = nowMillis.getAsLong();
        atLastTurn.putAll(left);
    }

    /** Stops the running clock until {@link #resume}: a question or dialog is open. */
    public void pause() {
        settle();
        paused = true;
    }

    public void resume() {
        if (paused) {
            paused = false;
            since = nowMillis.getAsLong();
        }
    }

    public boolean isPaused() {
        return paused;
    }

    /** Stops both clocks for good (the game is over). */
    public void stop() {
        settle();
        running = null;
        stopped = true;
    }

    /** Whether the clocks were stopped for good ({@link #stop}). */
    public boolean isStopped() {
        return stopped;
    }

    /** The seat whose clock runs (also while paused), if any. */
    public Optional<Seat> running() {
        return Optional.ofNullable(running);
    }

    /** The time {@code seat} has left now, never below zero. */
    public long remaining(Seat seat) {
        long l = left.get(seat);
        if (seat == running && !paused) {
            l -= nowMillis.getAsLong() - since;
        }
        return Math.max(0, l);
    }

    /** Whether {@code seat}'s time is low ({@link TimeControl#lowMillis()}), its flag not yet fallen. */
    public boolean isLow(Seat seat) {
        return control.isTimed() && flagged == null && remaining(seat) <= control.lowMillis();
    }

    /** The seat whose time ran out, counted now; once fallen it stays. */
    public Optional<Seat> flag() {
        settle();
        return Optional.ofNullable(flagged);
    }

    /** Counts the running clock's time up to now; at zero its flag falls and the clocks stop. */
    private void settle() {
        if (running == null || paused) {
            return;
        }
        long now = nowMillis.getAsLong();
        long l = left.get(running) - (now - since);
        since = now;
        if (l <= 0) {
            left.put(running, 0L);
            flagged = running;
            running = null;
        } else {
            left.put(running, l);
        }
    }
}
