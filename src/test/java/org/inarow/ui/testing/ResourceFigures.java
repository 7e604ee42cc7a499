package org.inarow.ui.testing;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What this JVM holds at a moment: the heap in use after full collections, the live threads (the
 * SwingWorker pool's apart: a pool of at most ten that keeps its threads), and the open file handles.
 *
 * @param heapBytes    the heap in use after {@link #measure()}'s collections
 * @param threads      live threads that are not SwingWorker pool threads
 * @param workerThreads live SwingWorker pool threads (the JDK keeps up to ten)
 * @param fileHandles  entries of /proc/self/fd, or -1 where there is none
 * @param threadNames  the live threads by name with digits dropped (so "pool-3-thread-7" counts as "pool--thread-"), for a diff
 */
public record ResourceFigures(long heapBytes, int threads, int workerThreads, int fileHandles, Map<String, Integer> threadNames) {

    /** Collects fully (a few times, with pauses for finalization and reference processing), then measures. */
    public static ResourceFigures measure() {
        for (int i = 0; i < 4; i++) {
            System.gc();
            TestStrategies.sleep(200);
        }
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        int threads = 0;
        int workers = 0;
        Map<String, Integer> names = new TreeMap<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (!t.isAlive()) {
                continue;
            }
            if (t.getName().startsWith("SwingWorker-")) {
                workers++;
            } else {
                threads++;
            }
            names.merge(t.getName().replaceAll("\\d", ""), 1, Integer::sum);
        }
        return new ResourceFigures(heap, threads, workers, openFileHandles(), names);
    }

    private static int openFileHandles() {
        Path fds = Path.of("/proc/self/fd");
        if (!Files.isDirectory(fds)) {
            return -1;
        }
        try (Stream<Path> open = Files.list(fds)) {
            return (int) open.count() - 1; // less the listing's own handle
        } catch (IOException e) {
            return -1;
        }
    }

    public double heapMegabytes() {
        return heapBytes / (1024.0 * 1024.0);
    }

    @Override
    public String toString() {
        return "heap %.2f MB (%d bytes) after full GC, %d threads + %d SwingWorker threads, %d file handles".formatted(heapMegabytes(), heapBytes,
                threads, workerThreads, fileHandles);
    }
}
