package org.inarow.ui.game;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import org.inarow.ai.Limits;
import org.inarow.ai.review.GameReview;
import org.inarow.ai.review.Review;
import org.inarow.model.Position;

/**
 * Reviews a snapshot of the game off the event thread, publishing each position analysed. Its
 * generation is the {@link ReviewRunner}'s, not the searches': looking back through the game does
 * not stop it, a cancel or another game does. A cancelled review's answer is dropped.
 */
final class ReviewWorker extends SearchWorker<Review, AnalysisProgress> {
    private final GameReview review;
    private final Position game;
    private final Limits limits;
    private final Consumer<AnalysisProgress> onProgress;

    ReviewWorker(GameReview review, Position game, Limits limits, int generation, IntSupplier currentGeneration,
                 Consumer<AnalysisProgress> onProgress, Consumer<Review> onResult, Consumer<Throwable> onFailure) {
        super(generation, currentGeneration, onResult, onFailure);
        this.review = review;
        this.game = game;
        this.limits = limits;
        this.onProgress = onProgress;
    }

    /** Stops the review; its answer will be dropped (any thread). */
    void cancel() {
        cancellation().cancel();
    }

    @Override
    boolean dropsItsAnswer() {
        return cancellation().isCancelled();
    }

    @Override
    Review search() {
        return review.review(game, limits, cancellation(), (done, total) -> publish(new AnalysisProgress(done, total)));
    }

    @Override
    protected void process(List<AnalysisProgress> chunks) {
        if (!isStale() && !dropsItsAnswer()) {
            onProgress.accept(chunks.get(chunks.size() - 1));
        }
    }
}
