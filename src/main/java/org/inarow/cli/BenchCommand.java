package org.inarow.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class, description = "Searches fixed positions to a fixed depth; last line 'nodes N time-ms T nps X'.")
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--model", description = "measure the model instead: place, win check and undo per second on each board size")
    boolean model;

    @Option(names = "--depth", paramLabel = "PLIES", defaultValue = "8", description = "search depth for every position (default: ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--engine", paramLabel = "SPEC", defaultValue = "hard", description = "the strategy searched: a level or a spec (default: ${DEFAULT-VALUE})")
    String engine;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed for the strategy (default: ${DEFAULT-VALUE})")
    long seed;

    /** Fixed-depth searches grow about threefold a ply; beyond this a bench never ends. */
    static final int MAX_DEPTH = 16;

    private final Engines engines;

    BenchCommand() {
        this(Engines.REAL);
    }

    BenchCommand(Engines engines) {
        this.engines = engines;
    }

    @Override
    public Integer call() {
        CommandLine.ParseResult given = spec.commandLine().getParseResult();
        if (model) {
            if (given.hasMatchedOption("--depth") || given.hasMatchedOption("--engine")) {
                throw new IllegalArgumentException("--model measures the game model: it takes no --depth or --engine");
            }
            PrintWriter out = spec.commandLine().getOut();
            ModelBench.run(out, 2000);
            out.flush();
            return ExitCodes.OK;
        }
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("--depth " + depth + ": give 1 to " + MAX_DEPTH
                    + " plies (deeper fixed-depth searches take hours)");
        }
        Rules rules = Rules.gomokuFreestyle(15);
        engines.strategies().create(engine, rules, seed); // a bad spec fails before any output
        PrintWriter out = spec.commandLine().getOut();
        long totalNodes = 0;
        long totalNanos = 0;
        int number = 0;
        for (String moves : BenchPositions.GOMOKU_15) {
            number++;
            Position position = Position.parse(rules, moves);
            Strategy strategy = engines.strategies().create(engine, rules, seed); // fresh: no state carried over
            long start = System.nanoTime();
            SearchResult result = strategy.search(position, Limits.depth(depth));
            long nanos = System.nanoTime() - start;
            totalNodes += result.nodes();
            totalNanos += nanos;
            out.println("position " + number + " best " + Notation.format(result.move()) + " score " + ScoreText.format(result.score())
                    + " depth " + result.depth() + " nodes " + result.nodes() + " time-ms " + nanos / 1_000_000
                    + " nps " + perSecond(result.nodes(), nanos));
            out.flush();
        }
        out.println("nodes " + totalNodes + " time-ms " + totalNanos / 1_000_000 + " nps " + perSecond(totalNodes, totalNanos));
        out.flush();
        return ExitCodes.OK;
    }

    /** Nodes per second, from nanoseconds so short runs do not divide by zero. */
    static long perSecond(long nodes, long nanos) {
        return nanos <= 0 ? 0 : Math.round(nodes * 1e9 / nanos);
    }
}
