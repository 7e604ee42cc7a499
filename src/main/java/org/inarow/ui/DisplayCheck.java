package org.inarow.ui;

import java.awt.GraphicsEnvironment;
import java.util.Optional;

/** Whether a window can be opened here, asked before any window is made. */
public final class DisplayCheck {
    private DisplayCheck() {
    }

    /** Why no window can be opened (no display, or one that does not answer), or empty when one can. */
    public static Optional<String> problem() {
        String display = System.getenv("DISPLAY");
        if (GraphicsEnvironment.isHeadless()) {
            boolean linuxLike = !System.getProperty("os.name", "").startsWith("Windows")
                    && !System.getProperty("os.name", "").startsWith("Mac");
            return Optional.of(linuxLike && (display == null || display.isBlank())
                    ? "no display (DISPLAY is not set)" : "no display (Java runs headless)");
        }
        try {
            if (GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices().length == 0) {
                return Optional.of("no screen found");
            }
            return Optional.empty();
        } catch (RuntimeException | Error e) {
            return Optional.of("the display " + display + " cannot be reached");
        }
    }
}
