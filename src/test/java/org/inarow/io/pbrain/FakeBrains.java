package org.inarow.io.pbrain;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Progress;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.testing.StopFlags;

/** Test strategies with known behaviour. */
final class FakeBrains {
    private FakeBrains() {
    }

    /** The first empty point in the protocol's reading order: x from 0 along rows from the top (y = 0). */
    static Point firstEmpty(Position position) {
        Rules rules = position.rules();
        for (int row = rules.height() - 1; row >= 0; row--) {
            for (int col = 0; col < rules.width(); col++) {
                if (position.isEmpty(new Point(col, row))) {
                    return new Point(col, row);
                }
            }
        }
        throw new IllegalArgumentException("no empty point");
    }

    private static SearchResult answer(Point move) {
        return new SearchResult(move, 0, 1, 1, 0, List.of(move));
    }

    /** Answers at once with the first empty point. */
    static final class FirstEmpty implements Strategy {
        final List<Limits> limits = new CopyOnWriteArrayList<>();

        @Override
        public String name() {
            return "first-empty";
        }

        @Override
        public SearchResult search(Position position, Limits l, Cancellation cancellation, ProgressSink progress) {
            limits.add(l);
            return answer(firstEmpty(position));
        }
    }

    /** Ignores the time limit and thinks until the stop flag is set, as a search told to think "forever" would. */
    static final class UntilStopped implements Strategy {
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch stopped = new CountDownLatch(1);
        final List<Limits> limits = new CopyOnWriteArrayList<>();

        @Override
        public String name() {
            return "until-stopped";
        }

        @Override
        public SearchResult search(Position position, Limits l, Cancellation cancellation, ProgressSink progress) {
            limits.add(l);
            started.countDown();
            while (!cancellation.isCancelled()) {
                Thread.onSpinWait();
            }
            stopped.countDown();
            return answer(firstEmpty(position));
        }
    }

    /** Thinks until stopped, then goes on a while (a cold search slow to see the flag), and notes in {@code log} when it ends. */
    static final class SlowToStop implements Strategy {
        private final List<String> log;
        private final long lingerMillis;

        SlowToStop(List<String> log, long lingerMillis) {
            this.log = log;
            this.lingerMillis = lingerMillis;
        }

        @Override
        public String name() {
            return "slow-to-stop";
        }

        @Override
        public SearchResult search(Position position, Limits l, Cancellation cancellation, ProgressSink progress) {
            StopFlags.awaitStop(cancellation, lingerMillis);
            log.add("search ended");
            return answer(firstEmpty(position));
        }
    }

    /** Reports a best move, then hangs, deaf to the stop flag (a broken strategy), until released. */
    static final class Stuck implements Strategy {
        final CountDownLatch release = new CountDownLatch(1);
        private final Point best;

        Stuck(Point best) {
            this.best = best;
        }

        @Override
        public String name() {
            return "stuck";
        }

        @Override
        public SearchResult search(Position position, Limits l, Cancellation cancellation, ProgressSink progress) {
            progress.report(new Progress(3, 42, 1000, 10, best, List.of(best)));
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return answer(firstEmpty(position));
        }
    }

    /** Fails, or answers an occupied point: the brain must still move. */
    static final class Broken implements Strategy {
        private final boolean throwing;

        Broken(boolean throwing) {
            this.throwing = throwing;
        }

        @Override
        public String name() {
            return "broken";
        }

        @Override
        public SearchResult search(Position position, Limits l, Cancellation cancellation, ProgressSink progress) {
            if (throwing) {
                throw new IllegalStateException("boom");
            }
            return answer(position.moves().isEmpty() ? new Point(0, 0) : position.moves().get(0));
        }
    }
}
