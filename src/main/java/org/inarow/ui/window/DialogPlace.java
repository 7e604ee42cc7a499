package org.inarow.ui.window;

import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.inarow.ui.board.BoardPanel;

/**
 * Where a dialog over the main window opens: where it hides as little of the game as it can. A
 * dialog centred on the window (Swing's way) opens over the board's middle, where the stones and the
 * map are, and the player saw the game gone while Save, Open or "Start a new game?" asked (issue
 * 38). Of a few places (over the side panel, beside the window, over a side or an end of the
 * board) it takes the one covering the fewest of the board's marks ({@link BoardPanel#marks()}),
 * then the least of the board, then the first in that order; always on the window's screen.
 */
final class DialogPlace {
    private final Window window;
    private final BoardPanel board;

    DialogPlace(Window window, BoardPanel board) {
        this.window = window;
        this.board = board;
    }

    /** Moves {@code dialog} (packed, not yet shown) to its place; call on the event thread. */
    void place(Window dialog) {
        if (!window.isShowing() || !board.isShowing()) {
            return; // where Swing put it: nothing of the game to keep in sight
        }
        Point origin = board.getLocationOnScreen();
        List<Rectangle> marks = new ArrayList<>();
        for (Rectangle mark : board.marks()) {
            mark.translate(origin.x, origin.y);
            marks.add(mark);
        }
        Rectangle drawn = board.geometry().boardBounds().getBounds();
        drawn.translate(origin.x, origin.y);
        dialog.setLocation(choose(dialog.getSize(), window.getBounds(), drawn, marks, usable(window)));
    }

    /**
     * The place of a dialog of {@code size} over a window at {@code windowBounds} whose board is drawn
     * at {@code boardBounds} with {@code marks} on it (all on screen), within {@code screen}.
     */
    static Point choose(Dimension size, Rectangle windowBounds, Rectangle boardBounds, List<Rectangle> marks,
                        Rectangle screen) {
        List<Rectangle> places = candidates(size, windowBounds, boardBounds, screen);
        Comparator<Rectangle> order = Comparator.<Rectangle>comparingInt(place -> covered(place, marks))
                .thenComparingLong(place -> area(place.intersection(boardBounds)));
        Rectangle best = places.get(0);
        for (Rectangle place : places) {
            if (order.compare(place, best) < 0) {
                best = place;
            }
        }
        return best.getLocation();
    }

    /**
     * The places tried, in the order preferred when they hide as much: across, over the side panel
     * (the window's right edge), beside the window on the right and on the left, over the board's
     * left edge, centred; down, centred on the window, at the board's top and at its bottom.
     */
    private static List<Rectangle> candidates(Dimension size, Rectangle windowBounds, Rectangle boardBounds,
                                              Rectangle screen) {
        int[] xs = {windowBounds.x + windowBounds.width - size.width, windowBounds.x + windowBounds.width,
            windowBounds.x - size.width, boardBounds.x, windowBounds.x + (windowBounds.width - size.width) / 2};
        int[] ys = {windowBounds.y + (windowBounds.height - size.height) / 2, boardBounds.y,
            boardBounds.y + boardBounds.height - size.height};
        List<Rectangle> places = new ArrayList<>();
        for (int x : xs) {
            for (int y : ys) {
                Rectangle place = new Rectangle(clamp(x, screen.x, screen.x + screen.width - size.width),
                        clamp(y, screen.y, screen.y + screen.height - size.height), size.width, size.height);
                if (!places.contains(place)) {
                    places.add(place);
                }
            }
        }
        return places;
    }

    private static int covered(Rectangle place, List<Rectangle> marks) {
        int count = 0;
        for (Rectangle mark : marks) {
            if (place.intersects(mark)) {
                count++;
            }
        }
        return count;
    }

    private static long area(Rectangle r) {
        return r.isEmpty() ? 0 : (long) r.width * r.height;
    }

    /** {@code wanted} moved as little as it takes to lie wholly on {@code owner}'s screen (less its task bars). */
    static Point onScreen(Window owner, Dimension size, Point wanted) {
        Rectangle screen = usable(owner);
        return new Point(clamp(wanted.x, screen.x, screen.x + screen.width - size.width),
                clamp(wanted.y, screen.y, screen.y + screen.height - size.height));
    }

    private static int clamp(int value, int least, int most) {
        return Math.max(least, Math.min(value, Math.max(least, most)));
    }

    /** The window's screen less its task bars. */
    private static Rectangle usable(Window window) {
        GraphicsConfiguration screen = window.getGraphicsConfiguration();
        Rectangle all = screen.getBounds();
        Insets bars = Toolkit.getDefaultToolkit().getScreenInsets(screen);
        return new Rectangle(all.x + bars.left, all.y + bars.top, all.width - bars.left - bars.right,
                all.height - bars.top - bars.bottom);
    }
}
