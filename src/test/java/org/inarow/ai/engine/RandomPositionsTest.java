package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Predictors;
import org.inarow.ai.Proof;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Many seeded random positions with fours on the board: the engines never miss a five in one and
 * never fail to block a lone four, judged by a brute-force scan of the model's board; the
 * predictor agrees, and every forced win it reports is one: a line of fours the referee checks, or
 * a win by threats the hard level then wins against a defender.
 */
class RandomPositionsTest {
    private static final int POSITIONS = 100;

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of(Rules.gomokuFreestyle(15), "alphabeta:depth=4"),
                Arguments.of(Rules.gomokuStandard(15), "alphabeta:depth=4"),
                Arguments.of(Rules.gomokuFreestyle(15), "hard"),
                Arguments.of(Rules.gomokuStandard(15), "hard"),
                Arguments.of(Rules.gomokuStandard(19), "hard"),
                Arguments.of(Rules.gomokuFreestyle(20), "alphabeta:depth=3"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void neverMissesAFiveNorABlockOfAFour(Rules rules, String spec) {
        Random random = new Random(spec.hashCode() * 31L + rules.toString().hashCode());
        Strategy strategy = Strategies.parse(spec, rules, 11);
        Predictor predictor = Predictors.forRules(rules);
        int wins = 0;
        int blocks = 0;
        int threatWins = 0;
        for (Position p : tacticalPositions(rules, random, POSITIONS)) {
            List<Point> own = Referees.winningCells(p, p.toMove());
            List<Point> theirs = Referees.winningCells(p, p.toMove().opponent());
            Point move = strategy.search(p, Limits.nodes(20_000)).move();
            Prediction prediction = predictor.predict(p, Limits.nodes(20_000), Cancellation.never());
            if (!own.isEmpty()) {
                wins++;
                assertThat(own).as("five in one in %s", p).contains(move);
                assertThat(prediction.outcome()).isEqualTo(Outcome.winFor(p.toMove()));
                assertThat(prediction.winInMoves()).isEqualTo(1);
                assertThat(own).contains(prediction.best());
            } else if (theirs.size() == 1) {
                blocks++;
                assertThat(move).as("block in %s", p).isEqualTo(theirs.get(0));
                assertThat(prediction.mustBlock()).as("must block in %s", p).containsExactly(theirs.get(0));
            } else if (theirs.size() >= 2) {
                assertThat(theirs).contains(move);
                assertThat(prediction.outcome()).isEqualTo(Outcome.winFor(p.toMove().opponent()));
            }
            if (prediction.proof() == Proof.THREAT && prediction.outcome() == Outcome.winFor(p.toMove())
                    && !Referees.isForcedWinByFours(p, prediction.line())) {
                // a win by threats (open threes too): the hard level must win it against a defender
                PredictedWinsPlayOutTest.assertWins(p, prediction.winInMoves(),
                        new ThreatTouchingDefender(new Random(p.moves().hashCode())), null);
                threatWins++;
            }
        }
        assertThat(wins).as("positions with a five to make").isGreaterThan(10);
        assertThat(blocks).as("positions with a four to block").isGreaterThan(10);
        System.out.println(rules.describe() + " " + spec + ": wins by threats played out: " + threatWins);
    }

    /** Random clustered games stopped where one side or the other has a winning cell: half of each kind. */
    static List<Position> tacticalPositions(Rules rules, Random random, int wanted) {
        List<Position> found = new ArrayList<>();
        int toWin = 0;
        int toBlock = 0;
        while (toWin + toBlock < wanted) {
            Game game = new Game(rules);
            int length = 8 + random.nextInt(40);
            Point centre = rules.centre();
            while (game.moveCount() < length && !game.isOver()) {
                Point p = new Point(centre.col() + (int) Math.round(random.nextGaussian() * 2.5),
                        centre.row() + (int) Math.round(random.nextGaussian() * 2.5));
                if (game.isLegal(p)) {
                    game.play(p);
                }
            }
            if (game.isOver()) {
                continue;
            }
            Position p = game.snapshot();
            Side mover = p.toMove();
            if (!Referees.winningCells(p, mover).isEmpty()) {
                if (toWin < wanted / 2) {
                    toWin++;
                    found.add(p);
                }
            } else if (!Referees.winningCells(p, mover.opponent()).isEmpty() && toBlock < wanted - wanted / 2) {
                toBlock++;
                found.add(p);
            }
        }
        return found;
    }
}
