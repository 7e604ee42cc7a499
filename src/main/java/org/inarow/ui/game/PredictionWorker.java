package org.inarow.ui.game;

import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.inarow.ai.Limits;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.model.Position;

/**
 * Answers "who will win" off the event thread for a snapshot of the position. Cancelled with
 * {@link #cancelPrediction()} (the switch went off): its answer is then dropped, like one for a
 * position no longer on screen ({@link SearchWorker}).
 */
final class PredictionWorker extends SearchWorker<Prediction, Void> {
    private final Supplier<Predictor> predictor;
    private final Position position;
    private final Limits limits;

    /** {@code predictor} is made on the worker's thread, as the computer's strategy is (its tables). */
    PredictionWorker(Supplier<Predictor> predictor, Position position, Limits limits, int generation,
                     IntSupplier currentGeneration, Consumer<Prediction> onResult, Consumer<Throwable> onFailure) {
        super(generation, currentGeneration, onResult, onFailure);
        this.predictor = predictor;
        this.position = position;
        this.limits = limits;
    }

    void cancelPrediction() {
        cancellation().cancel();
    }

    @Override
    boolean dropsItsAnswer() {
        return cancellation().isCancelled();
    }

    @Override
    Prediction search() {
        return predictor.get().predict(position, limits, cancellation());
    }
}
