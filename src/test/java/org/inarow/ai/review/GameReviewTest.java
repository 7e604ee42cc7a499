package org.inarow.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidates;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** The review of a whole game: every position predicted, every move marked, turning points, progress, cancel. */
class GameReviewTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Rules TIC_TAC_TOE = Rules.ticTacToe();

    /** Predicts the first player's chance from a table by moves played; the best move is always a1. */
    private static Predictor table(double... firstChances) {
        return (position, limits, cancellation) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, new Point(0, 0),
                List.of(new Point(0, 0)), 0, 0, List.of(), Map.of(), position.toMove(),
                firstChances[position.moveCount()], List.of());
    }

    private static GameReview review(Predictor predictor) {
        return new GameReview(predictor, (p, n, l, c, s) -> new Candidates(Prediction.unknown(), List.of()));
    }

    @Test
    void marksEachMoveByTheMoversChanceGivenAwayAndFindsTheTurningPoints() {
        Position game = Position.parse(GOMOKU, "h8 h9 i8 i9 j8 j9");
        List<String> progress = new ArrayList<>();
        // start 0.55 (black favoured); black keeps it, white gives 0.20, black gives 0.12, white gives 0.06 ...
        Review review = review(table(0.55, 0.55, 0.75, 0.63, 0.69, 0.40, 0.41))
                .review(game, Limits.time(100), Cancellation.never(), (done, total) -> progress.add(done + "/" + total));

        assertThat(review.complete()).isTrue();
        assertThat(review.firstPlayerWinChances()).containsExactly(0.55, 0.55, 0.75, 0.63, 0.69, 0.40, 0.41);
        assertThat(review.moves()).extracting(ReviewedMove::mark).containsExactly(
                Mark.NONE, Mark.BLUNDER, Mark.MISTAKE, Mark.INACCURACY, Mark.BLUNDER, Mark.NONE);
        assertThat(review.moves()).extracting(ReviewedMove::side).containsExactly(
                Side.FIRST, Side.SECOND, Side.FIRST, Side.SECOND, Side.FIRST, Side.SECOND);
        assertThat(review.moves().get(1).chanceGiven()).isCloseTo(0.20, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(review.moves()).extracting(ReviewedMove::best).containsOnly(new Point(0, 0));
        // black was favoured from the start; white takes over with move 5 (0.40)
        assertThat(review.turningPoints()).extracting(ReviewedMove::number).containsExactly(5);
        assertThat(progress).containsExactly("1/7", "2/7", "3/7", "4/7", "5/7", "6/7", "7/7");
    }

    @Test
    void theBestMoveIsNeverMarked() {
        // white's h9 is what the predictor called best there: no mark, however the chance moved
        Predictor bestIsH9 = (position, limits, cancellation) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE,
                Point.of(7, 8), List.of(Point.of(7, 8)), 0, 0, List.of(), Map.of(), position.toMove(),
                position.moveCount() == 2 ? 0.9 : 0.5, List.of());
        Review review = review(bestIsH9).review(Position.parse(GOMOKU, "h8 h9"), Limits.time(100), Cancellation.never(),
                ReviewProgress.NONE);
        assertThat(review.moves()).extracting(ReviewedMove::mark).containsExactly(Mark.NONE, Mark.NONE);
    }

    @Test
    void aCancelledReviewKeepsWhatItJudgedAndSaysItIsIncomplete() {
        Cancellation cancellation = new Cancellation();
        Predictor cancelsAtThree = (position, limits, c) -> {
            if (position.moveCount() == 3) {
                cancellation.cancel();
            }
            return table(0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5).predict(position, limits, c);
        };
        Review review = review(cancelsAtThree).review(Position.parse(GOMOKU, "h8 h9 i8 i9 j8 j9"), Limits.time(100),
                cancellation, ReviewProgress.NONE);
        assertThat(review.complete()).isFalse();
        assertThat(review.positions()).hasSize(3);
        assertThat(review.moves()).hasSize(2);
    }

    @Test
    void ticTacToeIsExactAndTheMoveThatLosesTheDrawIsTheBlunder() {
        // O's a2 after X's centre and corner lets X fork; every other move keeps the draw
        Position game = Position.parse(TIC_TAC_TOE, "b2 a1 c3 a2 a3 c1 b3");
        Review review = GameReview.forRules(TIC_TAC_TOE).review(game, Limits.none(), Cancellation.never(),
                ReviewProgress.NONE);

        assertThat(review.firstPlayerWinChances()).containsExactly(0.5, 0.5, 0.5, 0.5, 1.0, 1.0, 1.0, 1.0);
        assertThat(review.moves()).extracting(ReviewedMove::mark).containsExactly(
                Mark.NONE, Mark.NONE, Mark.NONE, Mark.BLUNDER, Mark.NONE, Mark.NONE, Mark.NONE);
        assertThat(review.turningPoints()).extracting(ReviewedMove::number).containsExactly(4);
        assertThat(review.moves().get(3).best()).isNotEqualTo(Point.of(0, 1));
    }

    @Test
    void inGomokuIgnoringAnOpenThreeIsABlunderAndTheWinnerIsPredicted() {
        // black makes an open three h8 i8 j8; white plays elsewhere; black wins by an open four
        Position game = Position.parse(GOMOKU, "h8 a15 i8 a13 j8 o1");
        Review review = GameReview.forRules(GOMOKU).review(game, Limits.nodes(60_000), Cancellation.never(),
                ReviewProgress.NONE);

        assertThat(review.moves()).hasSize(6);
        ReviewedMove ignored = review.moves().get(5);
        assertThat(ignored.mark()).isEqualTo(Mark.BLUNDER);
        assertThat(ignored.firstPlayerWinChance()).isEqualTo(1.0);
        assertThat(ignored.best()).isIn(Point.of(6, 7), Point.of(10, 7), Point.of(5, 7), Point.of(11, 7));
        // the winner is predicted: Black, who has the move on an empty board and White's wasted stones
        // against it, is favoured at every position, so no move turned the game
        assertThat(review.firstPlayerWinChances()).allSatisfy(c -> assertThat(c).isGreaterThanOrEqualTo(GameReview.FAVOURED));
        assertThat(review.turningPoints()).isEmpty();
    }

    @Test
    void inGomokuTheMoveThatHandsTheGameOverIsATurningPoint() {
        // Black wastes two moves in the corners while White makes an open three h9 i9 j9; Black ignores it
        Position game = Position.parse(GOMOKU, "h8 h9 a1 i9 a15 j9 o1");
        Review review = GameReview.forRules(GOMOKU).review(game, Limits.nodes(60_000), Cancellation.never(),
                ReviewProgress.NONE);

        ReviewedMove ignored = review.moves().get(6);
        assertThat(ignored.mark()).isEqualTo(Mark.BLUNDER);
        assertThat(ignored.firstPlayerWinChance()).isEqualTo(0.0);
        assertThat(ignored.best()).isIn(Point.of(6, 8), Point.of(10, 8), Point.of(5, 8), Point.of(11, 8));
        // the favourite changed from Black (who moves first) to White somewhere in the corners
        assertThat(review.firstPlayerWinChances().get(0)).isGreaterThan(0.5);
        assertThat(review.turningPoints()).as("%s", review.firstPlayerWinChances()).isNotEmpty();
        ReviewedMove last = review.turningPoints().get(review.turningPoints().size() - 1);
        assertThat(last.firstPlayerWinChance()).isLessThanOrEqualTo(1 - GameReview.FAVOURED);
        assertThat(last.number()).isLessThanOrEqualTo(6);
    }

    @Test
    void aPositionWhoseOneMoveWasTheBlockOfAFourIsJudgedByThePositionAfterTheBlock() {
        // Black's g8 makes the four g8-j8 against White's f8: White's k8 is the only move it has
        Position game = Position.parse(GOMOKU, "h8 f8 i8 a1 j8 a3 g8 k8 a5");
        List<Integer> asked = new ArrayList<>();
        Predictor predictor = (position, limits, cancellation) -> {
            asked.add(position.moveCount());
            // the pending four swings a searched estimate; the table makes that swing wild
            return table(0.55, 0.55, 0.6, 0.6, 0.6, 0.6, 0.6, 0.05, 0.7, 0.7).predict(position, limits, cancellation);
        };
        Review review = review(predictor).review(game, Limits.time(100), Cancellation.never(), ReviewProgress.NONE);

        assertThat(asked).as("the position with the four pending is not searched").doesNotContain(7);
        assertThat(review.firstPlayerWinChances().get(7)).isEqualTo(0.7);
        ReviewedMove reply = review.moves().get(7);
        assertThat(reply.move()).isEqualTo(Point.of(10, 7));
        assertThat(reply.chanceGiven()).isZero();
        assertThat(reply.mark()).isEqualTo(Mark.NONE);
        assertThat(review.turningPoints()).extracting(ReviewedMove::number).doesNotContain(8);
        assertThat(review.moves().get(6).mark()).as("the four itself gained").isEqualTo(Mark.NONE);
    }

    @Test
    void aFourAndItsForcedReplyMoveTheRealPredictorsChanceTogether() {
        Position game = Position.parse(GOMOKU, "h8 f8 i8 h9 j8 i10 g8 k8");
        Review review = GameReview.forRules(GOMOKU).review(game, Limits.nodes(60_000), Cancellation.never(),
                ReviewProgress.NONE);

        assertThat(review.firstPlayerWinChances().get(7)).isEqualTo(review.firstPlayerWinChances().get(8));
        assertThat(review.moves().get(7).mark()).isEqualTo(Mark.NONE);
        assertThat(review.moves().get(7).turningPoint()).isFalse();
    }
}
