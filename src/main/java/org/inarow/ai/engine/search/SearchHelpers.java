package org.inarow.ai.engine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Position;

/**
 * Searches on other threads beside the main one, sharing its transposition table ("lazy SMP"):
 * each searches the root moves it is given on its own board, from a deeper first iteration so that they
 * do not walk in step, and what they store — cut-offs, exact scores, best moves — orders and cuts the
 * main search's nodes. Their own answers are not used (taking a helper's when it had completed a deeper
 * iteration did not play better: experiment S5). They stop when {@link #close() closed}, at the caller's
 * cancellation, or at the limits' time.
 */
public final class SearchHelpers implements AutoCloseable {
    /** How long closing waits for a helper to notice its stop (it polls every few hundred nodes). */
    private static final long JOIN_MILLIS = 200;

    private final Cancellation stop = new Cancellation();
    private final List<Thread> threads = new ArrayList<>();

    private SearchHelpers() {
    }

    /**
     * Starts {@code count} helpers searching {@code rootMoves} of {@code position} (its side to move) with
     * {@code settings}, within {@code limits}' time, until closed or {@code cancellation} is set.
     */
    public static SearchHelpers start(int count, Position position, int radius, int[] rootMoves,
                                      EngineSearch.Settings settings, Limits limits, Cancellation cancellation,
                                      TranspositionTable tt) {
        SearchHelpers helpers = new SearchHelpers();
        cancellation.whenCancelled(helpers.stop::cancel);
        for (int i = 0; i < count; i++) {
            int firstDepth = 2 + i % 2;
            Thread thread = new Thread(() -> {
                EngineBoard board = EngineBoard.of(position, radius, Evaluation.CODE_VALUES);
                SearchClock clock = new SearchClock(Limits.time(limits.timeMillis()).spendingTheTime(), helpers.stop);
                new EngineSearch(board, settings, clock, tt).run(board.sideToMove(), rootMoves.clone(),
                        new ProgressThrottle(ProgressSink.NONE), firstDepth);
            }, "engine-helper-" + (i + 1));
            thread.setDaemon(true);
            thread.setPriority(Thread.NORM_PRIORITY - 1);
            helpers.threads.add(thread);
            thread.start();
        }
        return helpers;
    }

    /** Stops the helpers and waits (briefly) until they have. */
    @Override
    public void close() {
        stop.cancel();
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(JOIN_MILLIS);
        for (Thread thread : threads) {
            try {
                thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
