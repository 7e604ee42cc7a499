package org.inarow.ui.window;

import java.awt.Image;
import java.awt.Toolkit;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;

/**
 * The app's icon, a corner of a gomoku board with a five on it, at the sizes desktops ask a
 * window for (its title bar, its task-bar button, the window switcher; its dialogs take their
 * owner's). Drawn by {@code scripts/DrawIcon.java}; the packages carry the same drawing.
 */
final class AppIcon {
    /** The sizes drawn for the window, in pixels. */
    static final int[] SIZES = {16, 24, 32, 48, 64, 128, 256};

    private AppIcon() {
    }

    /**
     * The icon at every size, smallest first. Decoded only when the window's system peer takes them
     * (the toolkit's images load lazily), without ImageIO, whose plug-in registry a start need not load.
     */
    static List<Image> images() {
        Toolkit toolkit = Toolkit.getDefaultToolkit();
        List<Image> images = new ArrayList<>(SIZES.length);
        for (int size : SIZES) {
            URL png = AppIcon.class.getResource("/org/inarow/ui/icons/inarow-" + size + ".png");
            if (png != null) { // a build without its resources still opens, with the system's icon
                images.add(toolkit.createImage(png));
            }
        }
        return images;
    }
}
