package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The pattern engines know nothing of tic-tac-toe but its rules (3x3, three in a row), and still never lose it. */
class EnginesOnTicTacToeTest {

    @ParameterizedTest
    @ValueSource(strings = {"engine", "alphabeta:depth=4"})
    void neverLosesAgainstAnySequenceOfReplies(String spec) {
        Rules rules = Rules.ticTacToe();
        for (Side side : Side.values()) {
            int[] results = new int[3];
            play(Position.empty(rules), side, Strategies.parse(spec, rules, 9), results);
            assertThat(results[2]).as("%s lost as %s", spec, side).isZero();
            assertThat(results[0]).as("%s won as %s", spec, side).isPositive();
        }
    }

    private static void play(Position p, Side me, Strategy s, int[] results) {
        if (p.isOver()) {
            results[p.result().winnerIfAny().map(w -> w == me ? 0 : 2).orElse(1)]++;
            return;
        }
        if (p.toMove() == me) {
            play(p.play(s.search(p, Limits.nodes(100_000)).move()), me, s, results);
            return;
        }
        for (int i = 0; i < 9; i++) {
            Point q = new Point(i % 3, i / 3);
            if (p.isEmpty(q)) {
                play(p.play(q), me, s, results);
            }
        }
    }
}
