package org.inarow.ui.board;

import java.awt.Color;
import java.awt.image.BufferedImage;

/**
 * The board as a picture (File › Export picture, Edit › Copy picture): what the board shows, painted by
 * its own painter into an image of a fixed size, without what only the screen has (the mouse's preview stone,
 * the keyboard cursor): the stones, the coordinates, the last move and the win line, and the move numbers
 * and the map when the view shows them.
 */
public final class BoardPicture {
    /** Pixels a side: large enough for a 20×20 board's numbers, small enough to paste into a message. */
    public static final int SIDE = 760;

    private BoardPicture() {
    }

    public static BufferedImage of(BoardPainter painter, BoardView view, Color background) {
        return painter.paintImage(still(view), SIDE, SIDE, background);
    }

    /** The view without the pointer's and the keyboard's marks. */
    static BoardView still(BoardView view) {
        return view.withHover(null).withCursor(null).withAcceptingMoves(false);
    }
}
