package org.inarow.ui.game;

import java.util.List;
import org.inarow.model.Point;

/**
 * One row of the move list: a move of the game's line, or a variation beside it (a line that was
 * played instead of that move and kept).
 *
 * @param text   what the row says
 * @param number the move's number; for a variation, the number of its first move
 * @param line   for a variation, the moves from the start to its first move (to switch to it); empty for the game's line
 */
public record MoveRow(String text, int number, List<Point> line) {
    public MoveRow {
        line = List.copyOf(line);
    }

    public boolean isVariation() {
        return !line.isEmpty();
    }
}
