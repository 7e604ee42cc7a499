package org.inarow.ui.game;

import java.util.Optional;

/**
 * "Adjust the level to me": two wins in a row move the computer one rung up, two losses in a row
 * one rung down, never beyond the lowest and the top rung. A draw breaks a run, and so does a move
 * (the new level starts a run of its own).
 *
 * @param run  wins in a row (positive) or losses in a row (negative)
 */
public record LevelAdjust(int run) {
    public static final LevelAdjust START = new LevelAdjust(0);
    private static final int RUN_THAT_MOVES = 2;

    /** Whether {@code run} is one this rule can be in: a run of two has already moved the level. */
    public static boolean isRun(int run) {
        return Math.abs(run) < RUN_THAT_MOVES;
    }

    /** What happens after a game at {@code rung} of {@code 1..top}: the next run and the next game's rung. */
    public Step after(PlayerResult result, int rung, int top) {
        int next = switch (result) {
            case WON -> Math.max(run, 0) + 1;
            case LOST -> Math.min(run, 0) - 1;
            case DRAWN -> 0;
        };
        if (next >= RUN_THAT_MOVES && rung < top) {
            return new Step(START, rung + 1, Optional.of(Why.TWO_WINS));
        }
        if (next <= -RUN_THAT_MOVES && rung > 1) {
            return new Step(START, rung - 1, Optional.of(Why.TWO_LOSSES));
        }
        return new Step(new LevelAdjust(next), rung, Optional.empty());
    }

    /** The rule's state after a game, the rung of the next game, and why it moved (if it did). */
    public record Step(LevelAdjust adjust, int rung, Optional<Why> why) {
    }

    /** Why the level moved. */
    public enum Why {
        TWO_WINS,
        TWO_LOSSES;

        /** The notice that the next game is at {@code title}: "Two wins in a row: next game at Level 5 · Club". */
        public String notice(String title) {
            return Words.format("game.levelMoved." + name(), title);
        }
    }
}
