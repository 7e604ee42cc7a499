package org.inarow.ui.testing;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.prefs.BackingStoreException;
import org.inarow.ui.window.MemoryPreferences;

/** A store that keeps values in memory but cannot write them, as under a read-only home folder. */
public final class UnwritablePreferences extends MemoryPreferences {
    /** How many flushes were tried. */
    public final AtomicInteger flushes = new AtomicInteger();
    /** How long each flush takes before it fails (the JDK's store retries a lock it cannot get). */
    public volatile long flushMillis;

    @Override
    protected void flushSpi() throws BackingStoreException {
        flushes.incrementAndGet();
        try {
            Thread.sleep(flushMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new BackingStoreException("Couldn't get file lock.");
    }
}
