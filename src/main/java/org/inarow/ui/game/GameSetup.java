package org.inarow.ui.game;

import java.util.Objects;
import org.inarow.ai.Level;
import org.inarow.ai.ladder.Ladder;
import org.inarow.ai.ladder.Rung;
import org.inarow.model.OpeningRule;
import org.inarow.model.Rules;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;

/**
 * What the player chose in the side panel: the game and its rules, the mode, the side the person
 * plays against the computer, the computer's level and (hard level) its thinking time per move,
 * and how a gomoku game opens. Under an opening rule the side chosen is a seat: the first side
 * opens (places the opening stones), the second responds; the colours follow the choices
 * ({@link #humanSeat()}). Tic-tac-toe has no opening rule. The computer's level is tic-tac-toe's
 * {@code level} (easy, medium, hard) or gomoku's {@code rung} of the {@link Ladder}: each game keeps its own.
 * In gomoku, added engines ({@link EngineSeats}) may play the computer's side instead of the level, and the
 * person's side too (then two engines play and the person watches). The {@code clock} times both players,
 * in either mode ({@link GameClocks}).
 */
public record GameSetup(Rules rules, Mode mode, Side humanSide, Level level, int thinkSeconds, OpeningRule opening,
                        int rung, EngineSeats engines, TimeControl clock) {

    public static final int[] THINK_SECONDS = {1, 2, 5, 10, 30};

    public GameSetup {
        Objects.requireNonNull(rules);
        Objects.requireNonNull(mode);
        Objects.requireNonNull(humanSide);
        Objects.requireNonNull(level);
        if (thinkSeconds < 1) {
            throw new IllegalArgumentException("thinking time must be at least a second");
        }
        opening = opening == null || !opening.fits(rules) ? OpeningRule.NONE : opening;
        if (rung < 1 || rung > Ladder.top()) {
            throw new IllegalArgumentException("the levels are 1 to %d, not %d".formatted(Ladder.top(), rung));
        }
        engines = engines == null || rules.family() != org.inarow.model.Family.GOMOKU ? EngineSeats.NONE : engines;
        clock = clock == null ? TimeControl.NONE : clock;
    }

    /** A setup with no clock. */
    public GameSetup(Rules rules, Mode mode, Side humanSide, Level level, int thinkSeconds, OpeningRule opening,
                     int rung, EngineSeats engines) {
        this(rules, mode, humanSide, level, thinkSeconds, opening, rung, engines, TimeControl.NONE);
    }

    /** A setup with our own players only. */
    public GameSetup(Rules rules, Mode mode, Side humanSide, Level level, int thinkSeconds, OpeningRule opening,
                     int rung, TimeControl clock) {
        this(rules, mode, humanSide, level, thinkSeconds, opening, rung, EngineSeats.NONE, clock);
    }

    /** A setup with our own players only and no clock. */
    public GameSetup(Rules rules, Mode mode, Side humanSide, Level level, int thinkSeconds, OpeningRule opening,
                     int rung) {
        this(rules, mode, humanSide, level, thinkSeconds, opening, rung, EngineSeats.NONE, TimeControl.NONE);
    }

    /** A setup whose gomoku rung is the one the level names (easy 3, medium 5, hard the top). */
    public GameSetup(Rules rules, Mode mode, Side humanSide, Level level, int thinkSeconds, OpeningRule opening) {
        this(rules, mode, humanSide, level, thinkSeconds, opening, Ladder.forLevel(level).number());
    }

    /** A setup without an opening rule. */
    public GameSetup(Rules rules, Mode mode, Side humanSide, Level level, int thinkSeconds) {
        this(rules, mode, humanSide, level, thinkSeconds, OpeningRule.NONE);
    }

    /** The person's seat against the computer: the first side opens, the second responds. */
    public Seat humanSeat() {
        return humanSide == Side.FIRST ? Seat.OPENER : Seat.RESPONDER;
    }

    /** Whether the computer sits in this seat. */
    public boolean isComputer(Seat seat) {
        return mode == Mode.VS_COMPUTER && (seat != humanSeat() || engines.personSide() != null);
    }

    public GameSetup withOpening(OpeningRule newOpening) {
        return new GameSetup(rules, mode, humanSide, level, thinkSeconds, newOpening, rung, engines, clock);
    }

    /** The person takes {@code seat} (an opened game: the seat to act). */
    public GameSetup withHumanSeat(Seat seat) {
        return withHumanSide(seat == Seat.OPENER ? Side.FIRST : Side.SECOND);
    }

    public static GameSetup defaults() {
        return new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 2);
    }

    /** Whether the computer plays this side. */
    public boolean isComputer(Side side) {
        return mode == Mode.VS_COMPUTER && (side != humanSide || engines.personSide() != null);
    }

    /** The added engine that plays {@code side}, if one does (against the computer only). */
    public java.util.Optional<String> engineFor(Side side) {
        if (mode != Mode.VS_COMPUTER) {
            return java.util.Optional.empty();
        }
        return side == humanSide ? engines.person() : engines.computer();
    }

    /** The added engine in {@code seat} under an opening rule, before the colours are chosen (against the computer only). */
    public java.util.Optional<String> engineFor(Seat seat) {
        if (mode != Mode.VS_COMPUTER) {
            return java.util.Optional.empty();
        }
        return seat == humanSeat() ? engines.person() : engines.computer();
    }

    public GameSetup withEngines(EngineSeats newEngines) {
        return new GameSetup(rules, mode, humanSide, level, thinkSeconds, opening, rung, newEngines, clock);
    }

    public GameSetup withRules(Rules newRules) {
        return new GameSetup(newRules, mode, humanSide, level, thinkSeconds, opening, rung, engines, clock);
    }

    public GameSetup withMode(Mode newMode) {
        return new GameSetup(rules, newMode, humanSide, level, thinkSeconds, opening, rung, engines, clock);
    }

    public GameSetup withHumanSide(Side side) {
        return new GameSetup(rules, mode, side, level, thinkSeconds, opening, rung, engines, clock);
    }

    /** The level by its old name, in both games (gomoku: the rung it names). */
    public GameSetup withLevel(Level newLevel) {
        return new GameSetup(rules, mode, humanSide, newLevel, thinkSeconds, opening, Ladder.forLevel(newLevel).number(), engines,
                clock);
    }

    /** Gomoku's rung; tic-tac-toe's level stays. */
    public GameSetup withRung(int newRung) {
        return new GameSetup(rules, mode, humanSide, level, thinkSeconds, opening, newRung, engines, clock);
    }

    /** Gomoku's rung of the ladder. */
    public Rung gomokuRung() {
        return Ladder.rung(rung);
    }

    /**
     * Whether the thinking time per move matters: only for the full engine (gomoku's top rung,
     * tic-tac-toe's hard level); the lower rungs play within a fixed short time.
     */
    public boolean thinkTimeCounts() {
        if (mode == Mode.VS_COMPUTER && engines.any()) {
            return true; // an engine is given the time per move
        }
        return rules.family() == org.inarow.model.Family.GOMOKU ? rung == Ladder.top() : level == Level.HARD;
    }

    /** Both players' clocks (none, a time per move, or Fischer). */
    public GameSetup withClock(TimeControl newClock) {
        return new GameSetup(rules, mode, humanSide, level, thinkSeconds, opening, rung, engines, newClock);
    }

    public GameSetup withThinkSeconds(int seconds) {
        return new GameSetup(rules, mode, humanSide, level, seconds, opening, rung, engines, clock);
    }
}
