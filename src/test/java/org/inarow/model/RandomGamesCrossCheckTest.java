package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Thousands of seeded random games: after every move the model agrees with the naive referee. */
class RandomGamesCrossCheckTest {

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of(Rules.ticTacToe(), 3000),
                Arguments.of(Rules.gomokuFreestyle(15), 1500),
                Arguments.of(Rules.gomokuStandard(15), 1500),
                Arguments.of(Rules.gomokuFreestyle(19), 300),
                Arguments.of(Rules.gomokuStandard(20), 300),
                // a small dense board makes long runs and overlines common
                Arguments.of(new Rules(Family.GOMOKU, 7, 6, 4, Overline.DOES_NOT_WIN), 2000),
                Arguments.of(new Rules(Family.GOMOKU, 7, 6, 4, Overline.WINS), 2000));
    }

    @ParameterizedTest(name = "{0}: {1} games")
    @MethodSource("variants")
    void resultAndWinningLineMatchTheNaiveScanAfterEveryMove(Rules rules, int games) {
        Random random = new Random(20261130L + rules.toString().hashCode());
        int wins = 0;
        int draws = 0;
        for (int g = 0; g < games; g++) {
            Game game = new Game(rules);
            List<Point> empty = allPoints(rules);
            boolean clustered = random.nextBoolean(); // clustered games make runs far more often
            while (!game.isOver()) {
                Point p = clustered && game.lastMove().isPresent()
                        ? nearest(empty, game.lastMove().get().point(), random)
                        : empty.get(random.nextInt(empty.size()));
                empty.remove(p);
                game.play(p);
                assertAgreesWithReferee(rules, game);
            }
            if (game.result().status() == Status.WIN) {
                wins++;
            } else {
                draws++;
            }
        }
        assertThat(wins).as("the sample must contain wins").isPositive();
        if (rules.family() == Family.TIC_TAC_TOE) {
            assertThat(draws).as("tic-tac-toe random games draw sometimes").isPositive();
        }
    }

    private static void assertAgreesWithReferee(Rules rules, Game game) {
        List<NaiveWinScanner.Run> runs = NaiveWinScanner.winningRuns(rules, game);
        GameResult result = game.result();
        if (runs.isEmpty()) {
            Status expected = NaiveWinScanner.isFull(rules, game) ? Status.DRAW : Status.ONGOING;
            assertThat(result.status()).as("after %s", game).isEqualTo(expected);
            return;
        }
        // the game stops at the first win, so every winning run passes through the last move
        Point last = game.lastMove().orElseThrow().point();
        assertThat(runs).allSatisfy(run -> assertThat(run.cells()).contains(last));
        NaiveWinScanner.Run first = runs.stream().min(Comparator.comparingInt(NaiveWinScanner.Run::direction)).orElseThrow();
        assertThat(result.status()).as("after %s", game).isEqualTo(Status.WIN);
        assertThat(result.winner()).isEqualTo(first.side());
        assertThat(result.winningLine()).isEqualTo(first.cells());
    }

    private static List<Point> allPoints(Rules rules) {
        List<Point> points = new ArrayList<>();
        for (int col = 0; col < rules.width(); col++) {
            for (int row = 0; row < rules.height(); row++) {
                points.add(new Point(col, row));
            }
        }
        return points;
    }

    private static Point nearest(List<Point> empty, Point near, Random random) {
        for (int attempt = 0; attempt < 8; attempt++) {
            Point p = near.plus(random.nextInt(5) - 2, random.nextInt(5) - 2);
            if (empty.contains(p)) {
                return p;
            }
        }
        return empty.get(random.nextInt(empty.size()));
    }
}
