package org.inarow.io.pbrain;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Strategy;
import org.inarow.model.Rules;

/**
 * The brain's strategy: built once per game for its rules, within the memory and threads INFO
 * allows, built again when those change, and kept aside while a search that went past its answer
 * time still runs on it. Also the searches started on the brain's strategies, each holding its
 * table until it ends, so a new strategy is built only once the old ones are free. Runs on the
 * protocol's loop thread; {@link #awaitSearchesEnded} also once the protocol has ended.
 */
final class Brain {
    private final PbrainProtocol.BrainFactory brains;
    private final long seed;
    private final InfoSettings settings;

    private Strategy strategy;
    /** A strategy whose search went past its answer time (search {@code stragglerId}): used again once it stops. */
    private Strategy straggler;
    private int stragglerId;
    private CountDownLatch stragglerFinished;
    /** The searches started and perhaps not yet ended (stopped or answered for): each holds its brain's table. */
    private final Queue<CountDownLatch> searchesRunning = new ConcurrentLinkedQueue<>();
    private int games;

    /**
     * @param brains   builds the strategy, once per game
     * @param seed     the seed of the first game; each later game adds one
     * @param settings the memory and threads the strategy is built with
     */
    Brain(PbrainProtocol.BrainFactory brains, long seed, InfoSettings settings) {
        this.brains = brains;
        this.seed = seed;
        this.settings = settings;
    }

    /** The strategy for {@code rules}, the game's, built now if there is none. */
    Strategy strategy(Rules rules) {
        if (strategy == null) {
            strategy = brains.create(rules, seed + games - 1, settings.maxMemory(), settings.threads());
        }
        return strategy;
    }

    /** Builds the brain for a new game now: START and RESTART do not count against the turn time. */
    void newGame(Rules rules) {
        games++;
        drop();
        buildNow(rules);
    }

    /**
     * The strategy no longer fits (a new game, other rules or memory): the next move builds one.
     * True when there was one built.
     */
    boolean drop() {
        boolean built = strategy != null;
        strategy = null;
        straggler = null;
        return built;
    }

    /**
     * Builds the strategy for {@code rules} now, once the searches started before have ended (for
     * {@link PbrainProtocol#SETTLE_MILLIS} at most) and the dropped strategy's memory is given back.
     */
    void buildNow(Rules rules) {
        awaitSearchesEnded(PbrainProtocol.SETTLE_MILLIS);
        brains.reclaim();
        strategy(rules);
    }

    /** The seed of this game's swap2 decisions. */
    long swap2Seed() {
        return seed + games;
    }

    /** A search has started on the strategy: it holds its table until {@code finished}. */
    void searchStarted(CountDownLatch finished) {
        searchesRunning.removeIf(s -> s.getCount() == 0);
        searchesRunning.add(finished);
    }

    /** The search {@code searchId} was answered for by its deadline but still runs: its strategy waits aside until it ends. */
    void setAsideUntilEnded(int searchId, CountDownLatch finished) {
        // still busy on its thread, and a strategy serves one thread at a time: kept aside until it stops
        straggler = strategy;
        stragglerId = searchId;
        stragglerFinished = finished;
        strategy = null;
    }

    /** The search {@code searchId}, already answered for or stopped, has ended. */
    void searchEnded(int searchId) {
        if (searchId == stragglerId && straggler != null) {
            if (strategy == null) {
                strategy = straggler; // free again: the next move needs no new one (a build costs a large table)
            }
            straggler = null;
        }
    }

    /**
     * A search answered for by its deadline is normally stopping by the next move: waiting a
     * little for it (a third of this move's search time at most) is cheaper than building another
     * strategy, and its large table, inside the turn.
     */
    void awaitStraggler(long millis) {
        if (strategy != null || straggler == null) {
            return;
        }
        try {
            if (stragglerFinished.await(millis, TimeUnit.MILLISECONDS)) {
                strategy = straggler;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        straggler = null;
    }

    /** See {@link PbrainProtocol#awaitSearchesEnded}. */
    boolean awaitSearchesEnded(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        try {
            for (CountDownLatch search = searchesRunning.peek(); search != null; search = searchesRunning.peek()) {
                if (!search.await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS)) {
                    return false;
                }
                searchesRunning.remove(search);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return true;
    }
}
