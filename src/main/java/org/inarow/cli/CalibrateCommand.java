package org.inarow.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.inarow.ai.Limits;
import org.inarow.ai.arena.Opening;
import org.inarow.ai.arena.Openings;
import org.inarow.ai.calibration.CalibrationFit;
import org.inarow.ai.calibration.CalibrationGame;
import org.inarow.ai.calibration.CalibrationGames;
import org.inarow.ai.calibration.EvaluationTuning;
import org.inarow.ai.calibration.MoveOrderTuning;
import org.inarow.ai.calibration.PositionScoring;
import org.inarow.ai.calibration.Reliability;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.eval.EvaluationWeights;
import org.inarow.ai.engine.eval.MoveOrderWeights;
import org.inarow.ai.engine.eval.PatternFeatures;
import org.inarow.ai.engine.board.PatternTable;
import org.inarow.ai.calibration.ScoredPosition;
import org.inarow.io.InputFiles;
import org.inarow.model.Rules;
import org.inarow.model.UserText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * Measures the win-chance curve: plays engine games ({@code games}), asks the predictor about their
 * positions as the window would ({@code positions}), and fits and judges the curve ({@code fit});
 * fits the engine's evaluation weights on games' results ({@code tune}) and its move order on the
 * moves the games' winners chose ({@code order}), and a value per cell shape on top of the evaluation ({@code shapes}).
 */
@Command(name = "calibrate", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
        description = "Makes and fits the data behind the win chance (games, positions, fit), the evaluation (tune, shapes) and the move order (order).",
        subcommands = {CalibrateCommand.Games.class, CalibrateCommand.Positions.class, CalibrateCommand.Fit.class,
            CalibrateCommand.Tune.class, CalibrateCommand.Order.class, CalibrateShapes.class})
final class CalibrateCommand implements Runnable {
    @Spec
    CommandSpec spec;

    private final Engines engines;

    CalibrateCommand() {
        this(Engines.REAL);
    }

    CalibrateCommand(Engines engines) {
        this.engines = engines;
    }

    @Override
    public void run() {
        throw new IllegalArgumentException("give a step: games, positions, fit, tune, order or shapes (see 'inarow calibrate --help')");
    }

    @Command(name = "games", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
            description = "Plays a player against itself from the openings, with early random moves; one line a game: number, opening, result, moves.")
    static final class Games implements Runnable {
        @ParentCommand
        CalibrateCommand parent;
        @Spec
        CommandSpec spec;
        @Mixin
        GameOptions game;

        @Option(names = "--player", paramLabel = "P", defaultValue = "hard", description = "the player on both sides (default: ${DEFAULT-VALUE})")
        String player;
        @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "games to play (default: ${DEFAULT-VALUE})")
        int games;
        @Option(names = "--first", paramLabel = "N", defaultValue = "1", description = "number of the first game, to continue a run (default: ${DEFAULT-VALUE})")
        int first;
        @Option(names = "--movetime", paramLabel = "MS", defaultValue = "200", description = "time per move (default: ${DEFAULT-VALUE})")
        long movetime;
        @Option(names = "--nodes", paramLabel = "N", description = "nodes per move instead of --movetime: the games then do not depend on the machine's speed or load")
        Long nodes;
        @Option(names = "--openings", paramLabel = "FILE", description = "opening move lists (default: the built-in balanced openings)")
        Path openings;
        @Option(names = "--noise", paramLabel = "P", defaultValue = "0.1", description = "chance of a random move next to a stone in quiet positions (default: ${DEFAULT-VALUE})")
        double noise;
        @Option(names = "--noise-plies", paramLabel = "N", defaultValue = "16", description = "moves after the opening that may be random (default: ${DEFAULT-VALUE})")
        int noisePlies;
        @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed (default: ${DEFAULT-VALUE})")
        long seed;

