package org.inarow.ui;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLayeredPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;

/**
 * Runs a task once a window is on screen: after its first paint, or before the first mouse or key
 * press it gets should that come first, or after a limit should neither come (a window hidden
 * behind another). Work the first sight of the window does not need, such as starting the
 * computer's first search, then neither delays the window nor competes with its first paint for
 * the processor, and still runs before anything the player does. A one-pixel mark, transparent,
 * in the window's top layer notices the paint and removes itself.
 */
final class FirstPaint {
    /** Should the window be neither painted nor touched, the task runs after this long all the same. */
    static final int LIMIT_MILLIS = 1500;
    private static final long INPUT = AWTEvent.MOUSE_EVENT_MASK | AWTEvent.KEY_EVENT_MASK;

    private FirstPaint() {
    }

    /** Runs {@code task} on the event thread once {@code frame} is on screen; call on the event thread. */
    static void then(JFrame frame, Runnable task) {
        JLayeredPane layers = frame.getLayeredPane();
        Mark mark = new Mark(frame, task);
        mark.setBounds(0, 0, 1, 1);
        layers.add(mark, JLayeredPane.DRAG_LAYER);
        Toolkit.getDefaultToolkit().addAWTEventListener(mark.input, INPUT);
        mark.limit.start();
    }

    /**
     * A press of a mouse button or a key: what must find play started. The pointer entering the
     * window as it appears under it is not (under it, it did start play before the first paint).
     */
    static boolean isPress(AWTEvent event) {
        return event.getID() == MouseEvent.MOUSE_PRESSED || event.getID() == KeyEvent.KEY_PRESSED;
    }

    /** Paints nothing; its paint says the window is on screen. */
    private static final class Mark extends JComponent {
        private static final long serialVersionUID = 1L;
        private final JFrame frame;
        private final transient Runnable task;
        private final transient Timer limit;
        /** Sees input before the component it is for: the task runs first. */
        private final transient AWTEventListener input;
        private boolean fired;

        Mark(JFrame frame, Runnable task) {
            this.frame = frame;
            this.task = task;
            limit = new Timer(LIMIT_MILLIS, e -> fire());
            limit.setRepeats(false);
            input = event -> {
                if (isPress(event) && event.getSource() instanceof Component source
                        && (source == frame || SwingUtilities.getWindowAncestor(source) == frame)) {
                    fire();
                }
            };
            setOpaque(false);
            setFocusable(false); // never the window's first focus owner
        }

        @Override
        protected void paintComponent(Graphics g) {
            SwingUtilities.invokeLater(this::fire); // after the paint: the window first, then the task
        }

        void fire() {
            if (fired) {
                return;
            }
            fired = true;
            limit.stop();
            Toolkit.getDefaultToolkit().removeAWTEventListener(input);
            JLayeredPane layers = frame.getLayeredPane();
            // no repaint: it painted nothing, and one at the corner would join what the task repaints into one
            // region spanning the window
            layers.remove(this);
            if (frame.isDisplayable()) { // not when the window was closed first
                task.run();
            }
        }
    }
}
