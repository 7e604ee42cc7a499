package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Prediction;
import org.inarow.ai.Progress;
import org.inarow.ai.Score;
import org.inarow.ai.Strategies;
import org.inarow.model.Point;
import org.junit.jupiter.api.Test;

class BestmoveCommandTest {
    private final List<String> specs = new ArrayList<>();
    private final List<Long> seeds = new ArrayList<>();
    private FakeStrategy strategy;

    private Engines engines(List<Progress> progress) {
        return new Engines((spec, rules, seed) -> {
            specs.add(spec);
            seeds.add(seed);
            strategy = new FakeStrategy(4321, progress);
            return strategy;
        }, rules -> (p, l, c) -> Prediction.unknown());
    }

    @Test
    void printsProgressLinesThenTheBestMoveLast() {
        List<Progress> progress = List.of(
                new Progress(1, 20, 30, 2, new Point(7, 8), List.of(new Point(7, 8))),
                new Progress(2, -35, 1200, 40, new Point(8, 8), List.of(new Point(8, 8), new Point(8, 9))),
                new Progress(4, Score.winIn(5), 45678, 310, new Point(8, 8), List.of(new Point(8, 8), new Point(8, 9), new Point(9, 9))));

        CliRun.Result r = CliRun.run(engines(progress), "bestmove", "--game", "gomoku", "--level", "alphabeta:depth=3",
                "--movetime", "300", "--moves", "h8 h9");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).containsExactly(
                "info depth 1 score 20 nodes 30 time 2 nps 15000 pv h9",
                "info depth 2 score -35 nodes 1200 time 40 nps 30000 pv i9 i10",
                "info depth 4 score win-in-5 nodes 45678 time 310 nps 147348 pv i9 i10 j10",
                "info depth 3 score 17 nodes 4321 time 5 nps 864200 pv a1", // the search's own final figures
                "bestmove a1");
        assertThat(specs).containsExactly("alphabeta:depth=3");
        assertThat(strategy.limitsSeen).singleElement().satisfies(l -> {
            assertThat(l.timeMillis()).isEqualTo(300);
            assertThat(l.maxDepth()).isZero();
        });
        assertThat(strategy.positionsSeen.get(0).toString()).isEqualTo("h8 h9");
    }

    @Test
    void withoutProgressTheSearchResultIsTheInfoLine() {
        CliRun.Result r = CliRun.run(engines(List.of()), "bestmove", "--game", "tictactoe", "--moves", "a1 b2");

        assertThat(r.outLines()).containsExactly("info depth 3 score 17 nodes 4321 time 5 nps 864200 pv b1", "bestmove b1");
        assertThat(specs).containsExactly("hard"); // the default level
        assertThat(strategy.limitsSeen.get(0).timeMillis()).isEqualTo(1000);
    }

    @Test
    void depthAndSeedReachTheStrategy() {
        CliRun.Result r = CliRun.run(engines(List.of()), "bestmove", "--depth", "5", "--movetime", "0", "--seed", "99");

        assertThat(r.status()).isZero();
        assertThat(strategy.limitsSeen.get(0)).satisfies(l -> {
            assertThat(l.maxDepth()).isEqualTo(5);
            assertThat(l.hasTime()).isFalse();
        });
        assertThat(seeds).containsExactly(99L);
    }

    @Test
    void aFinishedGameHasNoBestMove() {
        CliRun.Result r = CliRun.run(engines(List.of()), "bestmove", "--game", "tictactoe", "--moves", "a1 b1 a2 b2 a3");

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).containsExactly("inarow bestmove: the game is over after move 5: there is no move to find");
        assertThat(specs).isEmpty();
    }

    @Test
    void badPositionsLevelsAndLimitsAreOneLineErrors() {
        Engines real = new Engines(Strategies::parse, engines(List.of()).predictors());

        CliRun.Result occupied = CliRun.run(real, "bestmove", "--moves", "h8 h8");
        CliRun.Result unknownLevel = CliRun.run(real, "bestmove", "--level", "wizard", "--moves", "h8");
        CliRun.Result noLimit = CliRun.run(real, "bestmove", "--movetime", "0");
        CliRun.Result notANumber = CliRun.run(real, "bestmove", "--movetime", "soon");

        assertThat(occupied.errLines()).containsExactly("inarow bestmove: move 2: h8 is occupied");
        assertThat(unknownLevel.errLines()).singleElement().asString().startsWith("inarow bestmove: unknown player 'wizard'");
        assertThat(noLimit.errLines()).containsExactly("inarow bestmove: give a limit: --movetime above 0 or --depth above 0");
        assertThat(notANumber.errLines()).singleElement().asString().startsWith("inarow bestmove: Invalid value for option '--movetime'");
        for (CliRun.Result r : List.of(occupied, unknownLevel, noLimit, notANumber)) {
            assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void theRealRandomStrategyAnswersAnEmptyPoint() {
        Engines real = new Engines(Strategies::parse, engines(List.of()).predictors());

        CliRun.Result r = CliRun.run(real, "bestmove", "--game", "tictactoe", "--level", "random", "--moves", "a1 b2 c3", "--movetime", "50");

        assertThat(r.status()).isZero();
        String last = r.outLines().get(r.outLines().size() - 1);
        assertThat(last).matches("bestmove (b1|c1|a2|c2|a3|b3)");
    }
}
