package org.inarow.ai.arena;

import org.inarow.ai.Strategy;
import org.inarow.model.Rules;

/** An arena contestant: a name for the report and a way to build a fresh strategy for each game. */
public record Player(String name, Factory factory) {

    /** Builds a strategy for a variant; the seed differs per game so random tie-breaks differ. */
    @FunctionalInterface
    public interface Factory {
        Strategy create(Rules rules, long seed);
    }
}
