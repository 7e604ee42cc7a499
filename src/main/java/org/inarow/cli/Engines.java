package org.inarow.cli;

import java.util.function.Function;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Predictor;
import org.inarow.ai.Predictors;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Rules;

/**
 * Where the commands get their strategies and predictors: the real ones, or fakes in tests.
 *
 * @param strategies builds a strategy from a level or spec ({@code hard}, {@code alphabeta:depth=3})
 * @param predictors the "who will win" predictor for a variant
 * @param candidates the map maker (candidate points) for a variant
 */
record Engines(StrategyFactory strategies, Function<Rules, Predictor> predictors,
               Function<Rules, CandidateAnalysis> candidates) {

    static final Engines REAL = new Engines(Strategies::parse, Predictors::forRules, Predictors::candidatesFor);

    /** With the real map makers. */
    Engines(StrategyFactory strategies, Function<Rules, Predictor> predictors) {
        this(strategies, predictors, Predictors::candidatesFor);
    }

    /** Builds a strategy from a level or a spec; an unknown one fails with a message naming it. */
    @FunctionalInterface
    interface StrategyFactory {
        Strategy create(String spec, Rules rules, long seed);
    }
}
