package org.inarow.ui.testing;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.prefs.AbstractPreferences;
import java.util.prefs.BackingStoreException;

/** A store that keeps values in memory but cannot write them, as under a read-only home folder. */
public final class UnwritablePreferences extends AbstractPreferences {
    /** How many flushes were tried. */
    public final AtomicInteger flushes = new AtomicInteger();
    /** How long each flush takes before it fails (the JDK's store retries a lock it cannot get). */
    public volatile long flushMillis;
    private final Map<String, String> values = new ConcurrentHashMap<>();

    public UnwritablePreferences() {
        super(null, "");
    }

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

    @Override
    protected void putSpi(String key, String value) {
        values.put(key, value);
    }

    @Override
    protected String getSpi(String key) {
        return values.get(key);
    }

    @Override
    protected void removeSpi(String key) {
        values.remove(key);
    }

    @Override
    protected void removeNodeSpi() {
        values.clear();
    }

    @Override
    protected String[] keysSpi() {
        return values.keySet().toArray(new String[0]);
    }

    @Override
    protected String[] childrenNamesSpi() {
        return new String[0];
    }

    @Override
    protected AbstractPreferences childSpi(String name) {
        throw new UnsupportedOperationException("no child nodes");
    }

    @Override
    protected void syncSpi() {
        // nothing to read
    }
}
