package org.inarow.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.inarow.io.Autosave;
import org.inarow.io.DataFolder;
import org.inarow.io.PuzzleProgressFile;
import org.inarow.model.UserText;
import org.inarow.ui.DisplayCheck;
import org.inarow.ui.FirstLook;
import org.inarow.ui.InARowApp;
import org.inarow.ui.SmokeRun;
import org.inarow.ui.StartupPreload;
import org.inarow.ui.StartupTimeline;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.Settings;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The entry point: with no arguments it opens the window; sub-commands run headless. */
@Command(name = "inarow", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
        description = {"Tic-tac-toe and gomoku. With no command, opens the game window.",
                "inarow FILE opens the window with that game (SGF, PSQ or a move list)."},
        subcommands = {AnalyzeCommand.class, BestmoveCommand.class, ArenaCommand.class,
                BenchCommand.class, PbrainCommand.class, CalibrateCommand.class, PuzzlesCommand.class})
public final class Main implements Callable<Integer> {

    @Option(names = "--smoke", description = "open the window, play one computer move, print start-up figures and exit")
    boolean smoke;

    /** A game file to open in the window (taken without the parser: see {@link #gameFile}); null for none. */
    Path file;

    /** The sub-commands' names: a lone argument that is one of them is the command, never a file ({@code WindowStartTest}). */
    static final Set<String> COMMANDS = Set.of("analyze", "bestmove", "arena", "bench", "pbrain", "calibrate", "puzzles");

    /** With {@code -Dinarow.debug=true}, an unexpected failure also prints its stack trace. */
    static final String DEBUG_PROPERTY = "inarow.debug";

    public static void main(String[] args) {
        StartupTimeline.mark("main");
        int status;
        try {
            if (opensTheWindow(args)) {
                boolean smoke = args.length == 1 && "--smoke".equals(args[0]);
                Optional<Path> file = args.length == 1 && !smoke ? gameFile(args[0]) : Optional.empty();
                status = runWindow(smoke, file, new PrintWriter(System.err, true));
            } else {
                status = run(args);
            }
        } catch (Throwable e) { // the last resort (an Error, such as running out of memory, passes picocli's handler)
            status = reportFailure(e, "inarow", new PrintWriter(System.err, true));
        }
        System.exit(status);
    }

    /**
     * The three ways a player or a script opens the window, taken without the command-line parser:
     * picocli reads every sub-command's annotations first, a quarter of the start-up on a cold JVM.
     * No argument, {@code --smoke}, or one game file (a file manager's "open with").
     */
    static boolean opensTheWindow(String... args) {
        return args.length == 0 || args.length == 1 && ("--smoke".equals(args[0]) || gameFile(args[0]).isPresent());
    }

