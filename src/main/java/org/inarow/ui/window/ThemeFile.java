package org.inarow.ui.window;

import java.awt.Color;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;

/**
 * The colours a theme's own file gives ({@code themes/FlatLightLaf.properties} and the dark one),
 * read as plain {@code #rrggbb} and {@code #rrggbbaa} values without installing anything: the
 * window's first look is painted with them while the look and feel is not in yet. Values FlatLaf
 * computes (references, functions) are not colours here.
 */
public final class ThemeFile {
    private ThemeFile() {
    }

    /** The theme's colour of each key its file sets to a colour; null for any other key. */
    public static Function<String, Color> colours(Theme theme) {
        Properties file = new Properties();
        String name = "themes/" + (theme == Theme.DARK ? "FlatDarkLaf" : "FlatLightLaf") + ".properties";
        try (InputStream in = ThemeFile.class.getResourceAsStream(name)) {
            if (in != null) {
                file.load(in);
            }
        } catch (IOException e) {
            // no file: every key falls back to its default colour, as with a key the file lacks
        }
        Map<String, Color> colours = new HashMap<>();
        for (String key : file.stringPropertyNames()) {
            Color colour = parse(file.getProperty(key).strip());
            if (colour != null) {
                colours.put(key, colour);
            }
        }
        return colours::get;
    }

    /** {@code #rrggbb} or {@code #rrggbbaa} (FlatLaf's order: the alpha last); null for anything else. */
    static Color parse(String value) {
        // by hand, not a regular expression: read at start-up on the first look's thread, where each costs
        if (value.length() != 7 && value.length() != 9 || value.charAt(0) != '#') {
            return null;
        }
        for (int i = 1; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
                return null;
            }
        }
        int rgb = Integer.parseInt(value.substring(1, 7), 16);
        int alpha = value.length() == 9 ? Integer.parseInt(value.substring(7), 16) : 0xff;
        return new Color(alpha << 24 | rgb, true);
    }
}
