package org.inarow.ui.testing;

import org.assertj.swing.core.QueueDrainingRobot;
import org.assertj.swing.core.Robot;

/** The one way window tests make AssertJ Swing's robot, so every test waits for the event thread alike. */
public final class Robots {
    private Robots() {
    }

    public static Robot newRobot() {
        Robot robot = QueueDrainingRobot.create();
        robot.releaseMouseButtons(); // a button left down would send every event to a window long gone
        robot.settings().delayBetweenEvents(15);
        robot.settings().eventPostingDelay(15);
        return robot;
    }
}
