package org.inarow.ui.game;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * The computer's players with the added engines seated: a side the setup gives an engine is played by it
 * ({@link EngineTable}), every other by {@code ours}.
 */
public final class EngineStrategies implements StrategyFactory {
    private final StrategyFactory ours;
    private final EngineTable engines;

    public EngineStrategies(StrategyFactory ours, EngineTable engines) {
        this.ours = ours;
        this.engines = engines;
    }

    @Override
    public Strategy create(Level level, Rules rules, long seed) {
        return ours.create(level, rules, seed);
    }

    @Override
    public Strategy create(GameSetup setup, long seed) {
        return ours.create(setup, seed);
    }

    @Override
    public Strategy create(GameSetup setup, Side toMove, long seed) {
        return setup.engineFor(toMove).<Strategy>map(name -> new EngineStrategy(engines,
                toMove == Side.FIRST ? EngineTable.Use.FIRST : EngineTable.Use.SECOND, name))
                .orElseGet(() -> ours.create(setup, toMove, seed));
    }

    /** An engine's move as a search's answer (the table checks it is legal: a lie is the engine's fault). */
    record EngineStrategy(EngineTable engines, EngineTable.Use use, String engine) implements Strategy {
        @Override
        public String name() {
            return "engine:" + engine;
        }

        @Override
        public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
            long millis = limits.hasTime() ? limits.timeMillis() : 5000;
            long started = System.nanoTime();
            EngineAnswer answer = engines.play(use, engine, position, millis);
            int score = answer.eval().map(EngineEval::asScore).orElse(0);
            return new SearchResult(answer.move(), score, 0, 0, (System.nanoTime() - started) / 1_000_000,
                    java.util.List.of(answer.move()));
        }
    }
}
