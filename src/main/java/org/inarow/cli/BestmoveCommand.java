package org.inarow.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Progress;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bestmove", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class, description = "Searches a position and prints progress, then 'bestmove <point>'.")
final class BestmoveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions game;

    @Option(names = "--level", paramLabel = "L", defaultValue = "hard",
            description = "easy, medium, hard, a gomoku level (level=1 to 10, or its name: beginner … champion) or a strategy spec such as alphabeta:depth=3 (default: ${DEFAULT-VALUE})")
    String level;

    @Option(names = "--movetime", paramLabel = "MS", defaultValue = "1000", description = "thinking time in milliseconds, 0 for none (default: ${DEFAULT-VALUE})")
    long movetime;

    @Option(names = "--depth", paramLabel = "PLIES", defaultValue = "0", description = "stop at this depth, 0 for no depth limit (default: ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed for random tie-breaks (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--moves", paramLabel = "MOVES", defaultValue = "", description = "the position as a move list")
    String moves;

    private final Engines engines;

    BestmoveCommand() {
        this(Engines.REAL);
    }

    BestmoveCommand(Engines engines) {
        this.engines = engines;
    }

    @Override
    public Integer call() {
        MoveTime.check(movetime, true);
        if (depth < 0) {
            throw new IllegalArgumentException("--depth " + depth + ": cannot be negative");
        }
        if (movetime == 0 && depth == 0) {
            throw new IllegalArgumentException("give a limit: --movetime above 0 or --depth above 0");
        }
        Rules rules = game.rules();
        Position position = Position.parse(rules, moves);
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over after move " + position.moveCount() + ": there is no move to find");
        }
        Strategy strategy = engines.strategies().create(level, rules, seed);
        PrintWriter out = spec.commandLine().getOut();
        LastLine progress = new LastLine(out);
        SearchResult result = strategy.search(position, new Limits(movetime, depth, 0), Cancellation.never(), progress);
        if (!position.isEmpty(result.move())) {
            throw new IllegalStateException(strategy.name() + " answered " + Notation.format(result.move()) + ", which is not an empty point");
        }
        progress.report(result.asProgress()); // the final figures, unless the search just said them
        out.println("bestmove " + Notation.format(result.move()));
        out.flush();
        return ExitCodes.OK;
    }

    /** Prints each progress record as an info line, skipping a repeat of the line just printed. */
    private static final class LastLine implements ProgressSink {
        private final PrintWriter out;
        private String last;

        LastLine(PrintWriter out) {
            this.out = out;
        }

        @Override
        public void report(Progress progress) {
            String line = ProgressLine.format(progress);
            if (!line.equals(last)) {
                out.println(line);
                out.flush();
                last = line;
            }
        }
    }
}
