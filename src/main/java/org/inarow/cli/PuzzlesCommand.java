package org.inarow.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleFormat;
import org.inarow.ai.puzzles.PuzzleMaker;
import org.inarow.ai.puzzles.PuzzleProof;
import org.inarow.ai.puzzles.PuzzleSet;
import org.inarow.io.InputFiles;
import org.inarow.model.UserText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The built-in gomoku puzzle set: {@code --export} writes it in the format of
 * {@code data/puzzles-public.tsv}, {@code --verify} proves every puzzle again (it or a file's), and
 * {@code --make} makes a set from self-play ({@link PuzzleMaking}).
 */
@Command(name = "puzzles", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
        description = "The built-in gomoku puzzles: export them, prove them again, or make a set from self-play.")
final class PuzzlesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--export", paramLabel = "FILE", description = "write the built-in set in the format of puzzles-public.tsv; last line 'N puzzles'")
    Path export;

    @Option(names = "--verify", paramLabel = "FILE", arity = "0..1", fallbackValue = "",
            description = "prove every puzzle again (of FILE; without it the built-in set): a line for each that fails, a count per category; status 1 if any fails; with --out also write the set as proven")
    String verify;

    @Option(names = "--make", description = "make a set from self-play games between the levels, every puzzle proven (needs --out)")
    boolean make;

    @Option(names = "--out", paramLabel = "FILE", description = "with --make: the set to write; FILE.journal keeps each game's work, and a run with the same settings resumes from it; with --verify: the set as proven (each puzzle with the proof's accepted moves and length, those no longer puzzles of their category left out)")
    Path out;

    @Option(names = "--games", paramLabel = "N", description = "with --make: games to play (default: " + PuzzleMaking.DEFAULT_GAMES + ")")
    Integer games;

    @Option(names = "--seed", paramLabel = "N", description = "with --make: the games' seed (default: 1)")
    Long seed;

    @Option(names = "--per-game", paramLabel = "N", description = "with --make: the most puzzles of a category from one game (default: 1)")
    Integer perGame;

    @Option(names = "--cap", paramLabel = "CATEGORY[:LENGTH]=N", description = "with --make: the most puzzles to keep of a category (block=80) or of a category's length (win:2=80); repeatable")
    Map<String, Integer> caps;

    @Option(names = "--exclude", paramLabel = "FILE", description = "with --make: puzzles whose positions (turned or mirrored too) are not to be made again, e.g. puzzles-public.tsv")
    Path exclude;

    /** What a puzzle file may hold. */
    static final InputFiles.TextLimits PUZZLE_LIMITS = new InputFiles.TextLimits("puzzle files", 8L << 20, 8192, 100_000);

    @Override
    public Integer call() throws IOException {
        int modes = (export != null ? 1 : 0) + (verify != null ? 1 : 0) + (make ? 1 : 0);
        if (modes != 1) {
            throw new IllegalArgumentException(modes == 0 ? "give one of --export FILE, --verify [FILE] and --make"
                    : "give only one of --export, --verify and --make");
        }
        if (!make && (out != null && verify == null || games != null || seed != null || perGame != null || caps != null || exclude != null)) {
            throw new IllegalArgumentException("--games, --seed, --per-game, --cap and --exclude go with --make, --out with --make or --verify");
        }
        PrintWriter printer = spec.commandLine().getOut();
        int status;
        if (export != null) {
            status = export(printer);
        } else if (verify != null) {
            status = verify(printer);
        } else {
            if (out == null) {
                throw new IllegalArgumentException("--make needs --out FILE");
            }
            status = new PuzzleMaking(out, games == null ? PuzzleMaking.DEFAULT_GAMES : games, seed == null ? 1 : seed,
                    perGame == null ? 1 : perGame, categoryCaps(), exclude).run(printer);
        }
        printer.flush();
        return status;
    }

    private int export(PrintWriter printer) {
        List<GomokuPuzzle> puzzles = PuzzleSet.builtIn().puzzles();
        write(export, "--export", PuzzleFormat.write(puzzles));
        printer.println(puzzles.size() + " puzzles");
        return ExitCodes.OK;
    }

    /** Writes {@code text} to {@code file}; a file that cannot be written is bad input, named with {@code option}. */
    static void write(Path file, String option, String text) {
        try {
            if (Files.isDirectory(file)) {
                throw new IOException("it is a folder");
            }
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new IllegalArgumentException(option + " " + UserText.escape(file.toString()) + ": cannot write it ("
                    + reason(e) + ")");
        }
    }

    static String reason(IOException e) {
        String name = e.getClass().getSimpleName();
        return switch (name) {
            case "NoSuchFileException" -> "no such folder";
            case "AccessDeniedException" -> "permission denied";
            case "FileSystemException", "IOException" -> e.getMessage() == null ? name : UserText.escape(e.getMessage());
            default -> name + (e.getMessage() == null ? "" : ": " + UserText.escape(e.getMessage()));
        };
    }

    private int verify(PrintWriter printer) {
        List<GomokuPuzzle> puzzles = verify.isEmpty() ? PuzzleSet.builtIn().puzzles() : read(Path.of(verify), "--verify");
        long start = System.nanoTime();
        Map<Category, int[]> tally = new EnumMap<>(Category.class); // proven, all
        List<GomokuPuzzle> asProven = new ArrayList<>();
        int proven = 0;
        for (GomokuPuzzle p : puzzles) {
            PuzzleProof.Check check = PuzzleProof.check(p);
            check.proven().ifPresent(asProven::add);
            int[] t = tally.computeIfAbsent(p.category(), c -> new int[2]);
            t[1]++;
            if (check.problem().isEmpty()) {
                t[0]++;
                proven++;
            } else {
                printer.println(p.id() + ": " + check.problem().get());
                printer.flush();
            }
        }
        tally.forEach((c, t) -> printer.println(c.id() + ": " + t[0] + " of " + t[1] + " proven"));
        long seconds = Math.round((System.nanoTime() - start) / 1e9);
        printer.println("proven " + proven + " of " + puzzles.size() + " puzzles in " + seconds + " s");
        if (out != null) {
            write(out, "--out", PuzzleFormat.write(asProven));
            printer.println("wrote " + asProven.size() + " puzzles as proven to " + UserText.escape(out.toString()));
        }
        return proven == puzzles.size() ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /** The puzzles of a file, each line checked; a bad file fails naming it and the line. */
    static List<GomokuPuzzle> read(Path file, String option) {
        String name = UserText.escape(file.toString());
        List<String> lines;
        try {
            lines = InputFiles.readLines(file, PUZZLE_LIMITS);
        } catch (InputFiles.BadFileException e) {
            throw new IllegalArgumentException(option + " " + name + ": " + e.getMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException(option + " " + name + ": cannot read it (" + reason(e) + ")");
        }
        List<GomokuPuzzle> puzzles;
        try {
            puzzles = PuzzleFormat.parse(lines, name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + " " + e.getMessage());
        }
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException(option + " " + name + ": no puzzles in it");
        }
        return puzzles;
    }

    private Map<String, Integer> categoryCaps() {
        Map<String, Integer> result = new LinkedHashMap<>();
        if (caps != null) {
            caps.forEach((key, n) -> {
                if (n < 0) {
                    throw new IllegalArgumentException("--cap " + UserText.escape(key) + "=" + n + ": give 0 or more");
                }
                try {
                    result.put(PuzzleMaker.Settings.capKey(key), n);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("--cap " + e.getMessage());
                }
            });
        }
        return result;
    }
}
