package org.inarow.ui.game;

import java.util.Objects;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * What the player chose in the side panel: the game and its rules, the mode, the side the person
 * plays against the computer, the computer's level and (hard level) its thinking time per move.
 */
public record GameSetup(Rules rules, Mode mode, Side humanSide, Level level, int thinkSeconds) {

    public static final int[] THINK_SECONDS = {1, 2, 5, 10, 30};

    public GameSetup {
        Objects.requireNonNull(rules);
        Objects.requireNonNull(mode);
        Objects.requireNonNull(humanSide);
        Objects.requireNonNull(level);
        if (thinkSeconds < 1) {
            throw new IllegalArgumentException("thinking time must be at least a second");
        }
    }

    public static GameSetup defaults() {
        return new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 2);
    }

    /** Whether the computer plays this side. */
    public boolean isComputer(Side side) {
        return mode == Mode.VS_COMPUTER && side != humanSide;
    }

    public GameSetup withRules(Rules newRules) {
        return new GameSetup(newRules, mode, humanSide, level, thinkSeconds);
    }

    public GameSetup withMode(Mode newMode) {
        return new GameSetup(rules, newMode, humanSide, level, thinkSeconds);
    }

    public GameSetup withHumanSide(Side side) {
        return new GameSetup(rules, mode, side, level, thinkSeconds);
    }

    public GameSetup withLevel(Level newLevel) {
        return new GameSetup(rules, mode, humanSide, newLevel, thinkSeconds);
    }

    public GameSetup withThinkSeconds(int seconds) {
        return new GameSetup(rules, mode, humanSide, level, seconds);
    }
}
