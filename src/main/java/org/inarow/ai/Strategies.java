package org.inarow.ai;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.inarow.model.Rules;

/**
 * Finds strategies by name with options ({@code alphabeta:depth=3}) and maps levels onto them.
 * A spec is {@code name[:key=value[,key=value…]]}, or a level name.
 */
public final class Strategies {

    /** Builds a strategy from parsed options for a variant, seeded for reproducible choices. */
    @FunctionalInterface
    interface Factory {
        Strategy create(StrategyOptions options, Rules rules, long seed);
    }

    private static final Map<String, Factory> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put("random", (options, rules, seed) -> {
            options.requireOnly();
            return new RandomStrategy(seed);
        });
    }

    private Strategies() {
    }

    /** The strategy names known, for help texts and error messages. */
    public static java.util.Set<String> names() {
        return java.util.Collections.unmodifiableSet(FACTORIES.keySet());
    }

    /** A level ({@code easy}, {@code medium}, {@code hard}) or a strategy spec, for these rules. */
    public static Strategy parse(String spec, Rules rules, long seed) {
        String trimmed = spec.trim().toLowerCase(Locale.ROOT);
        for (Level level : Level.values()) {
            if (level.id().equals(trimmed)) {
                return forLevel(level, rules, seed);
            }
        }
        StrategyOptions options = StrategyOptions.parse(trimmed);
        Factory factory = FACTORIES.get(options.name());
        if (factory == null) {
            throw new IllegalArgumentException("unknown player '" + spec + "' (expected easy, medium, hard or one of "
                    + String.join(", ", FACTORIES.keySet()) + ")");
        }
        return factory.create(options, rules, seed);
    }

    /** The strategy a level stands for in this game (see the level table of issue 3). */
    public static Strategy forLevel(Level level, Rules rules, long seed) {
        return new RandomStrategy(seed); // placeholder until the real strategies land
    }
}
