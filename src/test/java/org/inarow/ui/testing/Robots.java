package org.inarow.ui.testing;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;

/** The one way window tests make AssertJ Swing's robot, so every test waits for the event thread alike. */
public final class Robots {
    private Robots() {
    }

    public static Robot newRobot() {
        Robot robot = BasicRobot.robotWithNewAwtHierarchy();
        robot.releaseMouseButtons(); // a button left down would send every event to a window long gone
        robot.settings().delayBetweenEvents(15);
        robot.settings().eventPostingDelay(15);
        // The robot's own idle probe sometimes goes to an event queue no thread serves, and each wait
        // then costs its full 10 s time-out (a menu click 20 s, a whole run past CI's limit); waiting
        // for one task on the event thread is exact, and a test's time-out interrupts it.
        robot.settings().simpleWaitForIdle(true);
        return robot;
    }
}
