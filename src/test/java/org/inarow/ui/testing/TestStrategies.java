package org.inarow.ui.testing;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Progress;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;

/** Computer players for tests: scripted, slow, or searching until told to stop. */
public final class TestStrategies {
    private TestStrategies() {
    }

    /** Plays the first empty point of {@code preferences} (notation), then any empty point. */
    public static Strategy scripted(String preferences) {
        return new Scripted("scripted", preferences, 0, false);
    }

    /** Like {@link #scripted} but takes {@code millis} and ignores the stop flag: its answer always comes late. */
    public static Slow slow(String preferences, long millis) {
        return new Slow(preferences, millis);
    }

    /** Reports progress every few milliseconds and answers only when stopped (or after a minute). */
    public static Strategy untilStopped(String preferences) {
        return new Scripted("until-stopped", preferences, 60_000, true);
    }

    /** Burns a core for {@code millis}, reporting progress on every iteration (no throttling at all). */
    public static Strategy busy(String preferences, long millis) {
        return new Strategy() {
            @Override
            public String name() {
                return "busy";
            }

            @Override
            public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
                Point move = firstEmpty(position, preferences);
                long start = System.nanoTime();
                long nodes = 0;
                double sink = 0;
                while (System.nanoTime() - start < millis * 1_000_000 && !cancellation.isCancelled()) {
                    for (int i = 0; i < 2000; i++) {
                        sink += Math.sqrt(i + nodes);
                    }
                    nodes++;
                    progress.report(new Progress((int) (nodes % 20), (int) sink % 100, nodes,
                            (System.nanoTime() - start) / 1_000_000, move, List.of(move)));
                }
                return new SearchResult(move, 0, 1, nodes, (System.nanoTime() - start) / 1_000_000, List.of(move));
            }
        };
    }

    public static Point firstEmpty(Position position, String preferences) {
        for (Point p : Notation.parseMoves(preferences, position.rules())) {
            if (position.isEmpty(p)) {
                return p;
            }
        }
        for (int row = 0; row < position.rules().height(); row++) {
            for (int col = 0; col < position.rules().width(); col++) {
                if (position.isEmpty(new Point(col, row))) {
                    return new Point(col, row);
                }
            }
        }
        throw new IllegalArgumentException("no empty point");
    }

    private static class Scripted implements Strategy {
        private final String name;
        private final String preferences;
        private final long millis;
        private final boolean stoppable;

        Scripted(String name, String preferences, long millis, boolean stoppable) {
            this.name = name;
            this.preferences = preferences;
            this.millis = millis;
            this.stoppable = stoppable;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
            Point move = firstEmpty(position, preferences);
            long start = System.currentTimeMillis();
            int depth = 0;
            while (System.currentTimeMillis() - start < millis && !(stoppable && cancellation.isCancelled())) {
                depth++;
                progress.report(new Progress(depth, 10, depth * 1000L, System.currentTimeMillis() - start, move, List.of(move)));
                sleep(5);
            }
            return new SearchResult(move, 0, depth, depth * 1000L, System.currentTimeMillis() - start, List.of(move));
        }
    }

    /** A player that always answers late and counts its answers. */
    public static final class Slow extends Scripted {
        public final AtomicInteger answered = new AtomicInteger();
        public final CountDownLatch started = new CountDownLatch(1);

        Slow(String preferences, long millis) {
            super("slow", preferences, millis, false);
        }

        @Override
        public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
            started.countDown();
            SearchResult result = super.search(position, limits, cancellation, progress);
            answered.incrementAndGet();
            return result;
        }
    }

    public static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
