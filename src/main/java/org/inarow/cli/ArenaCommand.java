package org.inarow.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.inarow.ai.Limits;
import org.inarow.ai.arena.PlayedGame;
import org.inarow.ai.arena.Match;
import org.inarow.ai.arena.Opening;
import org.inarow.ai.arena.Openings;
import org.inarow.ai.arena.Player;
import org.inarow.ai.arena.Tally;
import org.inarow.io.InputFiles;
import org.inarow.io.gomocup.EngineTimeouts;
import org.inarow.model.Rules;
import org.inarow.model.UserText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "arena", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class, description = "Plays two players against each other from balanced openings and reports the score and Elo.")
final class ArenaCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions game;

    @Option(names = "--a", paramLabel = "P", required = true, description = "player A: a level (easy, medium, hard; in gomoku level=1 to 10 or its name), a strategy, e.g. alphabeta:depth=3, or an external Gomocup engine, pbrain:COMMAND")
    String playerA;

    @Option(names = "--b", paramLabel = "P", required = true, description = "player B")
    String playerB;

    @Option(names = "--games", paramLabel = "N", defaultValue = "20", description = "number of games; each opening is played twice, colours swapped (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--movetime", paramLabel = "MS", defaultValue = "200", description = "time per move in milliseconds (default: ${DEFAULT-VALUE})")
    long movetime;

    @Option(names = "--openings", paramLabel = "FILE", description = "opening move lists, one a line (default: the built-in balanced openings for gomoku; the empty board and single first moves for tic-tac-toe)")
    Path openings;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "match seed; each game and player gets its own seed from it (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--engine-margin", paramLabel = "MS", description = "how long past the move time an external engine (pbrain:COMMAND) may take before it loses on time (default: a fifth of the move time, at least 1000)")
    Long engineMargin;

    @Option(names = "--verbose", description = "also print the settings first and every game's moves")
    boolean verbose;

    private final Engines engines;

    ArenaCommand() {
        this(Engines.REAL);
    }

    ArenaCommand(Engines engines) {
        this.engines = engines;
    }

    @Override
    public Integer call() {
        if (games < 1) {
            throw new IllegalArgumentException("--games " + games + ": play at least one game");
        }
        MoveTime.check(movetime, false);
        Rules rules = game.rules();
        Player a = player(playerA, rules);
        Player b = player(playerB, rules);
        List<Opening> book = openings == null ? Openings.defaults(rules) : readOpenings(openings, rules);
        PrintWriter out = spec.commandLine().getOut();
        if (verbose) {
            out.printf("arena: A %s, B %s, %s, %d games, %d ms a move, %d openings from %s, seed %d%n",
                    UserText.escape(playerA), UserText.escape(playerB),
                    rules.describe(), games, movetime, book.size(), openings == null ? "the built-in list" : UserText.escape(openings.toString()), seed);
        }
        Tally tally = new Match(rules, a, b, book, Limits.time(movetime), seed).play(games, record -> print(out, record));
        out.println(ArenaReport.scoreLine(UserText.escape(playerA), UserText.escape(playerB), tally));
        out.flush();
        return ExitCodes.OK;
    }

    private void print(PrintWriter out, PlayedGame record) {
        out.println(ArenaReport.gameLine(record));
        if (verbose) {
            out.println(ArenaReport.movesLine(record));
        }
        out.flush();
    }

    /** What an openings file may hold: short move lists, a few thousand of them. */
    static final InputFiles.TextLimits OPENINGS_LIMITS = new InputFiles.TextLimits("openings files", 1L << 20, 4096, 100_000);

    /** An openings file's openings; a missing, special, oversized or bad file fails naming it. */
    static List<Opening> readOpenings(Path file, Rules rules) {
        String name = UserText.escape(file.toString());
        try {
            return Openings.parse(InputFiles.readLines(file, OPENINGS_LIMITS), name, rules);
        } catch (InputFiles.BadFileException e) {
            throw new IllegalArgumentException("--openings " + name + ": " + e.getMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException("--openings " + name + ": cannot read it (" + e.getMessage() + ")");
        }
    }

    /** A player from a spec, checked now so a typo (or an engine that cannot start) fails before any game is played. */
    private Player player(String specText, Rules rules) {
        if (ExternalEngines.isEngine(specText)) {
            if (engineMargin != null && engineMargin < 0) {
                throw new IllegalArgumentException("--engine-margin " + engineMargin + ": give 0 or more milliseconds");
            }
            EngineTimeouts timeouts = engineMargin == null ? EngineTimeouts.DEFAULT
                    : EngineTimeouts.DEFAULT.withMinMarginMillis(engineMargin).withMarginPercent(0);
            return ExternalEngines.player(specText, rules, timeouts);
        }
        engines.strategies().create(specText, rules, 0);
        return new Player(specText, (r, s) -> engines.strategies().create(specText, r, s));
    }
}
