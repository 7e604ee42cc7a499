package org.inarow.ui.window;

import java.awt.Dimension;
import java.awt.Point;
import java.util.Optional;

/** The window's size and place when it was closed last, kept between runs (keys "windowWidth" … "windowY"). */
public final class WindowSettings {
    private static final String WIDTH = "windowWidth";
    private static final String HEIGHT = "windowHeight";
    private static final String X = "windowX";
    private static final String Y = "windowY";

    /** The longest window side kept: X11 and Windows refuse larger windows anyway. */
    static final int MAX_SIDE = Short.MAX_VALUE;

    private final SettingsStore store;

    WindowSettings(SettingsStore store) {
        this.store = store;
    }

    /** The window's size when it was closed last; the window still fits it to the screen ({@link MainFrame#placeOnScreen}). */
    public Optional<Dimension> size() {
        int w = store.getInt(WIDTH, -1);
        int h = store.getInt(HEIGHT, -1);
        boolean sensible = w > 0 && h > 0 && w <= MAX_SIDE && h <= MAX_SIDE;
        return sensible ? Optional.of(new Dimension(w, h)) : Optional.empty();
    }

    public void setSize(Dimension size) {
        store.put(WIDTH, String.valueOf(size.width));
        store.put(HEIGHT, String.valueOf(size.height));
        store.flush();
    }

    /**
     * Where the window's top-left corner was when it was closed last (screen coordinates, which
     * may be negative on a screen left of or above the main one); the window checks it is still on
     * a screen ({@link ScreenFit}).
     */
    public Optional<Point> location() {
        String x = store.get(X, null);
        String y = store.get(Y, null);
        try {
            int px = Integer.parseInt(x == null ? "" : x.strip());
            int py = Integer.parseInt(y == null ? "" : y.strip());
            boolean sensible = Math.abs(px) <= MAX_SIDE && Math.abs(py) <= MAX_SIDE;
            return sensible ? Optional.of(new Point(px, py)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty(); // none yet, or damaged: the window is centred
        }
    }

    public void setLocation(Point location) {
        store.put(X, String.valueOf(location.x));
        store.put(Y, String.valueOf(location.y));
        store.flush();
    }
}
