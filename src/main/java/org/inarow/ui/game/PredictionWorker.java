package org.inarow.ui.game;

import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Candidates;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.model.Position;

/**
 * Answers "who will win" off the event thread for a snapshot of the position: the prediction and
 * the map's candidate points ({@link Candidates}). Cancelled with {@link #cancelPrediction()} (the
 * switch went off): its answer is then dropped, like one for a position no longer on screen
 * ({@link SearchWorker}).
 */
final class PredictionWorker extends SearchWorker<Candidates, Void> {
    /** The candidates a map shows at least (more when several moves win or must block). */
    static final int MAP_POINTS = 5;

    private final Supplier<CandidateAnalysis> analysis;
    private final Position position;
    private final int points;
    private final Limits limits;

    /** {@code analysis} is made on the worker's thread, as the computer's strategy is (its tables). */
    PredictionWorker(Supplier<CandidateAnalysis> analysis, Position position, int points, Limits limits, int generation,
                     IntSupplier currentGeneration, Consumer<Candidates> onResult, Consumer<Throwable> onFailure) {
        super(generation, currentGeneration, onResult, onFailure);
        this.analysis = analysis;
        this.position = position;
        this.points = points;
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
    Candidates search() {
        return analysis.get().analyze(position, points, limits, cancellation(), ProgressSink.NONE);
    }
}
