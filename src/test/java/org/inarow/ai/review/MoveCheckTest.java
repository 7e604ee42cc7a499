package org.inarow.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** The teaching mode's judgement of one move: a blunder flagged with what it costs, a good or forced move not. */
class MoveCheckTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Rules TIC_TAC_TOE = Rules.ticTacToe();
    private static final Limits LIMITS = Limits.nodes(200_000); // the same judgement at every run, whatever the load
    /** White's open three f10 g10 h10, Black to move. */
    private static final String OPEN_THREE = "h8 f10 a1 g10 a15 h10";

    private static Optional<Lesson> check(Rules rules, String moves, String move, double threshold) {
        Position before = Position.parse(rules, moves);
        Point p = Notation.parsePoint(move, rules);
        return MoveCheck.forRules(rules).check(before, p, threshold, LIMITS, Cancellation.never());
    }

    @Test
    void anEdgeAnswerToTheCentreLosesTicTacToeExactly() {
        Lesson lesson = check(TIC_TAC_TOE, "b2", "a2", 0.15).orElseThrow();
        assertThat(lesson.mover()).isEqualTo(Side.SECOND);
        assertThat(lesson.walksIntoLoss()).isTrue();
        assertThat(lesson.chanceBefore()).as("a draw with best play").isEqualTo(0.5);
        assertThat(lesson.chanceAfter()).isZero();
        assertThat(lesson.better()).as("a corner holds the draw").isIn(Notation.parseMoves("a1 c1 a3 c3", TIC_TAC_TOE));
        assertThat(check(TIC_TAC_TOE, "b2", "a1", 0.15)).as("a corner keeps the draw").isEmpty();
    }

    @Test
    void ignoringAnOpenThreeWalksIntoALossAndBlockingItDoesNot() {
        Lesson lesson = check(GOMOKU, OPEN_THREE, "o1", 0.15).orElseThrow();
        assertThat(lesson.walksIntoLoss()).isTrue();
        assertThat(lesson.forcedWinner()).contains(Side.SECOND);
        assertThat(lesson.cost()).isGreaterThan(0.15);
        assertThat(lesson.better()).as("the better move blocks the three")
                .isIn(Notation.parseMoves("d10 e10 i10 j10", GOMOKU));
        assertThat(check(GOMOKU, OPEN_THREE, Notation.format(lesson.better()), 0.15)).as("the better move itself").isEmpty();
    }

    @Test
    void theForcedBlockOfAFourAndAMoveThatEndsTheGameAreNeverFlagged() {
        // White's four f10-i10 closed by Black's e10: j10 is Black's only move, whatever it leads to
        assertThat(check(GOMOKU, "e10 f10 a1 g10 a15 h10 o15 i10", "j10", 0.0)).isEmpty();
        // Black's five
        assertThat(check(GOMOKU, "h8 a1 i8 a2 j8 a3 k8 a4", "l8", 0.0)).isEmpty();
    }

    @Test
    void aSmallCostIsBelowTheThresholdAndAboveAZeroOne() {
        // a quiet move a little off the best: nothing at 30 points, something at 0 when it is not the best
        Optional<Lesson> strict = check(GOMOKU, "h8 h9", "a1", 0.0);
        assertThat(strict).isPresent();
        assertThat(strict.get().cost()).isPositive();
        assertThat(check(GOMOKU, "h8 h9", "i9", 0.30)).isEmpty();
    }
}
