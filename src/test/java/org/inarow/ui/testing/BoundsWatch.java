package org.inarow.ui.testing;

import java.awt.Rectangle;
import java.awt.Window;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every bounds a window has while watched, sampled each millisecond on a thread of its own: the
 * toolkit's thread updates a window's bounds as the window manager reports them, so a move and back
 * that lasts a few milliseconds is seen even while the event thread is busy.
 */
public final class BoundsWatch {
    private final Set<Rectangle> seen = new LinkedHashSet<>();
    private final Thread thread;
    private volatile boolean stopped;

    private BoundsWatch(Window window) {
        seen.add(window.getBounds());
        thread = new Thread(() -> {
            while (!stopped) {
                Rectangle now = window.getBounds();
                synchronized (seen) {
                    seen.add(now);
                }
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "bounds-watch");
        thread.setDaemon(true);
        thread.start();
    }

    public static BoundsWatch start(Window window) {
        return new BoundsWatch(window);
    }

    /** Stops watching; returns the bounds seen, in the order first seen. */
    public List<Rectangle> stop() throws InterruptedException {
        stopped = true;
        thread.join(1_000);
        synchronized (seen) {
            return List.copyOf(seen);
        }
    }
}
