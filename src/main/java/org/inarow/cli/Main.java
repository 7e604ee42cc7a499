package org.inarow.cli;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.inarow.io.Autosave;
import org.inarow.ui.DisplayCheck;
import org.inarow.ui.InARowApp;
import org.inarow.ui.SmokeRun;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.window.Settings;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The entry point: with no arguments it opens the window; sub-commands run headless. */
@Command(name = "inarow", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
        description = "Tic-tac-toe and gomoku. With no command, opens the game window.",
        subcommands = {AnalyzeCommand.class, BestmoveCommand.class, ArenaCommand.class,
                BenchCommand.class, PbrainCommand.class, CalibrateCommand.class})
public final class Main implements Callable<Integer> {

    @Option(names = "--smoke", description = "open the window, play one computer move, print start-up figures and exit")
    boolean smoke;

    public static void main(String[] args) {
        System.exit(run(args));
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
        Optional<String> noDisplay = DisplayCheck.problem();
        if (noDisplay.isPresent()) {
            System.err.println("inarow: cannot open the game window: " + noDisplay.get()
                    + "; the headless commands still work (inarow --help)");
            return ExitCodes.FAILURE;
        }
        if (smoke) {
            return SmokeRun.run(System.out, System.err, StrategyFactory.standard());
        }
        return InARowApp.runUntilClosed(InARowApp.Config.of(Settings.forUser()).withAutosave(Autosave.inDataFolder()));
    }

    /** Bad input is one line on standard error and status 2; anything else is a bug, with its trace. */
    private static int reportInputError(Exception e, CommandLine cli, CommandLine.ParseResult parsed) throws Exception {
        if (e instanceof IllegalArgumentException) {
            cli.getErr().println(commandName(cli) + ": " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        throw e;
    }

    /** A bad option or argument is one line too (not the whole usage text), with a hint, and status 2. */
    private static int reportBadOption(CommandLine.ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        String command = commandName(cli);
        String message = e.getMessage();
        if (cli.getParent() == null && e instanceof CommandLine.UnmatchedArgumentException unmatched
                && !unmatched.getUnmatched().isEmpty() && !unmatched.getUnmatched().get(0).startsWith("-")) {
            message = "unknown command '" + unmatched.getUnmatched().get(0) + "'";
        }
        cli.getErr().println(command + ": " + message + " (see '" + command + " --help')");
        return ExitCodes.BAD_INPUT;
    }

    private static String commandName(CommandLine cli) {
        return cli.getParent() == null ? "inarow" : "inarow " + cli.getCommandName();
    }
}
