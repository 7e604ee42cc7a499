package org.assertj.swing.core;

import java.awt.AWTException;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.lang.reflect.InvocationTargetException;
import org.assertj.swing.exception.UnexpectedException;
import org.assertj.swing.hierarchy.NewHierarchy;
import org.assertj.swing.lock.ScreenLock;

/**
 * AssertJ Swing's robot with one change, the wait for idle: it runs an empty task on the event
 * thread (invokeAndWait) until the queue holds nothing more, for at most ten seconds. The robot's
 * own wait posts a probe event to each event queue it has seen (jstack caught it on the path for
 * more than one) and now and then the probe was never served: each such wait cost its full 10 s
 * time-out (a menu click 20 s, a whole window-test run past CI's 90 min). Only the
 * package-private constructor needs this package.
 */
public final class QueueDrainingRobot extends BasicRobot {
    private static final long MAX_WAIT_MILLIS = 10_000;

    private final java.awt.Robot sync;

    private QueueDrainingRobot(Object screenLockOwner) throws AWTException {
        super(screenLockOwner, NewHierarchy.ignoreExistingComponents());
        sync = new java.awt.Robot();
    }

    /** A robot for a new AWT hierarchy, holding the screen lock as {@link BasicRobot#robotWithNewAwtHierarchy()} does. */
    public static Robot create() {
        Object owner = new Object();
        ScreenLock.instance().acquire(owner);
        try {
            return new QueueDrainingRobot(owner);
        } catch (AWTException e) {
            ScreenLock.instance().release(owner);
            throw new UnexpectedException(e);
        }
    }

    @Override
    public void waitForIdle() {
        if (EventQueue.isDispatchThread()) {
            throw new IllegalThreadStateException("Cannot call method from the event dispatcher thread");
        }
        try {
            sync.waitForIdle(); // the display's own events (the robot's clicks) reach the queue first
        } catch (RuntimeException e) {
            // the toolkit's sync gave up (it has its own time-out): the queue is drained below all the same
        }
        long deadline = System.currentTimeMillis() + MAX_WAIT_MILLIS;
        do {
            try {
                EventQueue.invokeAndWait(() -> { });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // a test's time-out: let it end the test
                throw new UnexpectedException("interrupted while waiting for the event thread", e);
            } catch (InvocationTargetException e) {
                throw new UnexpectedException("could not wait for the event thread", e);
            }
        } while (Toolkit.getDefaultToolkit().getSystemEventQueue().peekEvent() != null
                && System.currentTimeMillis() < deadline);
    }
}
