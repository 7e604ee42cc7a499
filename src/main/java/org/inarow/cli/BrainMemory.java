package org.inarow.cli;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/**
 * Keeps the pbrain process inside the manager's {@code max_memory} (the whole process, heap
 * included) as far as a running JVM can: the table is sized for what the heap may hold, the last
 * game's brain is collected before the next is built (else two tables sit in the heap), and the
 * heap gives back what a collection frees. Only {@code -Xmx} bounds the heap for certain; the
 * README tells managers to pass it.
 */
final class BrainMemory {
    /** What the Java runtime itself takes besides the heap (code, classes, the collector's tables), as EngineStrategy counts it. */
    private static final long RUNTIME_BYTES = 160L << 20;
    private static boolean heapFitted;

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

    /**
     * Once a limit is known: the heap shrinks after a collection to a third more than it holds
     * (the JVM's default keeps up to 70% free), so the young generation, sized from the heap, stays
     * small too. A JVM without these settings (not HotSpot) keeps its own.
     */
    static synchronized void fitHeap() {
        if (heapFitted) {
            return;
        }
        heapFitted = true;
        try {
            HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            vm.setVMOption("MinHeapFreeRatio", "10");
            vm.setVMOption("MaxHeapFreeRatio", "30");
        } catch (RuntimeException e) {
            // not settable here: the JVM's defaults stay
        }
    }
}
