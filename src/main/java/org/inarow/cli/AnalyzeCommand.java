package org.inarow.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidates;
import org.inarow.ai.Limits;
import org.inarow.ai.Predictor;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.review.GameReview;
import org.inarow.ai.review.ReviewProgress;
import org.inarow.io.GameRecords;
import org.inarow.io.InputFiles;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.UserText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "analyze", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class, description = "Says who will win a position, how that is known, and the best move.")
final class AnalyzeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions game;

    @Option(names = "--moves", paramLabel = "MOVES", description = "the position as a move list, e.g. \"h8 h9 i8\" (default: the empty board)")
    String moves;

    @Option(names = "--file", paramLabel = "FILE", description = "a saved game: SGF, Piskvork PSQ or a move list")
    Path file;

    @Option(names = "--batch", paramLabel = "FILE", description = "one move list a line ('-' for the empty board); one answer a line")
    Path batch;

    @Option(names = "--movetime", paramLabel = "MS", description = "thinking time per position in milliseconds (default: 1000; with --review 500)")
    Long movetime;

    @Option(names = "--candidates", paramLabel = "N", description = "also the N most promising points: 'candidate: <point> <outcome> <win-chance>' lines")
    Integer candidates;

    @Option(names = "--review", description = "review every move of the game (--file or --moves): one line a move, number, move, side, first player's win chance after it, best move there, mark")
    boolean review;

    /** The most candidate lines asked for at once. */
    static final int MAX_CANDIDATES = 50;
    static final long DEFAULT_MILLIS = 1000;
    static final long REVIEW_MILLIS = 500;

    private final Engines engines;

    AnalyzeCommand() {
        this(Engines.REAL);
    }

    AnalyzeCommand(Engines engines) {
        this.engines = engines;
    }

    @Override
    public Integer call() {
        int sources = (moves != null ? 1 : 0) + (file != null ? 1 : 0) + (batch != null ? 1 : 0);
        if (sources > 1) {
            throw new IllegalArgumentException("give only one of --moves, --file and --batch");
        }
        long millis = movetime != null ? movetime : review ? REVIEW_MILLIS : DEFAULT_MILLIS;
        MoveTime.check(millis, false);
        checkModes();
        Rules rules = game.rules();
        Limits limits = Limits.time(millis);
        PrintWriter out = spec.commandLine().getOut();
        if (review) {
            Position position = file != null ? readFile(file, rules) : Position.parse(rules, moves == null ? "" : moves);
            Rules own = position.rules();
            GameReview reviewer = new GameReview(engines.predictors().apply(own), engines.candidates().apply(own));
            ReviewLines.of(reviewer.review(position, limits, Cancellation.never(), ReviewProgress.NONE)).forEach(out::println);
        } else if (candidates != null) {
            Position position = file != null ? readFile(file, rules) : Position.parse(rules, moves == null ? "" : moves);
            Candidates map = engines.candidates().apply(position.rules())
                    .analyze(position, candidates, limits, Cancellation.never(), ProgressSink.NONE);
            Analysis.of(position, map.prediction()).lines().forEach(out::println);
            map.candidates().stream().limit(candidates).map(Analysis::candidateLine).forEach(out::println);
        } else if (batch != null) {
            List<String> positions = readBatch(batch, rules); // all checked before any answer
            Predictor predictor = engines.predictors().apply(rules);
            for (String line : positions) {
                out.println(Analysis.of(batchPosition(line, rules), predictor, limits).batchLine());
                out.flush();
            }
        } else {
            Position position = file != null ? readFile(file, rules) : Position.parse(rules, moves == null ? "" : moves);
            // a file may bring other rules than the options: predict for the position's own game
            Predictor predictor = engines.predictors().apply(position.rules());
            Analysis.of(position, predictor, limits).lines().forEach(out::println);
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** --review and --candidates each go with one position (--file or --moves), not with each other. */
    private void checkModes() {
        if (candidates != null && (candidates < 1 || candidates > MAX_CANDIDATES)) {
            throw new IllegalArgumentException("--candidates " + candidates + ": give 1 to " + MAX_CANDIDATES);
        }
        if (review && candidates != null) {
            throw new IllegalArgumentException("give --review or --candidates, not both");
        }
        if ((review || candidates != null) && batch != null) {
            throw new IllegalArgumentException((review ? "--review" : "--candidates") + " takes one game (--file or --moves), not --batch");
        }
    }

    /** A saved game's position; SGF and PSQ bring their own board, move lists take {@code rules}. */
    static Position readFile(Path file, Rules rules) {
        try {
            return GameRecords.read(file, rules).position();
        } catch (IOException e) {
            throw new IllegalArgumentException("--file " + UserText.escape(file.toString()) + ": cannot read it ("
                    + e.getMessage() + ")");
        }
    }

    /** What a batch file may hold: a line is one move list (400 moves at most), and far fewer bytes than memory. */
    static final InputFiles.TextLimits BATCH_LIMITS = new InputFiles.TextLimits("batch files", 16L << 20, 8192, 1_000_000);

    /**
     * The batch file's lines, each checked to be a position (an empty or bad line fails naming the
     * file and line); kept as text, so a million lines cost only their characters.
     */
    static List<String> readBatch(Path batch, Rules rules) {
        String name = UserText.escape(batch.toString());
        List<String> lines;
        try {
            lines = InputFiles.readLines(batch, BATCH_LIMITS);
        } catch (InputFiles.BadFileException e) {
            throw new IllegalArgumentException("--batch " + name + ": " + e.getMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException("--batch " + name + ": cannot read it (" + e.getMessage() + ")");
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(name + ": no positions in it");
        }
        List<String> positions = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            String where = name + " line " + (i + 1) + ": ";
            if (line.isEmpty()) {
                throw new IllegalArgumentException(where + "empty (write '-' for the empty board)");
            }
            try {
                batchPosition(line, rules);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + e.getMessage());
            }
            positions.add(line);
        }
        return positions;
    }

    /** A batch line's position ({@code -} is the empty board). */
    static Position batchPosition(String line, Rules rules) {
        return Position.parse(rules, line.equals("-") ? "" : line);
    }
}
