package org.inarow.ai.puzzles;

import org.inarow.ai.engine.PuzzleProver;

/** Why a position of a self-play game did not become a puzzle; the ids are what the generator's figures print. */
public enum Rejection {
    /** Nothing forcing on the board (most positions): not counted as a rejection of a puzzle. */
    NO_TACTIC("no-tactic"),
    /** The side to move makes five now. */
    WIN_IN_ONE("trivial-win-in-one"),
    /** The opponent has an open four or two fours. */
    ALREADY_LOST("trivial-already-lost"),
    /** Every defence is refuted: the position is lost. */
    NO_DEFENCE("no-defence"),
    /** Defences stop the threats, but the engine's search still rates the attacker winning after each. */
    ATTACK_LASTS("attack-lasts"),
    /** A defence stops the threats, but after it the engine's search still rates the attacker ahead: unclear. */
    DEFENCE_UNCLEAR("unclear-defence"),
    /** More accepted answers than a puzzle may have. */
    TOO_MANY_ANSWERS("too-many-answers"),
    /** A search ran out of nodes where a proof was needed. */
    UNSETTLED("unsettled"),
    /** The same position, up to the board's symmetries, is a puzzle already (or in an excluded set). */
    DUPLICATE("duplicate"),
    /** The game gave a puzzle of this category already. */
    SAME_GAME("same-game"),
    /** The set has as many puzzles of this category as it keeps. */
    CATEGORY_FULL("category-full");

    private final String id;

    Rejection(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Rejection fromId(String id) {
        for (Rejection r : values()) {
            if (r.id.equals(id)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown rejection '" + org.inarow.model.UserText.shown(id, 40) + "'");
    }

    static Rejection of(PuzzleProver.Reason reason) {
        return switch (reason) {
            case PUZZLE -> throw new IllegalArgumentException("a puzzle is no rejection");
            case NO_TACTIC -> NO_TACTIC;
            case WIN_IN_ONE -> WIN_IN_ONE;
            case ALREADY_LOST -> ALREADY_LOST;
            case NO_DEFENCE -> NO_DEFENCE;
            case ATTACK_LASTS -> ATTACK_LASTS;
            case DEFENCE_UNCLEAR -> DEFENCE_UNCLEAR;
            case TOO_MANY_ANSWERS -> TOO_MANY_ANSWERS;
            case UNSETTLED -> UNSETTLED;
        };
    }
}
