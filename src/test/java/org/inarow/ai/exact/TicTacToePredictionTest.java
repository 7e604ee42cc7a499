package org.inarow.ai.exact;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Predictors;
import org.inarow.ai.Proof;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** Tic-tac-toe predictions equal the brute force in every reachable position, cell by cell. */
class TicTacToePredictionTest {
    private static final Rules RULES = Rules.ticTacToe();

    @Test
    void outcomeBestMoveAndCellOutcomesMatchBruteForceEverywhere() {
        Predictor predictor = Predictors.forRules(RULES);
        int unfinished = 0;
        for (Position p : BruteForce.reachablePositions()) {
            Prediction prediction = predictor.predict(p, Limits.none(), Cancellation.never());
            assertThat(prediction.proof()).isEqualTo(Proof.EXACT);
            if (p.isOver()) {
                Outcome expected = p.result().winnerIfAny().map(Outcome::winFor).orElse(Outcome.DRAW);
                assertThat(prediction.outcome()).as("finished %s", p).isEqualTo(expected);
                assertThat(prediction.best()).isNull();
                assertThat(prediction.line()).isEmpty();
                assertThat(prediction.cellOutcomes()).isEmpty();
                continue;
            }
            unfinished++;
            int[] cells = BruteForce.cells(p);
            int who = p.toMove() == Side.FIRST ? 1 : 2;
            int value = BruteForce.value(cells, who);
            assertThat(prediction.outcome()).as("outcome of %s", p).isEqualTo(outcome(value, p.toMove()));
            Map<Point, Outcome> perCell = prediction.cellOutcomes();
            int empty = 0;
            for (int i = 0; i < 9; i++) {
                Point q = new Point(i % 3, i / 3);
                if (cells[i] == 0) {
                    empty++;
                    assertThat(perCell.get(q)).as("%s after %s", q, p)
                            .isEqualTo(outcome(BruteForce.valueOfMove(cells, who, i), p.toMove()));
                }
            }
            assertThat(perCell).hasSize(empty);
            Point best = prediction.best();
            assertThat(BruteForce.valueOfMove(cells, who, best.row() * 3 + best.col())).as("best in %s", p).isEqualTo(value);
            assertThat(prediction.line()).startsWith(best);
            assertLineIsPlayableToTheEnd(p, prediction.line());
            if (value != 0) {
                int plies = BruteForce.WIN - Math.abs(value);
                int winnerMoves = value > 0 ? (plies + 1) / 2 : plies / 2;
                assertThat(prediction.winInMoves()).as("win in moves, %s", p).isEqualTo(winnerMoves);
            } else {
                assertThat(prediction.winInMoves()).isZero();
            }
        }
        assertThat(unfinished).isEqualTo(4520);
    }

    @Test
    void mustBlockNamesTheOpponentsWinningCellWhenThereIsNoWinToTakeFirst() {
        Predictor predictor = Predictors.forRules(RULES);
        // X a1 b1, O b2: O to move must block c1
        Prediction p = predictor.predict(Position.parse(RULES, "a1 b2 b1"), Limits.none(), Cancellation.never());
        assertThat(p.mustBlock()).containsExactly(new Point(2, 0));
        assertThat(p.best()).isEqualTo(new Point(2, 0));
        // X a1 b1, O a3 b3, X to move wins: nothing to block
        Prediction win = predictor.predict(Position.parse(RULES, "a1 a3 b1 b3"), Limits.none(), Cancellation.never());
        assertThat(win.mustBlock()).isEmpty();
        assertThat(win.outcome()).isEqualTo(Outcome.FIRST_WINS);
        assertThat(win.winInMoves()).isEqualTo(1);
    }

    private static void assertLineIsPlayableToTheEnd(Position p, List<Point> line) {
        Position q = p;
        for (Point move : line) {
            q = q.play(move);
        }
        assertThat(q.isOver()).as("line %s from %s ends the game", line, p).isTrue();
    }

    private static Outcome outcome(int value, Side mover) {
        return value > 0 ? Outcome.winFor(mover) : value < 0 ? Outcome.winFor(mover.opponent()) : Outcome.DRAW;
    }
}
