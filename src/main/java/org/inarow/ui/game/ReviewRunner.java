package org.inarow.ui.game;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.inarow.ai.Limits;
import org.inarow.ai.review.GameReview;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * Runs "Review game" in the background, one review at a time: {@link #start} analyses every
 * position of a snapshot of the game in a {@link ReviewWorker}, reports progress, and hands the
 * finished review on. {@link #cancel()} stops it, and an answer or progress from a review cancelled
 * or replaced arrives stale and is dropped.
 */
final class ReviewRunner {
    /** A position's default analysis time: half a second, so a 40-move game takes about 20 s. */
    static final long DEFAULT_MILLIS = 500;

    private final Function<Rules, GameReview> reviews;
    private final Runnable changed;
    private final Consumer<ReviewResult> finished;
    private final Consumer<Throwable> failed;

    private int generation;
    private ReviewWorker worker;
    private ReviewWorker lastStarted;
    private List<Point> reviewing = List.of();
    private int reviewingGame;
    private AnalysisProgress progress;

    /**
     * {@code reviews} makes the review for a game's rules; {@code changed} hears of progress (start, cancel and end
     * are the caller's to announce);
     * {@code finished} gets each review that ran to the end; {@code failed} any unexpected error.
     */
    ReviewRunner(Function<Rules, GameReview> reviews, Runnable changed, Consumer<ReviewResult> finished,
                 Consumer<Throwable> failed) {
        this.reviews = reviews;
        this.changed = changed;
        this.finished = finished;
        this.failed = failed;
    }

    /** Reviews {@code game} (game number {@code gameNumber}), each position for {@code millisPerPosition}; stops any other review. */
    void start(Position game, int gameNumber, long millisPerPosition) {
        cancel();
        List<Point> moves = game.moves();
        reviewing = moves;
        reviewingGame = gameNumber;
        progress = new AnalysisProgress(0, game.moveCount() + 1);
        worker = new ReviewWorker(reviews.apply(game.rules()), game, Limits.time(millisPerPosition), generation,
                this::generation, p -> {
                    progress = p;
                    changed.run();
                }, review -> {
                    worker = null;
                    progress = null;
                    finished.accept(ReviewResult.of(moves, review));
                }, e -> {
                    worker = null;
                    progress = null;
                    failed.accept(e);
                });
        lastStarted = worker;
        worker.execute();
    }

    /** Stops the review running, if any; what it found is dropped. */
    void cancel() {
        generation++;
        progress = null;
        if (worker != null) {
            worker.cancel();
            worker = null;
        }
    }

    /** Whether a review is running for game number {@code gameNumber} with exactly {@code moves}. */
    boolean isReviewing(int gameNumber, List<Point> moves) {
        return worker != null && reviewingGame == gameNumber && reviewing.equals(moves);
    }

    boolean isRunning() {
        return worker != null;
    }

    Optional<AnalysisProgress> progress() {
        return Optional.ofNullable(progress);
    }

    /** Whether the last review started has ended and had its answer used or dropped (tests wait for this). */
    boolean isSettled() {
        return lastStarted == null || lastStarted.hasFinished();
    }

    private int generation() {
        return generation;
    }
}
