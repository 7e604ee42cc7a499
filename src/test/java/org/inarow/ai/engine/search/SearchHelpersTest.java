package org.inarow.ai.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.stream.Collectors;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.ai.engine.EngineStrategy;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** Helper searches beside the main one: they write to the shared table, and they stop. */
class SearchHelpersTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);
    private static final Position MIDDLE_GAME = Position.parse(FREESTYLE, "h8 i9 g9 i7 i8 g7 h7 h9 f8");

    @Test
    void helpersFillTheSharedTableAndStopWhenClosed() throws InterruptedException {
        TranspositionTable tt = new TranspositionTable(16);
        EngineBoard board = EngineBoard.of(MIDDLE_GAME, 2, Evaluation.CODE_VALUES);
        int[] moves = RootMoves.all(board, MIDDLE_GAME.forbiddenMask());
        SearchHelpers helpers = SearchHelpers.start(1, MIDDLE_GAME, 2, moves,
                new EngineSearch.Settings(EngineStrategy.DEFAULT_DEPTH, Strategies.ENGINE_WIDTH), Limits.time(20_000),
                Cancellation.never(), tt);
        long end = System.nanoTime() + 10_000_000_000L;
        while (tt.filled() < 1_000 && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertThat(tt.filled()).as("entries the helper stored").isGreaterThanOrEqualTo(1_000);
        assertThat(helperThreads()).isNotEmpty();
        helpers.close();
        assertThat(helperThreads()).as("helpers left running").isEmpty();
        int filled = tt.filled();
        Thread.sleep(50);
        assertThat(tt.filled()).isEqualTo(filled);
    }

    @Test
    void theCallersCancellationStopsTheHelpers() throws InterruptedException {
        Cancellation cancellation = new Cancellation();
        EngineBoard board = EngineBoard.of(MIDDLE_GAME, 2, Evaluation.CODE_VALUES);
        SearchHelpers.start(1, MIDDLE_GAME, 2, RootMoves.all(board, MIDDLE_GAME.forbiddenMask()),
                new EngineSearch.Settings(EngineStrategy.DEFAULT_DEPTH, Strategies.ENGINE_WIDTH), Limits.time(20_000),
                cancellation, new TranspositionTable(16));
        assertThat(helperThreads()).isNotEmpty();
        cancellation.cancel();
        long end = System.nanoTime() + 5_000_000_000L;
        while (!helperThreads().isEmpty() && System.nanoTime() < end) {
            Thread.sleep(5);
        }
        assertThat(helperThreads()).isEmpty();
    }

    @Test
    void aMoveOnTheClockIsAnsweredInTimeWithNoHelperLeft() {
        EngineStrategy engine = new EngineStrategy(2, EngineStrategy.DEFAULT_DEPTH, Strategies.ENGINE_WIDTH, 16, 2);
        long start = System.nanoTime();
        SearchResult result = engine.search(MIDDLE_GAME, Limits.time(500));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(MIDDLE_GAME.isPlayable(result.move())).isTrue();
        assertThat(millis).isLessThan(1_500); // generous: the search stops at 450 ms
        assertThat(helperThreads()).isEmpty();
    }

    /** A move limited by nodes is searched by one thread, so that it can be repeated: the same as a one-thread engine's. */
    @Test
    void aMoveLimitedByNodesIsSearchedAsByOneThread() {
        SearchResult one = new EngineStrategy(2, EngineStrategy.DEFAULT_DEPTH, Strategies.ENGINE_WIDTH, 16, 1)
                .search(MIDDLE_GAME, Limits.nodes(60_000));
        SearchResult two = new EngineStrategy(2, EngineStrategy.DEFAULT_DEPTH, Strategies.ENGINE_WIDTH, 16, 2)
                .search(MIDDLE_GAME, Limits.nodes(60_000));
        assertThat(two.move()).isEqualTo(one.move());
        assertThat(two.score()).isEqualTo(one.score());
        assertThat(two.nodes()).isEqualTo(one.nodes());
    }

    private static Set<String> helperThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(name -> name.startsWith("engine-helper-")).collect(Collectors.toSet());
    }
}
