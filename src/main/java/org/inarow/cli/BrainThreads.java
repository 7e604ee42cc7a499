package org.inarow.cli;

import org.inarow.ai.engine.EngineStrategy;

/**
 * How many search threads the pbrain engine uses for the manager's {@code thread_num}: no more than
 * the manager allows, the machine's processors, or {@link EngineStrategy#MAX_THREADS}.
 */
final class BrainThreads {
    private BrainThreads() {
    }

    static int allowed(int threadNum) {
        return Math.max(1, Math.min(threadNum, Math.min(EngineStrategy.MAX_THREADS, Runtime.getRuntime().availableProcessors())));
    }
}
