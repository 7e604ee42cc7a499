package org.inarow.ui.window;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.inarow.model.UserText;
import org.inarow.ui.text.Texts;

/**
 * The {@link Preferences} node the settings live in, and how their writes reach its store: at once to the
 * node, and to its store on a thread of their own (a store that cannot be written makes the JDK retry its
 * lock for a second and a half); a store that cannot be written is reported once, in a sentence, and then
 * no longer tried.
 */
final class SettingsStore {
    /**
     * How long a flush waits after the write that asked for it. The JDK's node holds its lock while it
     * flushes, so a write that came during a slow flush would wait for it: writes come in bursts (a
     * setup, a closing window), and one flush after the burst keeps them from meeting a flush.
     */
    static final long FLUSH_DELAY_MILLIS = 300;

    private final Preferences node;
    private final ScheduledThreadPoolExecutor flusher = flusher();
    private final AtomicBoolean flushPending = new AtomicBoolean();
    private final AtomicBoolean unwritable = new AtomicBoolean();
    private Consumer<String> problems = p -> { }; // these two guarded by this
    private String problem;

    SettingsStore(Preferences node) {
        this.node = node;
    }

    String get(String key, String fallback) {
        return node.get(key, fallback);
    }

    int getInt(String key, int fallback) {
        return node.getInt(key, fallback);
    }

    boolean getBoolean(String key, boolean fallback) {
        return node.getBoolean(key, fallback);
    }

    /** Writes one value and asks for it to reach the store. */
    void write(String key, String value) {
        put(key, value);
        flush();
    }

    /** Writes a value to the node only: a few writes end with one {@link #flush()}. */
    void put(String key, String value) {
        if (value.length() <= Preferences.MAX_VALUE_LENGTH) { // a longer one (a folder's path) is not remembered
            node.put(key, value);
        }
    }

    /** Writes a value to the node as it is, too long or not. */
    void putAsIs(String key, String value) {
        node.put(key, value);
    }

    /**
     * Who hears that the choices cannot be kept for the next run: once, on the settings' own
     * thread, or at once if the store has failed already.
     */
    synchronized void reportProblemsTo(Consumer<String> sink) {
        problems = sink;
        if (problem != null) {
            sink.accept(problem);
        }
    }

    /** Asks for the node to reach its store, unless a flush is waiting already or the store failed. */
    void flush() {
        if (!unwritable.get() && flushPending.compareAndSet(false, true)) {
            flusher.schedule(this::flushNow, FLUSH_DELAY_MILLIS, TimeUnit.MILLISECONDS);
        }
    }

    /** One thread at most, gone when idle (tests make many settings). */
    private static ScheduledThreadPoolExecutor flusher() {
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "settings");
            t.setDaemon(true); // the JDK's own store writes what is left when the app exits
            return t;
        });
        executor.setKeepAliveTime(1, TimeUnit.SECONDS);
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }

    private void flushNow() {
        flushPending.set(false);
        try {
            node.flush();
        } catch (BackingStoreException | RuntimeException e) {
            // settings are a convenience: a store that cannot be written must not stop the game
            if (unwritable.compareAndSet(false, true)) {
                String why = e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
                synchronized (this) {
                    problem = Texts.format("settings.notSaved", UserText.shown(why, 80));
                    problems.accept(problem);
                }
            }
        }
    }
}
