package org.inarow.ai.arena;

import java.util.List;
import org.inarow.model.Notation;
import org.inarow.model.Point;

/**
 * A starting position for arena games: its number in the list (from 1), its moves from the empty
 * board, and where it came from (file and line) for messages.
 */
public record Opening(int number, List<Point> moves, String source) {

    public Opening {
        moves = List.copyOf(moves);
    }

    @Override
    public String toString() {
        return moves.isEmpty() ? "(empty board)" : Notation.formatMoves(moves);
    }
}
