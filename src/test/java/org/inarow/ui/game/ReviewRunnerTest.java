package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.ai.review.Mark;
import org.inarow.io.MoveNote;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ai.Level;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * "Review game" through the controller: off the event thread with progress, its marks and turning
 * points as plain values, the better move on the board, cancelling, and dropping a review the game
 * has moved away from. The predictor is a script, so the marks are known in advance.
 */
class ReviewRunnerTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final GameSetup TWO_PLAYERS = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);
    /** The first player's chance after 0, 1, … 5 moves of h8 h9 i8 i9 j8: White's i9 (move 4) gives 40 points away. */
    private static final double[] CHANCES = {0.5, 0.5, 0.5, 0.5, 0.9, 0.9};
    private static final Point BEST = Notation.parsePoint("a1", GOMOKU);

    private final List<Throwable> errors = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger predicted = new AtomicInteger();
    private GameController controller;

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
            Edt.waitFor("every search to end", 10_000, controller::isSettled);
        }
        assertThat(errors).isEmpty();
    }

    /** Predicts CHANCES by the number of moves, best always a1, taking {@code millis} (or until cancelled). */
    private Predictor scripted(long millis) {
        return (position, limits, cancellation) -> {
            long end = System.currentTimeMillis() + millis;
            while (System.currentTimeMillis() < end && !cancellation.isCancelled()) {
                TestStrategies.sleep(5);
            }
            predicted.incrementAndGet();
            double chance = CHANCES[Math.min(position.moveCount(), CHANCES.length - 1)];
            return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, BEST, List.of(BEST), 0, 0, List.of(), Map.of(),
                    position.toMove(), chance, List.of());
        };
    }

    private void start(long millisPerPrediction) {
        Predictor predictor = scripted(millisPerPrediction);
        controller = Edt.call(() -> {
            GameController c = new GameController(TWO_PLAYERS, false, (level, rules, seed) -> TestStrategies.scripted("o15 o14"),
                    rules -> predictor, errors::add);
            c.start();
            return c;
        });
        for (String cell : "h8 h9 i8 i9 j8".split(" ")) {
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
        }
    }

    private void waitForTheReview() {
        Edt.waitFor("the review", 10_000, () -> controller.reviewer().result().isPresent());
    }

    @Test
    void reviewsInTheBackgroundReportingProgressThenMarksTheMovesAndTheTurningPoint() {
        start(60);
        List<AnalysisProgress> seen = Collections.synchronizedList(new ArrayList<>());
        Edt.run(() -> controller.reviewer().addProgressListener(() -> controller.reviewer().progress().ifPresent(seen::add)));
        Edt.run(controller.reviewer()::start);
        assertThat(Edt.call(controller.reviewer()::isRunning)).as("running, and the event thread is free").isTrue();
        assertThat(Edt.call(controller.reviewer()::canStart)).as("one review at a time").isFalse();
        waitForTheReview();

        assertThat(seen).as("progress arrives position by position").isNotEmpty()
                .allMatch(p -> p.total() == 6).extracting(AnalysisProgress::done).isSorted();
        assertThat(seen.get(seen.size() - 1).done()).isGreaterThanOrEqualTo(5);
        assertThat(Edt.call(controller.reviewer()::isRunning)).isFalse();
        assertThat(Edt.call(controller.reviewer()::progress)).isEmpty();
        ReviewResult result = Edt.call(() -> controller.reviewer().result().orElseThrow());
        assertThat(result.complete()).isTrue();
        assertThat(result.verdicts()).extracting(MoveVerdict::mark)
                .containsExactly(Mark.NONE, Mark.NONE, Mark.NONE, Mark.BLUNDER, Mark.NONE);
        assertThat(result.verdicts()).extracting(v -> v.firstPlayerWinChance().getAsDouble())
                .containsExactly(0.5, 0.5, 0.5, 0.9, 0.9);
        assertThat(result.verdicts()).extracting(MoveVerdict::proven).containsOnly(false);
        assertThat(result.turningPoints()).extracting(MoveVerdict::number).containsExactly(4);
        assertThat(Edt.call(controller::notice)).isEqualTo("Review done: 1 blunder; 1 turning point (Alt+↓ steps to the next).");
    }

    @Test
    void theGraphDrawsTheReviewsChancesWithItsMarks() {
        start(60);
        Edt.run(controller.reviewer()::start);
        waitForTheReview();
        List<ChancePoint> points = Edt.call(controller.analysis()::chances);
        assertThat(points).extracting(ChancePoint::move).containsExactly(0, 1, 2, 3, 4, 5);
        assertThat(points).extracting(ChancePoint::mark)
                .containsExactly(Mark.NONE, Mark.NONE, Mark.NONE, Mark.NONE, Mark.BLUNDER, Mark.NONE);
        assertThat(points).extracting(ChancePoint::firstPlayerChance).containsExactly(0.5, 0.5, 0.5, 0.5, 0.9, 0.9);
    }

    @Test
    void aMarkedMoveShowsTheBetterMoveAndTheTurningPointsCanBeStepped() {
        start(0);
        Edt.run(controller.reviewer()::start);
        waitForTheReview();
        assertThat(Edt.call(() -> controller.analysis().boardView().hint())).as("j8 was not marked").isNull();

        Edt.run(() -> controller.showMove(0));
        assertThat(Edt.call(() -> controller.reviewer().turningPoint(false))).isEmpty();
        Edt.run(() -> controller.showTurningPoint(true));
        assertThat(Edt.call(() -> controller.review().shown())).isEqualTo(4);
        assertThat(Edt.call(() -> controller.reviewer().shownVerdict().orElseThrow().mark())).isEqualTo(Mark.BLUNDER);
        assertThat(Edt.call(() -> controller.analysis().boardView().hint())).as("the better move on the board").isEqualTo(BEST);
        assertThat(Edt.call(controller::notice)).isEqualTo("4. i9?? is a blunder: a1 was better. White 50 % → 10 %");
        assertThat(Edt.call(() -> controller.reviewer().turningPoint(true))).as("no later turning point").isEmpty();

        Edt.run(() -> controller.showMove(3));
        assertThat(Edt.call(() -> controller.analysis().boardView().hint())).as("no mark, no better move").isNull();
        assertThat(Edt.call(controller::notice)).isNull();
    }

    @Test
    void hintWorksOnAnEarlierPosition() {
        start(0);
        Edt.run(() -> controller.showMove(2));
        assertThat(Edt.call(controller::canHint)).isTrue();
        Edt.run(controller::hint);
        Edt.waitFor("the hint", 5000, () -> controller.analysis().boardView().hint() != null);
        assertThat(Edt.call(() -> controller.analysis().boardView().hint())).as("the scripted player's move there")
                .isEqualTo(Notation.parsePoint("o15", GOMOKU));
        assertThat(Edt.call(() -> controller.moves().size())).as("the game is as it was").isEqualTo(5);
    }

    @Test
    void cancelStopsTheReviewAndDropsWhatItFound() {
        start(300);
        Edt.run(controller.reviewer()::start);
        Edt.waitFor("the first position", 5000, () -> controller.reviewer().progress().map(p -> p.done() >= 1).orElse(false));
        Edt.run(controller.reviewer()::cancel);
        assertThat(Edt.call(controller.reviewer()::isRunning)).isFalse();
        assertThat(Edt.call(controller.reviewer()::progress)).isEmpty();
        Edt.waitFor("the cancelled review to end", 5000, controller::isSettled);
        assertThat(predicted.get()).as("it stopped early").isLessThan(6);
        assertThat(Edt.call(controller.reviewer()::result)).isEmpty();
        assertThat(Edt.call(controller.reviewer()::canStart)).isTrue();
    }

    @Test
    void lookingBackDoesNotStopTheReviewButAMoveOrANewGameDoes() {
        start(100);
        Edt.run(controller.reviewer()::start);
        Edt.run(() -> controller.showMove(2));
        Edt.run(() -> controller.showMove(5));
        assertThat(Edt.call(controller.reviewer()::isRunning)).as("looking back goes on reviewing").isTrue();
        waitForTheReview();

        Edt.run(controller.reviewer()::start); // again, and then a move: the late answer belongs to another game
        Edt.run(() -> controller.cellChosen(Notation.parsePoint("k8", GOMOKU)));
        assertThat(Edt.call(controller.reviewer()::isRunning)).isFalse();
        assertThat(Edt.call(controller::notice)).isEqualTo("The review stopped: the game changed.");
        assertThat(Edt.call(() -> controller.reviewer().result().map(r -> r.moves().size()))).as("the first review stays: "
                + "the game goes on from its moves").contains(5);
        Edt.waitFor("the stopped review to end", 5000, controller::isSettled);
        assertThat(Edt.call(() -> controller.reviewer().result().map(r -> r.moves().size()))).contains(5);

        Edt.run(controller.reviewer()::start);
        Edt.run(controller::newGame);
        assertThat(Edt.call(controller.reviewer()::isRunning)).isFalse();
        Edt.waitFor("the stopped review to end", 5000, controller::isSettled);
        assertThat(Edt.call(controller.reviewer()::result)).as("a new game has no review").isEmpty();
    }

    @Test
    void ticTacToeIsReviewedExactly() {
        Rules ttt = Rules.ticTacToe();
        controller = Edt.call(() -> {
            GameController c = new GameController(TWO_PLAYERS.withRules(ttt), false,
                    (level, rules, seed) -> TestStrategies.scripted(""), PredictorFactory.standard(), errors::add);
            c.start();
            return c;
        });
        for (String cell : "b2 a2".split(" ")) { // O's edge answer to the centre loses
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, ttt)));
        }
        Edt.run(controller.reviewer()::start);
        waitForTheReview();
        ReviewResult result = Edt.call(() -> controller.reviewer().result().orElseThrow());
        assertThat(result.startChance()).hasValue(0.5);
        assertThat(result.startProven()).as("a draw with best play").isTrue();
        MoveVerdict centre = result.at(1).orElseThrow();
        assertThat(centre.mark()).isEqualTo(Mark.NONE);
        assertThat(centre.proven()).isTrue();
        assertThat(centre.firstPlayerWinChance()).hasValue(0.5);
        MoveVerdict edge = result.at(2).orElseThrow();
        assertThat(edge.mark()).as("it turns the draw into a loss").isEqualTo(Mark.BLUNDER);
        assertThat(edge.proven()).isTrue();
        assertThat(edge.firstPlayerWinChance()).hasValue(1.0);
        assertThat(edge.better()).get().extracting(Notation::format).isIn("a1", "a3", "c1", "c3");
        assertThat(result.turningPoints()).extracting(MoveVerdict::number).containsExactly(2);
    }

    @Test
    void undoKeepsTheReviewAndAVariationKeepsItForTheMovesItShares() {
        start(0);
        Edt.run(controller.reviewer()::start);
        waitForTheReview();
        Edt.run(controller::undo);
        assertThat(Edt.call(controller.reviewer()::result)).as("the moves left are the review's").isPresent();
        Edt.run(controller::redo);
        assertThat(Edt.call(() -> controller.reviewer().shownVerdict().map(MoveVerdict::number))).contains(5);
        Edt.run(() -> controller.showMove(2));
        Edt.run(() -> controller.cellChosen(Notation.parsePoint("a15", GOMOKU))); // a new line from move 2
        assertThat(Edt.call(controller.reviewer()::result)).as("its line is kept as a variation").isPresent();
        assertThat(Edt.call(controller::moveRows)).extracting(MoveRow::text).as("the blunder was on the old line")
                .noneMatch(text -> text.contains("?"));
        assertThat(Edt.call(controller.reviewer()::notes)).extracting(MoveNote::number).as("a file keeps the shared moves' notes")
                .containsExactly(0, 1, 2);
        assertThat(Edt.call(() -> controller.reviewer().turningPoint(true))).isEmpty();

        Edt.run(() -> controller.switchToLine(Notation.parseMoves("h8 h9 i8", GOMOKU))); // back to the reviewed line
        assertThat(Edt.call(controller::moveRows)).extracting(MoveRow::text).contains("4.  White  i9  ??");
        assertThat(Edt.call(() -> controller.reviewer().turningPoint(true).map(MoveVerdict::number))).contains(4);

        Edt.run(controller::newGame);
        assertThat(Edt.call(controller.reviewer()::result)).as("a new game has no review").isEmpty();
    }
}
