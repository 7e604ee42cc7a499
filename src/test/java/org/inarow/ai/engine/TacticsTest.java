package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Hand-built tactics on every board size and both rules, for the medium and hard levels. */
class TacticsTest {
    private static final Limits BUDGET = Limits.nodes(200_000).withTime(10_000);

    static Stream<Arguments> rulesAndLevels() {
        Stream.Builder<Arguments> cases = Stream.builder();
        for (int size : Rules.GOMOKU_SIZES) {
            for (Rules rules : List.of(Rules.gomokuFreestyle(size), Rules.gomokuStandard(size))) {
                for (Level level : List.of(Level.MEDIUM, Level.HARD)) {
                    cases.add(Arguments.of(rules, level));
                }
            }
        }
        return cases.build();
    }

    private static SearchResult play(Level level, Position p) {
        return Strategies.forLevel(level, p.rules(), 5).search(p, BUDGET);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("rulesAndLevels")
    void makesFiveInOneEvenWhenTheOpponentHasAFour(Rules rules, Level level) {
        // black: four in a row with both ends open; white: a four of its own, which loses the race
        Position p = Diagram.on(rules).blackRow(-2, 0, 1, 0, 4).whiteRow(-2, 2, 1, 0, 4)
                .black(-3, 2).toMove(Side.FIRST);
        assertThat(Referees.winningCells(p, Side.SECOND)).isNotEmpty();
        SearchResult r = play(level, p);
        assertThat(Referees.winningCells(p, Side.FIRST)).contains(r.move());
        assertThat(r.score()).isEqualTo(Score.winIn(1));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("rulesAndLevels")
    void blocksAFourAndABrokenFour(Rules rules, Level level) {
        // white closed four, its left end taken by black: only the right end stops it
        Position closed = Diagram.on(rules).whiteRow(-1, 0, 1, 0, 4).black(-2, 0).black(0, -2).black(1, 2)
                .toMove(Side.FIRST);
        assertThat(play(level, closed).move()).isEqualTo(Diagram.at(rules, 3, 0));
        // white x x . x x on a diagonal: only the gap stops it
        Position broken = Diagram.on(rules).white(-2, -2).white(-1, -1).white(1, 1).white(2, 2)
                .black(3, -3).black(-3, 2).black(2, -1).toMove(Side.FIRST);
        assertThat(play(level, broken).move()).isEqualTo(Diagram.at(rules, 0, 0));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("rulesAndLevels")
    void blocksAnOpenThree(Rules rules, Level level) {
        // white: an open three in a column, and a stone aside; black: scattered, no threat of its own
        Position p = Diagram.on(rules).whiteRow(0, -1, 0, 1, 3).white(3, 3)
                .black(-2, 2).black(2, -3).black(-3, -1).toMove(Side.FIRST);
        org.inarow.model.Board board = p.toBoard();
        assertThat(Referees.canMakeTwoWinningCells(board, Side.SECOND)).as("the open three threatens").isTrue();
        Point move = play(level, p).move();
        board.place(board.index(move), Side.FIRST);
        assertThat(Referees.canMakeTwoWinningCells(board, Side.SECOND)).as("after %s", move).isFalse();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("rulesAndLevels")
    void sixInARowIsAWinOnlyInFreestyle(Rules rules, Level level) {
        // black: four in a row, its left end blocked, one more stone past the right end's gap:
        // filling the gap makes six. White: a four black must stop unless black wins first.
        Position p = Diagram.on(rules).blackRow(-4, 0, 1, 0, 4).black(1, 0).white(-5, 0)
                .whiteRow(-2, 3, 1, 0, 4).black(-3, 3).toMove(Side.FIRST);
        Point six = Diagram.at(rules, 0, 0);
        Point block = Diagram.at(rules, 2, 3);
        SearchResult r = play(level, p);
        Prediction prediction = Predictors.forRules(rules).predict(p, Limits.nodes(100_000), Cancellation.never());
        if (rules.overline() == org.inarow.model.Overline.WINS) {
            assertThat(r.move()).isEqualTo(six);
            assertThat(r.score()).isEqualTo(Score.winIn(1));
            assertThat(prediction.outcome()).isEqualTo(Outcome.FIRST_WINS);
            assertThat(prediction.best()).isEqualTo(six);
        } else {
            assertThat(Referees.winningCells(p, Side.FIRST)).isEmpty();
            assertThat(r.move()).isEqualTo(block);
            assertThat(Score.isDecisive(r.score()) && r.score() > 0).isFalse();
            assertThat(prediction.best()).isEqualTo(block);
            assertThat(prediction.mustBlock()).containsExactly(block);
            assertThat(prediction.outcome() == Outcome.FIRST_WINS && prediction.proof() == Proof.THREAT).isFalse();
        }
    }
}
