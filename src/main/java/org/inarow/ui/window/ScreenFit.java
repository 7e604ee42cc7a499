package org.inarow.ui.window;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.Optional;

/**
 * Where the main window goes in the screen's usable area (the screen less its task bars): the
 * remembered size, or else the packed one, never smaller than the window's minimum and never
 * larger than the usable area, centred in it. A remembered size from a bigger screen, or a damaged
 * one, so never puts part of the window (the side panel) off the screen.
 */
record ScreenFit(Rectangle bounds, Dimension minimum) {

    static ScreenFit of(Dimension packed, Dimension minimum, Optional<Dimension> remembered, Rectangle usable) {
        Dimension wanted = remembered.orElse(packed);
        // on a screen smaller than the minimum the screen wins: a window that fits beats a roomy one that does not
        Dimension floor = new Dimension(Math.min(minimum.width, usable.width), Math.min(minimum.height, usable.height));
        int width = Math.min(Math.max(wanted.width, floor.width), usable.width);
        int height = Math.min(Math.max(wanted.height, floor.height), usable.height);
        int x = usable.x + (usable.width - width) / 2;
        int y = usable.y + (usable.height - height) / 2;
        return new ScreenFit(new Rectangle(x, y, width, height), floor);
    }
}