    /**
     * The game file a lone argument names, made absolute (it goes into the recent files): one that is
     * no option nor command and looks like a file, with an extension or a folder in it ({@code
     * game.sgf}, {@code games/first}), or is one. A mistyped command ({@code inarow analyse}) stays
     * an unknown command.
     */
    static Optional<Path> gameFile(String argument) {
        if (argument.isEmpty() || argument.startsWith("-") || COMMANDS.contains(argument)) {
            return Optional.empty();
        }
        try {
            Path path = Path.of(argument);
            boolean looksLikeAFile = path.getFileName() != null && path.getFileName().toString().contains(".")
                    || path.getNameCount() > 1 || path.isAbsolute() || Files.isRegularFile(path);
            return looksLikeAFile ? Optional.of(path.toAbsolutePath()) : Optional.empty();
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /** Opens the window (or the smoke run) as {@link #call()} does under picocli, its failures reported alike. */
    static int runWindow(boolean smoke, PrintWriter err) {
        return runWindow(smoke, Optional.empty(), err);
    }

    /** Opens the window with {@code file}'s game, or the smoke run; failures reported as under picocli. */
    static int runWindow(boolean smoke, Optional<Path> file, PrintWriter err) {
        Main main = new Main();
        main.smoke = smoke;
        main.file = file.orElse(null);
        try {
            return main.call();
        } catch (IllegalArgumentException e) {
            err.println(UserText.escape("inarow: " + e.getMessage()));
            return ExitCodes.BAD_INPUT;
        } catch (Exception e) {
            return reportFailure(e, "inarow", err);
        }
    }

    /** Runs the command line and returns the exit status (for tests, without exiting). */
    public static int run(String... args) {
        return configure(new CommandLine(new Main())).execute(args);
    }

    /** Runs with a factory for the commands and given streams: tests inject fakes and capture output. */
    static int run(CommandLine.IFactory factory, PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = configure(new CommandLine(new Main(), factory));
        cli.setOut(out);
        cli.setErr(err);
        int status = cli.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    private static CommandLine configure(CommandLine cli) {
        cli.setExecutionExceptionHandler(Main::reportInputError);
        cli.setParameterExceptionHandler(Main::reportBadOption);
        return cli;
    }

    @Override
    public Integer call() throws InterruptedException {
        Settings settings = smoke ? null : Settings.forUser();
        if (settings != null) {
            Texts.use(settings.language()); // before the theme, whose font must draw it
        }
        // painted on the other core while the display opens; the window's classes load there next
        FirstLook look = smoke ? SmokeRun.firstLook(StartupPreload::loadHere)
                : FirstLook.prepare(settings.theme(), settings.setup().rules(), settings.window().size(),
                        settings.window().location(), StartupPreload::loadHere);
        Optional<String> noDisplay = DisplayCheck.problem();
        if (noDisplay.isPresent()) {
            System.err.println("inarow: cannot open the game window: " + noDisplay.get()
                    + "; the headless commands still work (inarow --help)");
            return ExitCodes.FAILURE;
        }
        StartupTimeline.mark("display checked");
        StartupPreload.linkFirstLookAhead(); // while the event thread starts
        if (smoke) {
            return SmokeRun.run(System.out, System.err, StrategyFactory.standard(), look);
        }
        return InARowApp.runUntilClosed(InARowApp.Config.of(settings).withAutosave(Autosave.inDataFolder())
                .withPuzzleProgress(DataFolder.path().resolve(PuzzleProgressFile.NAME)), look,
                Optional.ofNullable(file));
    }

    /**
     * Bad input is one line on standard error and status 2. Anything else is unexpected (a bug, or
     * the machine out of memory or disk): one line too, naming the failure, and status 1; its stack
     * trace only with {@code -Dinarow.debug=true}.
     */
    private static int reportInputError(Exception e, CommandLine cli, CommandLine.ParseResult parsed) {
        if (e instanceof IllegalArgumentException) {
            cli.getErr().println(UserText.escape(commandName(cli) + ": " + e.getMessage()));
            return ExitCodes.BAD_INPUT;
        }
        return reportFailure(e, commandName(cli), cli.getErr());
    }

    /** The one line for an unexpected failure, and status {@link ExitCodes#FAILURE}. */
    static int reportFailure(Throwable e, String command, PrintWriter err) {
        String what = e.getMessage() == null ? e.getClass().getName() : e.getClass().getName() + ": " + e.getMessage();
        err.println(UserText.shown(command + ": unexpected failure (" + what + ")", 1000)
                + (Boolean.getBoolean(DEBUG_PROPERTY) ? "" : "; -D" + DEBUG_PROPERTY + "=true shows where"));
        if (Boolean.getBoolean(DEBUG_PROPERTY)) {
            e.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.FAILURE;
    }

    /** A bad option or argument is one line too (not the whole usage text), with a hint, and status 2. */
    private static int reportBadOption(CommandLine.ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        String command = commandName(cli);
        String message = e.getMessage();
        if (cli.getParent() == null && e instanceof CommandLine.UnmatchedArgumentException unmatched
                && !unmatched.getUnmatched().isEmpty() && !unmatched.getUnmatched().get(0).startsWith("-")) {
            message = "unknown command '" + UserText.shown(unmatched.getUnmatched().get(0), 40) + "'";
        }
        cli.getErr().println(UserText.escape(command + ": " + message + " (see '" + command + " --help')"));
        return ExitCodes.BAD_INPUT;
    }

    /** The command as typed, sub-commands included ("inarow calibrate fit"). */
    private static String commandName(CommandLine cli) {
        return cli.getParent() == null ? "inarow" : commandName(cli.getParent()) + " " + cli.getCommandName();
    }
}
