package org.inarow.ui.board;

import java.awt.Color;
import java.util.function.Function;

/** A theme's colour of a key, or the light theme's (given with the key) when the theme has none. */
record ThemeKeys(Function<String, Color> theme) {

    Color color(String key, int rgb) {
        Color c = theme.apply(key);
        return c != null ? c : new Color(rgb);
    }

    Color color(String key, int rgb, int alpha) {
        Color c = theme.apply(key);
        return c != null ? c : new Color((alpha << 24) | rgb, true);
    }
}
