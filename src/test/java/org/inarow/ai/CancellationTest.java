package org.inarow.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A search with no limit stops soon after cancel() and still answers with a legal move; progress
 * arrives as throttled records while it runs.
 */
class CancellationTest {
    /**
     * A quiet middle game (the third bench position): no forced win for either side, and many moves
     * worth searching, so the search has all the work it can want. (The middle game used before
     * leaves the hard level one move: after any other, white wins by threats.)
     */
    private static final String BUSY = "e10 e9 i7 f10 f9 g8 d8 d12 g9";

    @ParameterizedTest
    @ValueSource(strings = {"hard", "alphabeta:depth=20", "minimax"})
    void stopsPromptlyAfterCancelWithALegalMove(String spec) throws Exception {
        Rules rules = Rules.gomokuFreestyle(15);
        Position position = Position.parse(rules, BUSY);
        Strategy strategy = Strategies.parse(spec, rules, 3);
        Cancellation cancellation = new Cancellation();
        List<Long> reportTimes = new CopyOnWriteArrayList<>();
        List<Progress> reports = new CopyOnWriteArrayList<>();
        CompletableFuture<SearchResult> result = CompletableFuture.supplyAsync(() ->
                strategy.search(position, Limits.none(), cancellation, p -> {
                    reportTimes.add(System.nanoTime());
                    reports.add(p);
                }));
        Thread.sleep(1200);
        assertThat(result).as("still searching before the cancel").isNotDone();
        long cancelledAt = System.nanoTime();
        cancellation.cancel();
        SearchResult r = result.get(5, TimeUnit.SECONDS);
        long stopMillis = (System.nanoTime() - cancelledAt) / 1_000_000;
        System.out.printf("%s: returned %d ms after cancel, depth %d, nodes %d, %d progress records%n",
                spec, stopMillis, r.depth(), r.nodes(), reports.size());
        // a few ms is typical (the figure is printed above); the bound only allows for a loaded machine
        assertThat(stopMillis).as("ms from cancel to answer").isLessThan(1000);
        assertThat(position.isEmpty(r.move())).as("legal move %s", r.move()).isTrue();
        if (!spec.equals("minimax")) {
            assertThat(reports).as("progress while searching").hasSizeGreaterThanOrEqualTo(2);
        }
        for (int i = 1; i < reportTimes.size(); i++) {
            long gap = (reportTimes.get(i) - reportTimes.get(i - 1)) / 1_000_000;
            assertThat(gap).as("ms between progress records").isGreaterThanOrEqualTo(190);
        }
        for (Progress p : reports) {
            assertThat(position.isEmpty(p.bestMove())).isTrue();
            assertThat(p.pv()).isNotEmpty().startsWith(p.bestMove());
        }
    }
}
