package org.inarow.ui.window;

import org.inarow.ui.text.LanguageFont;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.util.Locale;

/** The two looks of the app: FlatLaf light and dark, each with its board colours. */
public enum Theme {
    LIGHT,
    DARK;

    private static final String CUSTOM_DEFAULTS = "org.inarow.ui.window.themes";
    private static boolean registered;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Theme fromId(String id) {
        return "dark".equalsIgnoreCase(id) ? DARK : LIGHT;
    }

    public Theme other() {
        return this == LIGHT ? DARK : LIGHT;
    }

    /** Installs this look and feel (on the event thread, or before any component exists). */
    public void install() {
        if (!registered) {
            FlatLaf.registerCustomDefaultsSource(CUSTOM_DEFAULTS);
            registered = true;
        }
        if (this == DARK) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        LanguageFont.fit();
    }

    /** Switches the running app to this theme: installs it and updates every open window. */
    public void switchTo() {
        install();
        FlatLaf.updateUI();
    }
}
