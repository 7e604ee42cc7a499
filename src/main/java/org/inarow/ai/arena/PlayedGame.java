package org.inarow.ai.arena;

import java.util.List;
import java.util.Optional;
import org.inarow.model.GameResult;
import org.inarow.model.Point;
import org.inarow.model.Side;
import org.inarow.model.Status;

/**
 * One finished arena game.
 *
 * @param number  the game's number, from 1
 * @param opening the opening it started from
 * @param aFirst  whether player A had the first side (X, black)
 * @param result  how it ended; a forfeit is a win for the other side with no winning line
 * @param moves   every move from the empty board, the opening's included
 * @param millis  the wall-clock time the players took
 * @param forfeit why a player lost without a five (an illegal move), or empty
 */
public record PlayedGame(int number, Opening opening, boolean aFirst, GameResult result, List<Point> moves,
                         long millis, Optional<String> forfeit) {

    public PlayedGame {
        if (!result.isOver()) {
            throw new IllegalArgumentException("a game record needs a finished game");
        }
        moves = List.copyOf(moves);
    }

    /** The side A played. */
    public Side sideOfA() {
        return aFirst ? Side.FIRST : Side.SECOND;
    }

    /** A's points from this game: 1, 0.5 or 0. */
    public double pointsForA() {
        if (result.status() == Status.DRAW) {
            return 0.5;
        }
        return result.winner() == sideOfA() ? 1.0 : 0.0;
    }
}
