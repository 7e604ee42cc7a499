package org.inarow.io.gomocup;

/**
 * How long a client waits for an engine. A move may take the engine's time per move plus a margin
 * of {@code marginPercent} of it, at least {@code minMarginMillis} (a loaded machine, a process that
 * starts a JVM); START may take {@code startMillis} (an engine loads its weights), ABOUT
 * {@code aboutMillis}, and a command answered with OK (TAKEBACK, RESTART) the same. The first move
 * after START or RESTART may take {@code setupMillis} more: an engine may set up its tables only
 * when first asked (Rapfi here took 1.7 to 4.9 s before its first 0.5 s search on a loaded machine).
 */
public record EngineTimeouts(long startMillis, long aboutMillis, long minMarginMillis, int marginPercent, long setupMillis) {
    /** 20 s to start, 5 s for ABOUT, a move's time plus 20 %, at least 1 s; 10 s more for the first move. */
    public static final EngineTimeouts DEFAULT = new EngineTimeouts(20_000, 5_000, 1_000, 20, 10_000);

    public EngineTimeouts {
        if (startMillis < 1 || aboutMillis < 1 || minMarginMillis < 0 || marginPercent < 0 || setupMillis < 0) {
            throw new IllegalArgumentException("engine timeouts must be positive");
        }
    }

    /** With 10 s of set-up time for the first move. */
    public EngineTimeouts(long startMillis, long aboutMillis, long minMarginMillis, int marginPercent) {
        this(startMillis, aboutMillis, minMarginMillis, marginPercent, 10_000);
    }

    /** How long to wait for a move that may take {@code turnMillis}. */
    public long moveWaitMillis(long turnMillis) {
        return turnMillis + Math.max(minMarginMillis, turnMillis * marginPercent / 100);
    }

    public EngineTimeouts withStartMillis(long millis) {
        return new EngineTimeouts(millis, aboutMillis, minMarginMillis, marginPercent, setupMillis);
    }

    public EngineTimeouts withMinMarginMillis(long millis) {
        return new EngineTimeouts(startMillis, aboutMillis, millis, marginPercent, setupMillis);
    }

    public EngineTimeouts withMarginPercent(int percent) {
        return new EngineTimeouts(startMillis, aboutMillis, minMarginMillis, percent, setupMillis);
    }

    public EngineTimeouts withSetupMillis(long millis) {
        return new EngineTimeouts(startMillis, aboutMillis, minMarginMillis, marginPercent, millis);
    }
}
