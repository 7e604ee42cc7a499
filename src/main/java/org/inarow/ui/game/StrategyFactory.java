package org.inarow.ui.game;

import org.inarow.ai.Level;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Family;
import org.inarow.model.Rules;

/** Makes the computer player for a level; tests inject slow or scripted ones. */
@FunctionalInterface
public interface StrategyFactory {

    Strategy create(Level level, Rules rules, long seed);

    /**
     * The computer's player for a setup: gomoku's rung, tic-tac-toe's level. Test factories take
     * the level by its old name (the rung the player chose does not matter to a scripted player).
     */
    default Strategy create(GameSetup setup, long seed) {
        return create(setup.level(), setup.rules(), seed);
    }

    /** The computer's player for {@code toMove} in a setup (an added engine may sit there: {@link EngineStrategies}). */
    default Strategy create(GameSetup setup, org.inarow.model.Side toMove, long seed) {
        return create(setup, seed);
    }

    /** As {@link #create(GameSetup, org.inarow.model.Side, long)}, for a game on the clock: an engine is told its time. */
    default Strategy create(GameSetup setup, org.inarow.model.Side toMove, long seed, java.util.Optional<EngineTime> clock) {
        return create(setup, toMove, seed);
    }

    /**
     * An added engine's decision for an opening step (swap2, by SWAP2BOARD), when one sits in the seat to act and
     * answers it; empty for our own search to decide (on a worker thread).
     */
    default java.util.Optional<OpeningDecision> engineOpening(GameSetup setup, org.inarow.model.Position position,
            org.inarow.model.OpeningStep step, java.util.Optional<EngineTime> clock, org.inarow.ai.Cancellation cancellation) {
        return java.util.Optional.empty();
    }

    /** The real players of the {@code ai} package. */
    static StrategyFactory standard() {
        return new StrategyFactory() {
            @Override
            public Strategy create(Level level, Rules rules, long seed) {
                return Strategies.forLevel(level, rules, seed);
            }

            @Override
            public Strategy create(GameSetup setup, long seed) {
                return setup.rules().family() == Family.GOMOKU
                        ? Strategies.forRung(setup.gomokuRung(), setup.rules(), seed)
                        : Strategies.forLevel(setup.level(), setup.rules(), seed);
            }
        };
    }
}
