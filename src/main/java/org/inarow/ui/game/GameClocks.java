package org.inarow.ui.game;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongSupplier;
import org.inarow.ai.search.MoveBudget;
import org.inarow.model.ChessClock;
import org.inarow.model.Game;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;

/**
 * The players' clocks for the game on the board, under the setup's {@link TimeControl}. Each game (a new or
 * opened one) starts with full clocks, a resumed one with the time its record kept ({@link #restore}); they start with its first stone (the first move is free)
 * and then the seat to act's runs ({@link ChessClock}, by seat: under an opening rule the person, whatever
 * colour they end up with). They stop when the game is over, and pause while the window says so (a
 * question or dialog is open). A fallen flag ends the game as a loss on time ({@link Game#loseOnTime}),
 * which the status, the tally and the record then show as such. It looks whenever the views are told of a
 * change, before they are; the window's timer calls {@link #tick} to see a flag fall between changes.
 * The computer thinks within its budget from its clock ({@link MoveBudget}, as {@code pbrain} does), and an
 * engine can be told what is left ({@link #timeLeftMillis}).
 */
public final class GameClocks {
    private final CurrentGame current;
    private final Changes changes;
    private LongSupplier nowMillis;
    private int game = -1;
    private ChessClock clock;
    private boolean paused;
    private Map<Side, Long> restoring = Map.of();

    GameClocks(CurrentGame current, Changes changes, LongSupplier nowMillis) {
        this.current = current;
        this.changes = changes;
        this.nowMillis = nowMillis;
        update();
    }

    /** Another time source from the next game on (tests turn the clock by hand). */
    void timeSource(LongSupplier millis) {
        nowMillis = millis;
        clock = null;
        update();
    }

    /**
     * The next game (a resumed one) starts with each colour's time as its record kept ({@code left}, by colour),
     * not full clocks; a colour not in it starts full.
     */
    void restore(Map<Side, Long> left) {
        restoring = Map.copyOf(left);
        clock = null;
        update();
    }

    /** Each colour's time when the turn last passed (what a record keeps); empty without a clock or a move. */
    Map<Side, Long> timeLeft() {
        if (clock == null || !clock.control().isTimed() || current.game().moveCount() == 0) {
            return Map.of();
        }
        Map<Side, Long> left = new java.util.EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            left.put(side, clock.leftAtLastTurn(seatOf(side)));
        }
        return left;
    }

    private Seat seatOf(Side side) {
        return current.game().opening().seatOf(side).orElse(side == Side.FIRST ? Seat.OPENER : Seat.RESPONDER);
    }

    /** Follows the game: a new one gets new clocks, a move hands the turn over, the end stops them. */
    void update() {
        Game g = current.game();
        if (game != current.number() || clock == null) {
            game = current.number();
            clock = new ChessClock(current.setup().clock(), nowMillis);
            if (clock.control().isTimed() && !g.isOver()) {
                restoring.forEach((side, millis) -> clock.restore(seatOf(side), millis));
            }
            restoring = Map.of();
            if (paused) {
                clock.pause();
            }
        }
        if (g.isOver()) {
            clock.stop();
        } else if (g.moveCount() > 0) {
            clock.turn(g.seatToAct());
        }
    }

    /** Ends the game on time if the running clock has reached zero; the window's timer calls it a few times a second. */
    public void tick() {
        update();
        Game g = current.game();
        Optional<Seat> flag = clock.flag();
        if (flag.isPresent() && !g.isOver()) {
            g.loseOnTime(sideOf(flag.get()));
            changes.gameMoved(); // the computer's search for the next move stops; the views show the end
        }
    }

    /** Stops the running clock while {@code pause} (a question or dialog is open), and starts it again after. */
    public void setPaused(boolean pause) {
        if (pause == paused) {
            return;
        }
        paused = pause;
        if (pause) {
            clock.pause();
        } else {
            clock.resume();
        }
    }

    public boolean isPaused() {
        return paused;
    }

    /** The time control of the game on the board (the setup's when it began). */
    public TimeControl control() {
        return clock.control();
    }

    /**
     * Whether the game on the board is timed and its clocks have not stopped: take-backs are refused then. Once
     * the game is over they work as in any game, and a game taken back and played on has no clock any more.
     */
    public boolean running() {
        update();
        return clock.control().isTimed() && !clock.isStopped();
    }

    /** The seat whose clock is running, if any. */
    public Optional<Seat> ticking() {
        return clock.running();
    }

    public long remaining(Seat seat) {
        return clock.remaining(seat);
    }

    public boolean isLow(Seat seat) {
        return clock.isLow(seat);
    }

    /** The colour's time left, for an engine's {@code INFO time_left}; empty when the game has no clock. */
    public OptionalLong timeLeftMillis(Side side) {
        if (!clock.control().isTimed()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(clock.remaining(seatOf(side)));
    }

    /** What the engine to act now is told of its time: its clock's time left; empty without a running clock. */
    Optional<EngineTime> engineTime() {
        if (!running()) {
            return Optional.empty();
        }
        return Optional.of(EngineTime.onClock(clock.control(), clock.remaining(current.game().seatToAct())));
    }

    /**
     * How long the computer may think on the move it is to make now: its budget from its clock (the time per
     * move, or a share of what it has left plus most of the increment), {@link MoveBudget#UNLIMITED} without one.
     */
    long thinkingCapMillis() {
        TimeControl control = clock.control();
        if (!running()) {
            return MoveBudget.UNLIMITED; // no clock, or a finished game taken back and played on without one
        }
        long left = clock.remaining(current.game().seatToAct());
        MoveBudget budget = control.kind() == TimeControl.Kind.PER_MOVE ? MoveBudget.of(left, MoveBudget.UNLIMITED)
                : MoveBudget.of(MoveBudget.UNLIMITED, left, control.incrementMillis());
        return budget.searchMillis();
    }

    /** The colour a seat plays: the opening's choice, or before it the seat's own (the opener Black). */
    private Side sideOf(Seat seat) {
        return current.game().opening().sideOf(seat).orElse(seat == Seat.OPENER ? Side.FIRST : Side.SECOND);
    }
}
