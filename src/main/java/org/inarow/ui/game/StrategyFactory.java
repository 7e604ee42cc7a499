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
