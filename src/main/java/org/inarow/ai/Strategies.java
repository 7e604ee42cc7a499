package org.inarow.ai;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.inarow.ai.engine.AlphaBetaStrategy;
import org.inarow.ai.engine.EngineStrategy;
import org.inarow.ai.engine.board.PatternTable;
import org.inarow.ai.exact.MinimaxStrategy;
import org.inarow.ai.ladder.Blind;
import org.inarow.ai.ladder.Ladder;
import org.inarow.ai.ladder.Rung;
import org.inarow.ai.ladder.RungStrategy;
import org.inarow.ai.ladder.Sight;
import org.inarow.ai.simple.GreedyStrategy;
import org.inarow.ai.simple.WinPatternStrategy;
import org.inarow.model.Family;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * Finds strategies by name with options ({@code alphabeta:depth=3}) and maps levels onto them.
 * A spec is {@code name[:key=value[,key=value…]]}, a level name, or in gomoku a rung of the
 * {@link Ladder} ({@code level=3} or its name, e.g. {@code casual}).
 * <table>
 *   <caption>Strategies</caption>
 *   <tr><th>name</th><th>options</th><th>plays</th></tr>
 *   <tr><td>random</td><td></td><td>any empty cell</td></tr>
 *   <tr><td>greedy</td><td></td><td>a win in one if there is one, else at random</td></tr>
 *   <tr><td>winpattern</td><td></td><td>the win-pattern scoring heuristic (one move deep)</td></tr>
 *   <tr><td>minimax</td><td>depth (0 = to the end)</td><td>minimax over every cell; exact without depth</td></tr>
 *   <tr><td>alphabeta</td><td>depth (4), radius (2)</td><td>alpha-beta over moves near stones, pattern evaluation</td></tr>
 *   <tr><td>rung (not in {@link #names()})</td><td>of (the rung to start from, 1), depth, width, nodes, noise (%), diagonal, broken (% overlooked), doubles (0/1), recent, distance</td><td>a ladder rung with its settings changed, for measuring</td></tr>
 *   <tr><td>engine</td><td>depth (40), radius (2), width (16), hash (MB of transposition table, 32)</td><td>threat search plus iterative deepening within the move time</td></tr>
 * </table>
 */
public final class Strategies {

    /** Builds a strategy from parsed options for a variant, seeded for reproducible choices. */
    @FunctionalInterface
    interface Factory {
        Strategy create(StrategyOptions options, Rules rules, long seed);
    }

    /** The hard engine's default number of moves tried per node (the best ordered). */
    public static final int ENGINE_WIDTH = 16;

    private static final Map<String, Factory> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put("random", (options, rules, seed) -> {
            options.requireOnly();
            return new RandomStrategy(seed);
        });
        FACTORIES.put("greedy", (options, rules, seed) -> {
            options.requireOnly();
            return new GreedyStrategy(seed);
        });
        FACTORIES.put("winpattern", (options, rules, seed) -> {
            options.requireOnly();
            return new WinPatternStrategy(seed);
        });
        FACTORIES.put("minimax", (options, rules, seed) -> {
            options.requireOnly("depth");
            return new MinimaxStrategy(options.intValue("depth", 0, 0, rules.cellCount()), seed);
        });
        FACTORIES.put("alphabeta", (options, rules, seed) -> {
            options.requireOnly("depth", "radius");
            requirePatterns(options, rules);
            return new AlphaBetaStrategy(options.intValue("depth", AlphaBetaStrategy.DEFAULT_DEPTH, 1, 20),
                    options.intValue("radius", AlphaBetaStrategy.DEFAULT_RADIUS, 1, 4));
        });
        FACTORIES.put("engine", (options, rules, seed) -> {
            options.requireOnly("depth", "radius", "width", "hash", "threads");
            requirePatterns(options, rules);
            return new EngineStrategy(options.intValue("radius", AlphaBetaStrategy.DEFAULT_RADIUS, 1, 4),
                    options.intValue("depth", EngineStrategy.DEFAULT_DEPTH, 1, 100),
                    options.intValue("width", ENGINE_WIDTH, 0, 400),
                    options.intValue("hash", EngineStrategy.DEFAULT_HASH_MB, 1, EngineStrategy.MAX_HASH_MB),
                    options.intValue("threads", 1, 1, EngineStrategy.MAX_THREADS));
        });
    }

    private Strategies() {
    }

    /** The strategy names known, for help texts and error messages. */
    public static Set<String> names() {
        return Collections.unmodifiableSet(FACTORIES.keySet());
    }

    /** A level ({@code easy}, {@code medium}, {@code hard}) or a strategy spec, for these rules. */
    public static Strategy parse(String spec, Rules rules, long seed) {
        String trimmed = spec.trim().toLowerCase(Locale.ROOT);
        for (Level level : Level.values()) {
            if (level.id().equals(trimmed)) {
                return forLevel(level, rules, seed);
            }
        }
        Optional<Rung> rung = Ladder.parse(trimmed);
        if (rung.isPresent()) {
            return forRung(rung.get(), rules, seed);
        }
        StrategyOptions options = StrategyOptions.parse(trimmed);
        if (options.name().equals("rung")) {
            return tunedRung(options, rules, seed);
        }
        Factory factory = FACTORIES.get(options.name());
        if (factory == null) {
            throw new IllegalArgumentException("unknown player '" + UserText.shown(spec, 40) + "' (expected easy, medium, hard, level=1 to " + Ladder.rungs().size() + ", a level's name or one of "
                    + String.join(", ", FACTORIES.keySet()) + ")");
        }
        return factory.create(options, rules, seed);
    }

    /**
     * The spec with its memory fitted to {@code bytes} for the whole program (the Gomocup
     * {@code max_memory}): for the engine, a transposition table of the size
     * {@link EngineStrategy#hashMegabytesFor} allows, unless the spec sets one; other specs as they are.
     * A level is first turned into its spec.
     */
    public static String withMemory(String spec, Rules rules, long bytes) {
        return withEngineOption(spec, rules, "hash", EngineStrategy.hashMegabytesFor(bytes));
    }

    /**
     * The spec with {@code threads} search threads (the Gomocup {@code thread_num}, at most
     * {@link EngineStrategy#MAX_THREADS}) for the engine, unless the spec sets them; other specs as they are.
     * A level is first turned into its spec.
     */
    public static String withThreads(String spec, Rules rules, int threads) {
        return withEngineOption(spec, rules, "threads", Math.max(1, Math.min(EngineStrategy.MAX_THREADS, threads)));
    }

    /** The spec with {@code key=value} added if it stands for the engine and does not set the key itself. */
    private static String withEngineOption(String spec, Rules rules, String key, int value) {
        String trimmed = spec.trim().toLowerCase(Locale.ROOT);
        for (Level level : Level.values()) {
            if (level.id().equals(trimmed)) {
                trimmed = specFor(level, rules);
            }
        }
        Optional<Rung> rung = Ladder.parse(trimmed);
        if (rung.isPresent() && rung.get().onTheClock()) {
            trimmed = "engine"; // the top rung is the engine, table size and all; the rungs below it keep their node budgets
        }
        StrategyOptions options = StrategyOptions.parse(trimmed);
        if (!options.name().equals("engine") || options.has(key)) {
            return trimmed;
        }
        return trimmed + (trimmed.contains(":") ? "," : ":") + key + "=" + value;
    }

    /** The strategy spec a level stands for in this game: tic-tac-toe's own, gomoku's rungs of the {@link Ladder}. */
    public static String specFor(Level level, Rules rules) {
        if (rules.family() == Family.TIC_TAC_TOE) {
            return switch (level) {
                case EASY -> "greedy";
                case MEDIUM -> "minimax:depth=2";
                case HARD -> "minimax";
            };
        }
        return "level=" + Ladder.forLevel(level).number();
    }

    /** The strategy a level stands for in this game (see {@link #specFor}). */
    public static Strategy forLevel(Level level, Rules rules, long seed) {
        return parse(specFor(level, rules), rules, seed);
    }

    /** {@code rung:of=N,…}: rung N with settings changed, for measuring new rungs with {@code arena}. */
    private static Strategy tunedRung(StrategyOptions options, Rules rules, long seed) {
        options.requireOnly("of", "depth", "width", "nodes", "noise", "diagonal", "broken", "doubles", "recent", "distance");
        Rung base = Ladder.rung(options.intValue("of", 1, 1, Ladder.rungs().size()));
        Blind blind = new Blind(options.intValue("diagonal", (int) Math.round(base.blind().diagonal() * 100), 0, 100) / 100.0,
                options.intValue("broken", (int) Math.round(base.blind().broken() * 100), 0, 100) / 100.0,
                options.intValue("doubles", base.blind().seesDoubles() ? 1 : 0, 0, 1) == 1);
        Sight sight = new Sight(options.intValue("recent", base.sight().recentMoves(), 0, 400),
                options.intValue("distance", base.sight().distance(), 1, 20));
        Rung rung = new Rung(base.number(), base.name(), options.intValue("depth", base.depth(), 1, 20),
                options.intValue("width", base.width(), 1, 400), options.intValue("nodes", (int) base.nodes(), 0, 100_000_000),
                options.intValue("noise", (int) Math.round(base.noise() * 100), 0, 1000) / 100.0, blind, sight,
                base.keepsTactics(), base.fullEngine());
        return forRung(rung, rules, seed);
    }

    /** A rung of the gomoku ladder (the top rung is the engine itself); other games have no ladder. */
    public static Strategy forRung(Rung rung, Rules rules, long seed) {
        if (rules.family() != Family.GOMOKU || rules.k() != 5) {
            throw new IllegalArgumentException("level=" + rung.number() + ": the levels are gomoku's (five in a row)");
        }
        if (rung.onTheClock()) {
            return parse("engine", rules, seed);
        }
        return new RungStrategy(rung, seed);
    }

    private static void requirePatterns(StrategyOptions options, Rules rules) {
        if (!PatternTable.supports(rules)) {
            throw new IllegalArgumentException(options.name() + ": plays up to " + PatternTable.MAX_K
                    + " in a row, not " + rules.k());
        }
    }
}
