package org.inarow.ui.game;

import org.inarow.ai.Level;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Rules;

/** Makes the computer player for a level; tests inject slow or scripted ones. */
@FunctionalInterface
public interface StrategyFactory {

    Strategy create(Level level, Rules rules, long seed);

    /** The real players of the {@code ai} package. */
    static StrategyFactory standard() {
        return Strategies::forLevel;
    }
}
