package org.inarow.ui.game;

import java.util.Objects;
import org.inarow.ai.Level;
import org.inarow.model.OpeningRule;
import org.inarow.model.Rules;
import org.inarow.model.Seat;
import org.inarow.model.Side;

/**
 * What the player chose in the side panel: the game and its rules, the mode, the side the person
 * plays against the computer, the computer's level and (hard level) its thinking time per move,
 * and how a gomoku game opens. Under an opening rule the side chosen is a seat: the first side
 * opens (places the opening stones), the second responds; the colours follow the choices
 * ({@link #humanSeat()}). Tic-tac-toe has no opening rule.
 */
public record GameSetup(Rules rules, Mode mode, Side humanSide, Level level, int thinkSeconds, OpeningRule opening) {

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
        return mode == Mode.VS_COMPUTER && seat != humanSeat();
    }

    public GameSetup withOpening(OpeningRule newOpening) {
        return new GameSetup(rules, mode, humanSide, level, thinkSeconds, newOpening);
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
        return mode == Mode.VS_COMPUTER && side != humanSide;
    }

    public GameSetup withRules(Rules newRules) {
        return new GameSetup(newRules, mode, humanSide, level, thinkSeconds, opening);
    }

    public GameSetup withMode(Mode newMode) {
        return new GameSetup(rules, newMode, humanSide, level, thinkSeconds, opening);
    }

    public GameSetup withHumanSide(Side side) {
        return new GameSetup(rules, mode, side, level, thinkSeconds, opening);
    }

    public GameSetup withLevel(Level newLevel) {
        return new GameSetup(rules, mode, humanSide, newLevel, thinkSeconds, opening);
    }

    public GameSetup withThinkSeconds(int seconds) {
        return new GameSetup(rules, mode, humanSide, level, seconds, opening);
    }
}
