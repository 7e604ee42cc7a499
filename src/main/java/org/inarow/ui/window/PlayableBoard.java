package org.inarow.ui.window;

import com.formdev.flatlaf.util.UIScale;
import java.util.Collections;
import org.inarow.model.Rules;
import org.inarow.ui.board.BoardPainter;

/**
 * How small the board may get: at the window's smallest the largest board offered still has
 * cells a finger's width apart and coordinates that can be read. The window's minimum grows to
 * keep this; the side panel keeps its fixed column.
 */
final class PlayableBoard {
    /** The least cell size, in unscaled pixels: its coordinates are drawn at about a third of it. */
    static final int MIN_CELL = 24;

    private PlayableBoard() {
    }

    /** The least width and height of the board's panel. */
    static int minimumSide() {
        Rules largest = Rules.gomokuFreestyle(Collections.max(Rules.GOMOKU_SIZES));
        int side = UIScale.scale(260);
        while (BoardPainter.layout(largest, side, side).cellSize() < UIScale.scale(MIN_CELL)) {
            side++;
        }
        return side;
    }
}
