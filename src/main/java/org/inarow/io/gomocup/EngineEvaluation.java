package org.inarow.io.gomocup;

import java.util.List;
import java.util.OptionalInt;
import org.inarow.model.Point;

/**
 * What an engine said about the position it is searching, from a {@code MESSAGE} line (see
 * {@link EvaluationParser}): a win or a loss for the side to move with the plies to the five when
 * the engine knows them, or a score in the engine's own units (positive is good for the side to
 * move), and the principal variation when it printed one.
 *
 * @param kind  a score, a win or a loss for the side to move
 * @param value the score for {@link Kind#SCORE}; for a win or a loss the plies to the five counting
 *              the move to play now as 1 (Rapfi's {@code +M13}), or 0 when not said (Rapfi's {@code +M*},
 *              a database result)
 * @param depth the search depth, when given
 * @param pv    the expected line from the move to play, empty when not given
 */
public record EngineEvaluation(Kind kind, int value, OptionalInt depth, List<Point> pv) {

    /** Whether the engine gave a score or found a forced result. */
    public enum Kind {
        SCORE, WIN, LOSS
    }

    public EngineEvaluation {
        pv = List.copyOf(pv);
        if (kind != Kind.SCORE && value < 0) {
            throw new IllegalArgumentException("plies to the five cannot be negative");
        }
    }

    public boolean isDecisive() {
        return kind != Kind.SCORE;
    }

    /**
     * The side to move's own moves to the five (its last one included) for a win, or the opponent's
     * for a loss: 13 plies are 7 moves, a loss in 8 plies is 4 of the opponent's moves; 0 when not said.
     */
    public int moves() {
        if (kind == Kind.SCORE) {
            throw new IllegalStateException("a score has no moves to the five");
        }
        return (value + 1) / 2;
    }

    /** {@code +M13}, {@code -M8}, {@code +M*}, {@code +123}: as Rapfi writes it. */
    public String text() {
        return switch (kind) {
            case SCORE -> (value > 0 ? "+" : "") + value;
            case WIN -> "+M" + (value == 0 ? "*" : Integer.toString(value));
            case LOSS -> "-M" + (value == 0 ? "*" : Integer.toString(value));
        };
    }
}
