package org.inarow.cli;

/**
 * Keeps the pbrain process inside the manager's {@code max_memory} (the whole process, heap
 * included) as far as a running JVM can: the table is sized for what the heap may hold, and the
 * last game's brain is collected before the next is built (else old tables pile up in the heap).
 * Only {@code -Xmx} bounds the heap for certain; the README tells managers to pass it. (Letting
 * the heap shrink after each collection, MaxHeapFreeRatio 30, was tried: no lower peak, and
 * answers at 150 ms turns came late six times in 200 from the extra collections.)
 */
final class BrainMemory {
    /** What the Java runtime itself takes besides the heap (code, classes, the collector's tables), as EngineStrategy counts it. */
    private static final long RUNTIME_BYTES = 160L << 20;

    private BrainMemory() {
    }

    /** The memory to size the brain for: {@code max_memory}, but no more than this heap can hold. */
    static long budget(long maxMemoryBytes) {
        long heap = Runtime.getRuntime().maxMemory();
        return heap == Long.MAX_VALUE ? maxMemoryBytes : Math.min(maxMemoryBytes, heap + RUNTIME_BYTES);
    }

    /**
     * Collects the last brain before the next is built. Without it, game after game, the old
     * 64 MB tables (under a 333 MiB max_memory) pile up in the heap: 419 MB after 100 games,
     * measured. A few tens of milliseconds, before START's or RESTART's OK, outside any turn.
     */
    static void collectTheLastBrain() {
        System.gc();
    }
}
