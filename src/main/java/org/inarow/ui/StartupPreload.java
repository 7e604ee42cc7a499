package org.inarow.ui;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.inarow.ui.window.MainFrame;

/**
 * Loads, on a second core (the first look's thread, once the first look is on screen), the classes the
 * event thread is about to need for the built window (look and feel, layout, components) and then for
 * the computer's first move (the search, its worker, the views' updates): loading a
 * class (reading, inflating and parsing it) is most of what a cold start spends, and a class
 * loaded here is found ready when the window is built. Only loaded, never initialised: no static
 * code of Swing or of the app runs off the event thread. The list is the order a real start met
 * them ({@code scripts/startup-classes.sh} writes it); a name that no longer exists is skipped,
 * a class missing from it is simply loaded when needed, as without this.
 */
public final class StartupPreload {
    static final String LIST = "startup-classes.txt";
    /** {@code -Dinarow.startup.preload=false} loads nothing ahead: how the list's script sees what a start really needs. */
    static final String PROPERTY = "inarow.startup.preload";

    private StartupPreload() {
    }

    /**
     * Loads and links, on a daemon thread of its own, the app's classes the event thread needs first to
     * show the window's first look (linking a class from the jar verifies its code, and loads the classes
     * the check needs: about 10 ms of the event thread's start, done here while it starts); returns the
     * thread. Nothing is initialised.
     */
    public static Thread linkFirstLookAhead() {
        // not FirstLook: the main thread has made the first look already
        return linkAhead(List.of(MainFrame.class, FirstLookLaf.class, FirstPaint.class, PaintedMark.class));
    }

    static Thread linkAhead(List<Class<?>> classes) {
        Thread thread = new Thread(() -> {
            for (Class<?> c : classes) {
                c.getDeclaredConstructors(); // asking for its constructors links a class without initialising it
            }
        }, "first look's classes");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** Loads the listed classes on this thread, unless told not to (see {@link #PROPERTY}). */
    public static void loadHere() {
        if (!"false".equals(System.getProperty(PROPERTY))) {
            loadAll();
        }
    }

    /** Loads the listed classes; returns how many loaded. */
    static int loadAll() {
        ClassLoader loader = StartupPreload.class.getClassLoader();
        int loaded = 0;
        try (InputStream in = StartupPreload.class.getResourceAsStream(LIST)) {
            if (in == null) {
                return 0;
            }
            BufferedReader names = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String name = names.readLine(); name != null; name = names.readLine()) {
                if (load(name.strip(), loader)) {
                    loaded++;
                }
            }
        } catch (IOException e) {
            // the list is a hint: without it the classes load when needed
        }
        StartupTimeline.mark("preloaded " + loaded + " classes");
        return loaded;
    }

    private static boolean load(String name, ClassLoader loader) {
        if (name.isEmpty() || name.startsWith("#")) {
            return false;
        }
        try {
            Class.forName(name, false, loader);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false; // renamed or gone since the list was written: it loads as needed, or not at all
        }
    }
}
