package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.ai.Prediction;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

class BenchCommandTest {
    private final List<String> specs = new ArrayList<>();
    private final List<FakeStrategy> strategies = new ArrayList<>();
    private final Engines engines = new Engines((spec, rules, seed) -> {
        specs.add(spec);
        FakeStrategy s = new FakeStrategy(1000, List.of());
        strategies.add(s);
        return s;
    }, rules -> (p, l, c) -> Prediction.unknown());

    @Test
    void searchesEveryPositionToTheDepthAndEndsWithTheTotals() {
        CliRun.Result r = CliRun.run(engines, "bench", "--depth", "4", "--engine", "alphabeta:depth=9");

        assertThat(r.status()).isZero();
        List<String> lines = r.outLines();
        int n = BenchPositions.GOMOKU_15.size();
        assertThat(lines).hasSize(n + 1);
        for (int i = 0; i < n; i++) {
            assertThat(lines.get(i)).matches("position " + (i + 1) + " best a1 score 17 depth 3 nodes 1000 time-ms \\d+ nps \\d+");
        }
        Matcher last = Pattern.compile("nodes (\\d+) time-ms (\\d+) nps (\\d+)").matcher(lines.get(n));
        assertThat(last.matches()).as(lines.get(n)).isTrue();
        assertThat(Long.parseLong(last.group(1))).isEqualTo(1000L * n);
        assertThat(specs).containsOnly("alphabeta:depth=9");
        List<Position> searched = strategies.stream().flatMap(s -> s.positionsSeen.stream()).toList();
        assertThat(searched).extracting(Position::toString).containsExactlyElementsOf(BenchPositions.GOMOKU_15);
        assertThat(strategies.stream().flatMap(s -> s.limitsSeen.stream())).allSatisfy(l -> {
            assertThat(l.maxDepth()).isEqualTo(4);
            assertThat(l.hasTime()).isFalse();
        });
    }

    @Test
    void theDefaultIsTheHardLevelAtAFixedDepth() {
        CliRun.Result r = CliRun.run(engines, "bench");

        assertThat(r.status()).isZero();
        assertThat(specs).containsOnly("hard");
        assertThat(strategies.get(1).limitsSeen.get(0).maxDepth()).isPositive();
    }

    @Test
    void badDepthOrEngineIsAnErrorWithNoOutput() {
        CliRun.Result depth = CliRun.run(engines, "bench", "--depth", "0");
        CliRun.Result tooDeep = CliRun.run(engines, "bench", "--depth", "99");
        CliRun.Result modelWithDepth = CliRun.run(engines, "bench", "--model", "--depth", "3");
        CliRun.Result engine = CliRun.run(new Engines(org.inarow.ai.Strategies::parse, engines.predictors()), "bench", "--engine", "deep-blue");

        assertThat(depth.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(depth.errLines()).containsExactly("inarow bench: --depth 0: give 1 to 16 plies (deeper fixed-depth searches take hours)");
        assertThat(tooDeep.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(modelWithDepth.errLines()).containsExactly("inarow bench: --model measures the game model: it takes no --depth or --engine");
        assertThat(tooDeep.out() + modelWithDepth.out()).isEmpty();
        assertThat(engine.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(engine.errLines()).singleElement().asString().startsWith("inarow bench: unknown player 'deep-blue'");
        assertThat(depth.out() + engine.out()).isEmpty();
    }

    @Test
    void thePositionsAreDistinctUnfinishedMiddleGames() {
        Rules rules = Rules.gomokuFreestyle(15);
        assertThat(BenchPositions.GOMOKU_15).doesNotHaveDuplicates().hasSizeGreaterThanOrEqualTo(5);
        for (String moves : BenchPositions.GOMOKU_15) {
            Position position = Position.parse(rules, moves);
            assertThat(position.isOver()).as(moves).isFalse();
            assertThat(position.moveCount()).as(moves).isGreaterThanOrEqualTo(9);
        }
    }
}
