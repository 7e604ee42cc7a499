package org.inarow.ui.game;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import java.util.Optional;
import org.inarow.io.gomocup.Swap2Reply;
import org.inarow.model.OpeningRule;
import org.inarow.model.OpeningStep;
import org.inarow.model.Position;
import org.inarow.model.Seat;
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
        return create(setup, toMove, seed, Optional.empty());
    }

    @Override
    public Strategy create(GameSetup setup, Side toMove, long seed, Optional<EngineTime> clock) {
        return setup.engineFor(toMove).<Strategy>map(name -> new EngineStrategy(engines, use(toMove), name, clock))
                .orElseGet(() -> ours.create(setup, toMove, seed));
    }

    /**
     * The swap2 decision of the engine in the seat to act, by SWAP2BOARD, when one sits there and answers it;
     * a reply that is no answer to this step is the engine's fault (it is stopped, as for an illegal move).
     */
    @Override
    public Optional<OpeningDecision> engineOpening(GameSetup setup, Position position, OpeningStep step,
                                                   Optional<EngineTime> clock, Cancellation cancellation) {
        Optional<String> engine = setup.engineFor(step.actor());
        if (engine.isEmpty() || setup.opening() != OpeningRule.SWAP2) {
            return Optional.empty();
        }
        EngineTable.Use use = use(step.actor() == Seat.OPENER ? Side.FIRST : Side.SECOND);
        cancellation.whenCancelled(() -> engines.hurry(use));
        Optional<Swap2Reply> reply = engines.swap2(use, engine.get(), setup.rules(), position.moves(),
                clock.orElse(EngineTime.perMove(5000)));
        return reply.map(r -> Swap2Decisions.decision(r, step).orElseThrow(() -> new EngineFault(engine.get(),
                EngineFault.Kind.ILLEGAL_MOVE, Swap2Decisions.replyText(r))));
    }

    private static EngineTable.Use use(Side side) {
        return side == Side.FIRST ? EngineTable.Use.FIRST : EngineTable.Use.SECOND;
    }

    /**
     * An engine's move as a search's answer (the table checks it is legal: a lie is the engine's fault), told the
     * clock's time when the game has one, else the thinking time; cancelling the search hurries the engine.
     */
    record EngineStrategy(EngineTable engines, EngineTable.Use use, String engine, Optional<EngineTime> clock)
            implements Strategy {
        @Override
        public String name() {
            return "engine:" + engine;
        }

        @Override
        public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
            EngineTime time = clock.orElseGet(() -> EngineTime.perMove(limits.hasTime() ? limits.timeMillis() : 5000));
            long started = System.nanoTime();
            cancellation.whenCancelled(() -> engines.hurry(use)); // Move now, or a search no longer wanted
            EngineAnswer answer = engines.play(use, engine, position, time);
            int score = answer.eval().map(EngineEval::asScore).orElse(0);
            return new SearchResult(answer.move(), score, 0, 0, (System.nanoTime() - started) / 1_000_000,
                    java.util.List.of(answer.move()));
        }
    }
}
