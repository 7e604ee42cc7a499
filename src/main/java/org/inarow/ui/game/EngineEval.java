package org.inarow.ui.game;

import org.inarow.ai.Score;

/**
 * An engine's evaluation of the position it moved in, from its MESSAGE lines, for the side to move there:
 * a score (in the engine's own units), or a win or loss in so many of its moves.
 */
public record EngineEval(Kind kind, int value) {
    public enum Kind {
        SCORE,
        /** The side to move makes five in {@code value} of its own moves. */
        WIN_IN,
        /** The side to move gets five against it after {@code value} of its own moves. */
        LOSS_IN
    }

    public static EngineEval score(int score) {
        return new EngineEval(Kind.SCORE, score);
    }

    public static EngineEval winIn(int moves) {
        return new EngineEval(Kind.WIN_IN, moves);
    }

    public static EngineEval lossIn(int moves) {
        return new EngineEval(Kind.LOSS_IN, moves);
    }

    /** As our own searches score (side to move's view, {@link Score}): a won or lost end counted in plies. */
    public int asScore() {
        return switch (kind) {
            case SCORE -> Math.max(-Score.DECISIVE + 1, Math.min(Score.DECISIVE - 1, value));
            case WIN_IN -> Score.winIn(Math.max(1, 2 * value - 1));
            case LOSS_IN -> Score.lossIn(Math.max(2, 2 * value));
        };
    }
}
