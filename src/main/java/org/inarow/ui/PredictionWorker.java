package org.inarow.ui;

import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javax.swing.SwingWorker;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.model.Position;

/**
 * Answers "who will win" off the event thread for a snapshot of the position. Cancelled with
 * {@link #cancelPrediction()}; a result for a position that is no longer on screen is dropped.
 */
final class PredictionWorker extends SwingWorker<Prediction, Void> {
    private final Predictor predictor;
    private final Position position;
    private final Limits limits;
    private final int generation;
    private final IntSupplier currentGeneration;
    private final Consumer<Prediction> onResult;
    private final Consumer<Throwable> onFailure;
    private final Cancellation cancellation = new Cancellation();

    PredictionWorker(Predictor predictor, Position position, Limits limits, int generation,
                     IntSupplier currentGeneration, Consumer<Prediction> onResult, Consumer<Throwable> onFailure) {
        this.predictor = predictor;
        this.position = position;
        this.limits = limits;
        this.generation = generation;
        this.currentGeneration = currentGeneration;
        this.onResult = onResult;
        this.onFailure = onFailure;
    }

    void cancelPrediction() {
        cancellation.cancel();
    }

    @Override
    protected Prediction doInBackground() {
        return predictor.predict(position, limits, cancellation);
    }

    @Override
    protected void done() {
        if (cancellation.isCancelled() || generation != currentGeneration.getAsInt()) {
            return; // stale: the position changed or the switch went off
        }
        try {
            onResult.accept(get());
        } catch (ExecutionException e) {
            onFailure.accept(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
