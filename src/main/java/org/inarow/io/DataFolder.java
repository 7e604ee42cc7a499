package org.inarow.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where InARow keeps the user's data (autosave, settings): {@code %APPDATA%\InARow} on Windows,
 * {@code ~/Library/Application Support/InARow} on macOS, {@code $XDG_DATA_HOME/inarow} or
 * {@code ~/.local/share/inarow} elsewhere. The system property {@value #OVERRIDE_PROPERTY} replaces
 * all of these (tests, portable installs).
 */
public final class DataFolder {
    public static final String OVERRIDE_PROPERTY = "inarow.data.dir";

    private DataFolder() {
    }

    /** The folder for this user and system; not created. */
    public static Path path() {
        return resolve(System.getProperty(OVERRIDE_PROPERTY), System.getProperty("os.name", ""),
                System.getProperty("user.home", "."), System.getenv());
    }

    /** The folder, created if missing. */
    public static Path ensure() throws IOException {
        return Files.createDirectories(path());
    }

    /** The rule itself, free of the real environment so it can be tested for every system. */
    static Path resolve(String override, String osName, String home, Map<String, String> env) {
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            return isSet(appData) ? Path.of(appData, "InARow") : Path.of(home, "AppData", "Roaming", "InARow");
        }
        if (os.startsWith("mac") || os.startsWith("darwin")) {
            return Path.of(home, "Library", "Application Support", "InARow");
        }
        String xdg = env.get("XDG_DATA_HOME");
        // the XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored
        return isSet(xdg) && Path.of(xdg).isAbsolute() ? Path.of(xdg, "inarow") : Path.of(home, ".local", "share", "inarow");
    }

    private static boolean isSet(String value) {
        return value != null && !value.isBlank();
    }
}
