package org.inarow.ui;

import java.awt.Graphics;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLayeredPane;

/**
 * Tells once when a window has been painted: a one-pixel, see-through mark in its top layer is
 * painted last of all, at the end of the window's first whole paint. Measures start-up
 * ({@code --smoke}) as a player sees it.
 */
final class PaintedMark extends JComponent {
    private static final long serialVersionUID = 1L;
    private final transient Runnable whenPainted;
    private boolean told;

    private PaintedMark(Runnable whenPainted) {
        this.whenPainted = whenPainted;
        setOpaque(false);
        setFocusable(false);
    }

    /** Runs {@code whenPainted} on the event thread as the first paint of {@code frame} ends; call on the event thread. */
    static void add(JFrame frame, Runnable whenPainted) {
        PaintedMark mark = new PaintedMark(whenPainted);
        mark.setBounds(0, 0, 1, 1);
        frame.getLayeredPane().add(mark, JLayeredPane.DRAG_LAYER);
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (!told) {
            told = true;
            whenPainted.run();
        }
    }
}
