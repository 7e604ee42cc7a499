package org.inarow.ui.window;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Where the main window goes in a screen's usable area (the screen less its task bars): the
 * remembered size, or else the packed one, never smaller than the window's minimum and never
 * larger than the usable area. A remembered place on a screen that is still there is kept, pulled
 * just far enough to bring the whole window onto that screen; with none, or one off every screen
 * (a monitor unplugged since), the window is centred on the main screen. A remembered size from a
 * bigger screen, or a damaged one, so never puts part of the window (the side panel) off the screen.
 */
record ScreenFit(Rectangle bounds, Dimension minimum) {

    /** Centred in {@code usable}. */
    static ScreenFit of(Dimension packed, Dimension minimum, Optional<Dimension> remembered, Rectangle usable) {
        return of(packed, minimum, remembered, Optional.empty(), List.of(usable), usable);
    }

    /**
     * At the remembered place on the screen (of {@code screens}, their usable areas) that shows
     * most of the window there; centred in {@code main} when no screen shows any of it.
     */
    static ScreenFit of(Dimension packed, Dimension minimum, Optional<Dimension> remembered, Optional<Point> place,
                        List<Rectangle> screens, Rectangle main) {
        Dimension wanted = remembered.orElse(packed);
        Optional<Rectangle> holder = place.flatMap(p -> screens.stream()
                .filter(s -> s.intersects(new Rectangle(p, wanted)))
                .max(Comparator.comparingLong(s -> area(s.intersection(new Rectangle(p, wanted))))));
        Rectangle usable = holder.orElse(main);
        // on a screen smaller than the minimum the screen wins: a window that fits beats a roomy one that does not
        Dimension floor = new Dimension(Math.min(minimum.width, usable.width), Math.min(minimum.height, usable.height));
        int width = Math.min(Math.max(wanted.width, floor.width), usable.width);
        int height = Math.min(Math.max(wanted.height, floor.height), usable.height);
        int x = usable.x + (usable.width - width) / 2;
        int y = usable.y + (usable.height - height) / 2;
        if (holder.isPresent()) {
            Point p = place.orElseThrow();
            x = clamp(p.x, usable.x, usable.x + usable.width - width);
            y = clamp(p.y, usable.y, usable.y + usable.height - height);
        }
        return new ScreenFit(new Rectangle(x, y, width, height), floor);
    }

    private static long area(Rectangle r) {
        return r.isEmpty() ? 0 : (long) r.width * r.height;
    }

    private static int clamp(int value, int low, int high) {
        return Math.max(low, Math.min(value, high));
    }
}
