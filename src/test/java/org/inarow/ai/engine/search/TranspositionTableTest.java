package org.inarow.ai.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void anEntryIsReadBackByItsHashOnly() {
        TranspositionTable tt = new TranspositionTable(4);
        tt.store(0x1234_5678_9ABCL, 7, TranspositionTable.EXACT, -321, 42, 3);
        long entry = tt.probe(0x1234_5678_9ABCL);
        assertThat(TranspositionTable.depth(entry)).isEqualTo(7);
        assertThat(TranspositionTable.flag(entry)).isEqualTo(TranspositionTable.EXACT);
        assertThat(TranspositionTable.score(entry, 3)).isEqualTo(-321);
        assertThat(TranspositionTable.move(entry)).isEqualTo(42);
        assertThat(tt.probe(0x1234_5678_9ABCL + 16)).as("another hash in the same slot").isZero();
    }

    /**
     * Two threads write entries whose contents follow from their hashes into a tiny table while a third reads:
     * an entry torn between two writers (one's hash, the other's contents) must read as none.
     */
    @Test
    void entriesTornByTwoWritersReadAsNone() throws InterruptedException {
        TranspositionTable tt = new TranspositionTable(2);
        AtomicBoolean running = new AtomicBoolean(true);
        Thread[] writers = new Thread[2];
        for (int w = 0; w < writers.length; w++) {
            long offset = w * 4L;
            writers[w] = new Thread(() -> {
                for (long i = 0; running.get(); i++) {
                    long hash = hashOf((i & 7) + offset * 1000);
                    tt.store(hash, depthFor(hash), TranspositionTable.LOWER, 0, 1, 0);
                }
            });
            writers[w].start();
        }
        AtomicLong mismatches = new AtomicLong();
        long reads = 0;
        long end = System.nanoTime() + 300_000_000L;
        while (System.nanoTime() < end) {
            for (int k = 0; k < 8; k++) {
                for (long offset = 0; offset <= 4; offset += 4) {
                    long hash = hashOf(k + offset * 1000);
                    long entry = tt.probe(hash);
                    reads++;
                    if (entry != 0 && TranspositionTable.depth(entry) != depthFor(hash)) {
                        mismatches.incrementAndGet();
                    }
                }
            }
        }
        running.set(false);
        for (Thread writer : writers) {
            writer.join();
        }
        assertThat(reads).isPositive();
        assertThat(mismatches.get()).isZero();
    }

    private static long hashOf(long n) {
        long z = n * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        return z ^ (z >>> 31);
    }

    private static int depthFor(long hash) {
        return 1 + (int) ((hash >>> 40) & 0x7F);
    }
}
