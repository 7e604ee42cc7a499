package org.inarow.ui;

import java.awt.Graphics;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLayeredPane;
import javax.swing.SwingUtilities;

/**
 * Tells once when a window has been painted: a one-pixel, see-through mark in its top layer, which
 * a paint of the window reaches last; the news comes in the next event, once that paint has been
 * copied to the screen, and the mark removes itself. Measures start-up ({@code --smoke}) as a player
 * sees it; {@link FirstPaint} uses the same kind of mark to start play.
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

    /** Runs {@code whenPainted} on the event thread right after the first paint of {@code frame}; call on the event thread. */
    static void add(JFrame frame, Runnable whenPainted) {
        PaintedMark mark = new PaintedMark(whenPainted);
        mark.setBounds(0, 0, 1, 1);
        frame.getLayeredPane().add(mark, JLayeredPane.DRAG_LAYER);
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (told) {
            return;
        }
        told = true;
        SwingUtilities.invokeLater(() -> {
            JLayeredPane layers = (JLayeredPane) getParent();
            if (layers != null) {
                layers.remove(this); // no repaint: it painted nothing (see FirstPaint)
            }
            whenPainted.run();
        });
    }
}
