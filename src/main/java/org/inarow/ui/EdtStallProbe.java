package org.inarow.ui;

import java.awt.EventQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Measures how long the event thread keeps events waiting: every few milliseconds a timer thread
 * posts a tiny event and records how late it runs. The longest delay is the longest stall.
 */
public final class EdtStallProbe implements AutoCloseable {
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "edt-stall-probe");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong maxNanos = new AtomicLong();

    private EdtStallProbe(long periodMillis) {
        timer.scheduleAtFixedRate(this::post, 0, periodMillis, TimeUnit.MILLISECONDS);
    }

    /** Starts probing every {@code periodMillis}. */
    public static EdtStallProbe start(long periodMillis) {
        return new EdtStallProbe(periodMillis);
    }

    private void post() {
        long posted = System.nanoTime();
        EventQueue.invokeLater(() -> maxNanos.accumulateAndGet(System.nanoTime() - posted, Math::max));
    }

    /** The longest time a posted event waited for the event thread, so far. */
    public long maxStallMillis() {
        return maxNanos.get() / 1_000_000;
    }

    /** Forgets what was measured so far (e.g. start-up), to measure from now. */
    public void reset() {
        maxNanos.set(0);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
