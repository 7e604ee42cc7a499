package org.inarow.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** The hard level answers within its move time on every board size; a search to a fixed depth is reproducible (for benches). */
class TimeLimitTest {

    @Test
    void hardAnswersWithinTheMoveTime() {
        List<String> report = new ArrayList<>();
        for (int size : Rules.GOMOKU_SIZES) {
            Rules rules = Rules.gomokuStandard(size);
            // a quiet middle game (the third bench position): many moves to search, none forced
            Position p = Position.parse(rules, "e10 e9 i7 f10 f9 g8 d8 d12 g9");
            Strategy hard = Strategies.forLevel(Level.HARD, rules, 1);
            long start = System.nanoTime();
            SearchResult r = hard.search(p, Limits.time(600));
            long millis = (System.nanoTime() - start) / 1_000_000;
            report.add(size + "x" + size + ": " + millis + " ms, depth " + r.depth());
            assertThat(millis).as("%dx%d at 600 ms", size, size).isLessThan(900);
            assertThat(r.depth()).isGreaterThanOrEqualTo(4);
            assertThat(p.isEmpty(r.move())).isTrue();
        }
        System.out.println("hard at 600 ms: " + report);
    }

    @Test
    void aDepthLimitedSearchIsReproducible() {
        Rules rules = Rules.gomokuFreestyle(15);
        Position p = Position.parse(rules, "e11 f9 f5 j6 g8");
        SearchResult first = Strategies.forLevel(Level.HARD, rules, 1).search(p, Limits.depth(5));
        SearchResult second = Strategies.forLevel(Level.HARD, rules, 1).search(p, Limits.depth(5));
        assertThat(first.depth()).isEqualTo(5);
        assertThat(first.nodes()).isPositive().isEqualTo(second.nodes());
        assertThat(first.pv()).isEqualTo(second.pv());
    }
}