        @Override
        public void run() {
            if (games < 1 || first < 1) {
                throw new IllegalArgumentException("--games and --first: give 1 or more");
            }
            MoveTime.check(movetime, false);
            if (nodes != null && nodes < 1) {
                throw new IllegalArgumentException("--nodes " + nodes + ": give 1 or more");
            }
            if (nodes != null && spec.commandLine().getParseResult().hasMatchedOption("--movetime")) {
                throw new IllegalArgumentException("give --nodes or --movetime, not both");
            }
            Limits limits = nodes != null ? Limits.nodes(nodes) : Limits.time(movetime);
            Rules rules = game.rules();
            Engines engines = parent.engines;
            engines.strategies().create(player, rules, 0); // a typo fails before any game
            CalibrationGames match = new CalibrationGames(rules, (r, s) -> engines.strategies().create(player, r, s),
                    openings(openings, rules), limits, new CalibrationGames.Noise(noise, noisePlies), seed);
            PrintWriter out = spec.commandLine().getOut();
            match.play(first - 1, games, g -> {
                out.println(g.toLine(rules));
                out.flush();
            });
        }
    }

    @Command(name = "positions", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
            description = "Asks the predictor about positions of the games, as the window does; one line a position: game, opening, moves, to-move, proof, score, chance, result.")
    static final class Positions implements Runnable {
        @ParentCommand
        CalibrateCommand parent;
        @Spec
        CommandSpec spec;
        @Mixin
        GameOptions game;

        @Option(names = "--games", paramLabel = "FILE", required = true, description = "the games, as 'calibrate games' writes them")
        Path gamesFile;
        @Option(names = "--openings", paramLabel = "FILE", description = "the openings the games were played from (default: the built-in ones)")
        Path openings;
        @Option(names = "--movetime", paramLabel = "MS", defaultValue = "1000", description = "time per position: the window's (default: ${DEFAULT-VALUE})")
        long movetime;
        @Option(names = "--every", paramLabel = "N", defaultValue = "3", description = "take every N-th position of a game (default: ${DEFAULT-VALUE})")
        int every;

        @Override
        public void run() {
            MoveTime.check(movetime, false);
            Rules rules = game.rules();
            List<Opening> book = openings(openings, rules);
            List<CalibrationGame> games = readLines(gamesFile, "--games", line -> CalibrationGame.parse(line, rules));
            PositionScoring scoring = new PositionScoring(rules, () -> parent.engines.predictors().apply(rules),
                    Limits.time(movetime), every);
            PrintWriter out = spec.commandLine().getOut();
            for (CalibrationGame g : games) {
                if (g.opening() < 1 || g.opening() > book.size()) {
                    throw new IllegalArgumentException("--games " + gamesFile + ": game " + g.number() + " names opening "
                            + g.opening() + " of " + book.size());
                }
                scoring.score(g, book.get(g.opening() - 1).moves().size(), p -> {
                    out.println(p.toLine());
                    out.flush();
                });
            }
        }
    }

    @Command(name = "fit", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
            description = "Fits the win-chance curves on some openings' positions and judges them on the others' against the base rate.")
    static final class Fit implements Runnable {
        @Spec
        CommandSpec spec;

        @Option(names = "--positions", paramLabel = "FILE", required = true, description = "positions, as 'calibrate positions' writes them")
        Path positionsFile;
        @Option(names = "--holdout-every", paramLabel = "N", defaultValue = "5", description = "hold out the openings whose number is a multiple of N (default: ${DEFAULT-VALUE})")
        int holdoutEvery;
        @Option(names = "--cap", paramLabel = "SCORE", description = "scores count at most this much (default: the best of " + "500, 750, 1000, 1500, 2000 and 3000 in cross-validation)")
        Integer cap;

        @Override
        public void run() {
            if (cap != null && cap < 100) {
                throw new IllegalArgumentException("--cap " + cap + ": give 100 or more");
            }
            List<ScoredPosition> positions = readLines(positionsFile, "--positions", ScoredPosition::parse);
            CalibrationFit.Report report = CalibrationFit.fit(positions, holdoutEvery,
                    cap == null ? CalibrationFit.CAPS : List.of(cap));
            PrintWriter out = spec.commandLine().getOut();
            out.printf(Locale.ROOT, "positions: %d (%d proven, %d of them not borne out by the game)%n",
                    positions.size(), report.proven(), report.provenWrong());
            out.printf(Locale.ROOT, "training estimates: %d, first player's mean result %.3f%n", report.training(),
                    report.baseRate());
            for (CalibrationFit.Tried t : report.tried()) {
                out.printf(Locale.ROOT, "form %s cap %d: cross-validated log-loss %.4f%n", t.model().id(), t.cap(),
                        t.crossValidatedLogLoss());
            }
            for (CalibrationFit.ModelResult r : report.models()) {
                out.printf(Locale.ROOT, "model %s: %s held-out brier %.4f log-loss %.4f%n", r.model().id(),
                        r.curve(), r.heldOut().brier(), r.heldOut().logLoss());
            }
            out.printf(Locale.ROOT, "chosen: %s cap %d%n", report.chosen().model().id(), report.chosen().curve().cap());
            table(out, "held-out estimates, chosen curve", report.chosen().heldOut());
            table(out, "held-out estimates, base rate", report.baseOnHeldOut());
            table(out, "all held-out positions, chosen curve (proven at 1 or 0)", report.chosenOnAll());
            table(out, "all held-out positions, base rate", report.baseOnAll());
            out.flush();
        }

        private static void table(PrintWriter out, String title, Reliability r) {
            out.printf(Locale.ROOT, "%s: %d positions, brier %.4f, log-loss %.4f%n", title, r.count(), r.brier(), r.logLoss());
            for (Reliability.Bin b : r.bins()) {
                if (b.count() > 0) {
                    out.printf(Locale.ROOT, "  %.1f-%.1f\t%5d\tpredicted %.3f\twon %.3f%n", b.from(), b.to(), b.count(),
                            b.meanPredicted(), b.meanResult());
                }
            }
        }
    }

    @Command(name = "tune", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
            description = "Fits the engine's evaluation weights on the results of games (their quiet positions) and judges them on held-out games beside the shipped ones.")
    static final class Tune implements Runnable {
        @Spec
        CommandSpec spec;
        @Mixin
        GameOptions game;

        @Mixin
        FitGames fit;

        @Override
        public void run() {
            Rules rules = game.rules();
            EvaluationTuning.Report report = EvaluationTuning.tune(fit.read(rules, "tune"), rules, fit.fromMove,
                    fit.holdoutEvery);
            PrintWriter out = spec.commandLine().getOut();
            out.printf(Locale.ROOT, "games: %d; quiet positions: %d fitted, %d held out%n", report.games(),
                    report.training(), report.heldOut());
            out.printf(Locale.ROOT, "held-out log-loss: fitted %.4f, shipped %.4f, base rate %.4f%n",
                    report.fittedLogLoss(), report.shippedLogLoss(), report.baseLogLoss());
            EvaluationWeights w = report.fitted();
            int[] toMove = w.toMove(); // the record hands out copies: take them once
            int[] waiting = w.waiting();
            out.printf(Locale.ROOT, "%-22s%8s%8s%n", "sixteenths", "to move", "waiting");
            for (int f = 0; f < PatternFeatures.COUNT; f++) {
                out.printf(Locale.ROOT, "%-22s%8d%8d%n", PatternFeatures.NAMES.get(f), toMove[f], waiting[f]);
            }
            out.printf(Locale.ROOT, "%-22s%8d%n", "tempo", w.tempo());
            out.printf(Locale.ROOT, "as code: new EvaluationWeights(new int[] %s, new int[] %s, %d)%n",
                    braces(toMove), braces(waiting), w.tempo());
            out.flush();
        }

        static String braces(int[] values) {
            return Arrays.toString(values).replace('[', '{').replace(']', '}');
        }
    }

    @Command(name = "order", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
            description = "Fits the engine's move order on the moves the winners of games chose and judges it on held-out games beside the shipped one.")
    static final class Order implements Runnable {
        @Spec
        CommandSpec spec;
        @Mixin
        GameOptions game;

        @Mixin
        FitGames fit;

        @Override
        public void run() {
            Rules rules = game.rules();
            MoveOrderTuning.Report report = MoveOrderTuning.tune(fit.read(rules, "order"), rules, fit.fromMove,
                    fit.holdoutEvery);
            PrintWriter out = spec.commandLine().getOut();
            out.printf(Locale.ROOT, "games: %d; the winners' moves: %d fitted, %d held out%n", report.games(),
                    report.training(), report.heldOut());
            out.printf(Locale.ROOT, "held out, the move played ranked   first   in 4   in 16%n");
            for (var row : List.of(Map.entry("fitted", report.fittedRecall()), Map.entry("shipped", report.shippedRecall()))) {
                MoveOrderTuning.Recall r = row.getValue();
                out.printf(Locale.ROOT, "  %-33s%6.1f%%%7.1f%%%7.1f%%%n", row.getKey(), 100 * r.top1(), 100 * r.top4(),
                        100 * r.top16());
            }
            MoveOrderWeights w = report.fitted();
            int[] attack = w.attack(); // the record hands out copies: take them once
            int[] defence = w.defence();
            out.printf(Locale.ROOT, "%-22s%8s%8s%n", "per " + Evaluation.MOVE_ORDER_PER_LOGIT + " a logit", "attack", "defence");
            for (int f = 0; f < PatternFeatures.COUNT; f++) {
                out.printf(Locale.ROOT, "%-22s%8d%8d%n", PatternFeatures.NAMES.get(f), attack[f], defence[f]);
            }
            out.printf(Locale.ROOT, "as code: new MoveOrderWeights(new int[] %s, new int[] %s)%n", Tune.braces(attack),
                    Tune.braces(defence));
            out.flush();
        }
    }

    /** The options of the steps that fit the engine on games ({@code tune}, {@code order}). */
    static final class FitGames {
        @Option(names = "--games", paramLabel = "FILE", required = true, description = "the games, as 'calibrate games' writes them")
        Path gamesFile;
        @Option(names = "--from", paramLabel = "N", defaultValue = "6", description = "positions with at least N stones (default: ${DEFAULT-VALUE})")
        int fromMove;
        @Option(names = "--holdout-every", paramLabel = "N", defaultValue = "5", description = "hold out the games whose number is a multiple of N (default: ${DEFAULT-VALUE})")
        int holdoutEvery;

        /** The games, for rules the engine plays; {@code step} names the step in the error. */
        List<CalibrationGame> read(Rules rules, String step) {
            if (!PatternTable.supports(rules)) {
                throw new IllegalArgumentException(step + ": the engine plays up to " + PatternTable.MAX_K + " in a row, not " + rules.k());
            }
            return readLines(gamesFile, "--games", line -> CalibrationGame.parse(line, rules));
        }
    }

    private static List<Opening> openings(Path file, Rules rules) {
        return file == null ? Openings.defaults(rules) : ArenaCommand.readOpenings(file, rules);
    }

    /** What a games or positions file may hold: a line per game or position, tens of megabytes at most. */
    static final InputFiles.TextLimits DATA_LIMITS = new InputFiles.TextLimits("calibration files", 64L << 20, 8192, 2_000_000);

    /** The file's lines (blank and '#' lines skipped) as values; a bad line fails naming the file and line. */
    private static <T> List<T> readLines(Path file, String option, Function<String, T> parse) {
        String name = UserText.escape(file.toString());
        List<String> lines;
        try {
            lines = InputFiles.readLines(file, DATA_LIMITS);
        } catch (InputFiles.BadFileException e) {
            throw new IllegalArgumentException(option + " " + name + ": " + e.getMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException(option + " " + name + ": cannot read it (" + e.getMessage() + ")");
        }
        List<T> values = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                values.add(parse.apply(line));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(name + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (values.isEmpty()) {
            throw new IllegalArgumentException(option + " " + name + ": nothing in it");
        }
        return values;
    }
}
