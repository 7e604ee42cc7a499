package org.inarow.ui.game;

import java.util.List;
import java.util.Random;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.inarow.ai.Strategy;
import org.inarow.ai.opening.OpeningAdvisor;
import org.inarow.ai.opening.OpeningVerdict;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningStep;
import org.inarow.model.Position;

/**
 * The computer's turn in an opening rule, off the event thread: its three opening stones, or its
 * choice (with the two stones it places when it chooses to place two more), from its search
 * ({@link OpeningAdvisor}), or an added engine's when one sits there and answers SWAP2BOARD. "Move now" stops
 * the search and the best judged so far is taken.
 */
final class OpeningWorker extends SearchWorker<OpeningDecision, Void> {
    private final Supplier<Strategy> strategy;
    private final java.util.function.Function<org.inarow.ai.Cancellation, java.util.Optional<OpeningDecision>> engine;
    private final Position position;
    private final OpeningStep step;
    private final long millis;
    private final long seed;
    private final long started = System.nanoTime();

    OpeningWorker(Supplier<Strategy> strategy,
                  java.util.function.Function<org.inarow.ai.Cancellation, java.util.Optional<OpeningDecision>> engine, Position position, OpeningStep step, long millis, long seed, int generation,
                  IntSupplier currentGeneration, BiConsumer<Position, OpeningDecision> onResult, Consumer<Throwable> onFailure) {
        super(generation, currentGeneration, decision -> onResult.accept(position, decision), onFailure);
        this.strategy = strategy;
        this.engine = engine;
        this.position = position;
        this.step = step;
        this.millis = millis;
        this.seed = seed;
    }

    void stop() {
        cancellation().cancel();
    }

    long elapsedMillis() {
        return (System.nanoTime() - started) / 1_000_000;
    }

    @Override
    OpeningDecision search() {
        java.util.Optional<OpeningDecision> engineDecided = engine.apply(cancellation());
        if (engineDecided.isPresent()) {
            return engineDecided.get(); // an added engine in this seat answered SWAP2BOARD
        }
        OpeningAdvisor advisor = new OpeningAdvisor(strategy.get());
        if (!step.isChoice()) {
            return new OpeningDecision(null, advisor.threeStones(position.rules(), millis, cancellation(), new Random(seed)));
        }
        OpeningVerdict verdict = advisor.choose(position, step.choices(), millis, cancellation());
        return new OpeningDecision(verdict.choice(), verdict.choice() == OpeningChoice.PLACE_TWO ? verdict.stones() : List.of());
    }
}
