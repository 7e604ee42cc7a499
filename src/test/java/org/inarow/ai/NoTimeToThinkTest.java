package org.inarow.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.simple.QuickMove;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** Searches given almost no time: tic-tac-toe is still solved exactly, and a big board never gets the corner a1. */
class NoTimeToThinkTest {
    private static final Rules TICTACTOE = Rules.ticTacToe();
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    @Test
    void ticTacToeIsPredictedExactlyAtAnyMoveTime() {
        Predictor predictor = Predictors.forRules(TICTACTOE);
        for (Limits limits : new Limits[] {Limits.time(1), Limits.nodes(1), Limits.time(100)}) {
            Prediction empty = predictor.predict(Position.parse(TICTACTOE, ""), limits, Cancellation.never());
            Prediction won = predictor.predict(Position.parse(TICTACTOE, "a1 b1 a2 b2"), limits, Cancellation.never());

            assertThat(empty.outcome()).as("%s", limits).isEqualTo(Outcome.DRAW);
            assertThat(empty.proof()).isEqualTo(Proof.EXACT);
            assertThat(empty.best()).isNotNull();
            assertThat(won.outcome()).isEqualTo(Outcome.FIRST_WINS);
            assertThat(won.proof()).isEqualTo(Proof.EXACT);
            assertThat(won.best()).isEqualTo(new Point(0, 2)); // a3 wins at once
        }
    }

    @Test
    void aCancelledPredictionStillSaysItDoesNotKnow() {
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();

        Prediction p = Predictors.forRules(TICTACTOE).predict(Position.parse(TICTACTOE, ""), Limits.none(), cancelled);

        assertThat(p.outcome()).isEqualTo(Outcome.UNKNOWN);
    }

    @Test
    void theHardTicTacToeLevelPlaysPerfectlyAtAnyMoveTime() {
        Strategy hard = Strategies.forLevel(Level.HARD, TICTACTOE, 1);

        SearchResult empty = hard.search(Position.parse(TICTACTOE, ""), Limits.nodes(1));
        SearchResult answer = hard.search(Position.parse(TICTACTOE, "a1 b2 c3"), Limits.nodes(1));

        assertThat(empty.depth()).as("the empty board searched to the end").isEqualTo(9);
        assertThat(empty.score()).as("a draw").isEqualTo(Score.DRAW);
        assertThat(answer.depth()).as("searched to the end").isPositive();
        assertThat(answer.move()).as("a corner loses to the fork").isIn(new Point(1, 0), new Point(0, 1), new Point(2, 1), new Point(1, 2));
    }

    @Test
    void minimaxOnABigBoardWithNoTimePlaysTheCentreOrTheWinPatternMoveNotA1() {
        Strategy minimax = Strategies.parse("minimax", GOMOKU, 1);
        Position empty = Position.parse(GOMOKU, "");
        Position opened = Position.parse(GOMOKU, "h8 h9");

        assertThat(minimax.search(empty, Limits.nodes(1)).move()).isEqualTo(GOMOKU.centre());
        Point answer = minimax.search(opened, Limits.nodes(1)).move();
        assertThat(answer).isNotEqualTo(new Point(0, 0));
        assertThat(Math.max(Math.abs(answer.col() - 7), Math.abs(answer.row() - 7))).as("next to the stones").isLessThanOrEqualTo(2);
        assertThat(QuickMove.of(empty, 5)).isEqualTo(Notation.parsePoint("h8", GOMOKU));
    }
}
