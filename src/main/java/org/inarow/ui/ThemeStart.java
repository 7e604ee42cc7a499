package org.inarow.ui;

import java.util.concurrent.CompletableFuture;
import org.inarow.ui.window.Theme;

/**
 * Installs the look and feel on a helper thread while the main thread opens the display, so the
 * two costliest steps before the first component overlap; the window is built once it is in.
 * FlatLaf may be installed off the event thread as long as no component exists yet. Should the
 * early install fail, or another theme be wanted by then, the event thread installs it as before.
 */
public final class ThemeStart {
    private static CompletableFuture<Theme> early;

    private ThemeStart() {
    }

    /** Starts installing {@code theme} now, on a daemon thread. */
    public static synchronized void begin(Theme theme) {
        if (early != null) {
            return;
        }
        CompletableFuture<Theme> installed = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                theme.install();
                installed.complete(theme);
            } catch (RuntimeException | Error e) {
                installed.completeExceptionally(e); // the event thread installs it then, and reports what fails
            }
        }, "look and feel");
        thread.setDaemon(true);
        thread.start();
        early = installed;
    }

    /** Makes {@code theme} the look and feel: waits for the early install, or installs it here. */
    static synchronized void install(Theme theme) {
        CompletableFuture<Theme> installed = early;
        early = null; // a later window installs its own theme
        if (installed != null) {
            try {
                if (installed.join() == theme) {
                    return;
                }
            } catch (RuntimeException e) {
                // the early install failed: try again here, where a failure is reported
            }
        }
        theme.install();
    }
}
