package org.inarow.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.inarow.ai.calibration.ShapeTuning;
import org.inarow.io.AtomicFiles;
import org.inarow.model.Rules;
import org.inarow.model.UserText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code calibrate shapes}: a value per cell shape fitted on top of the evaluation, judged on held-out games. */
@Command(name = "shapes", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class,
        description = "Fits a value per cell shape (a cell's four line patterns) on top of the evaluation on the results of games, "
                + "judges it on held-out games beside the evaluation as it is, and writes the values to a file.")
final class CalibrateShapes implements Runnable {
    @Spec
    CommandSpec spec;
    @Mixin
    GameOptions game;
    @Mixin
    CalibrateCommand.FitGames fit;

    @Option(names = "--out", paramLabel = "FILE", description = "write the fitted values here: a line per shape (name, to move, waiting, in sixteenths of a point) and the tempo")
    Path out;

    @Override
    public void run() {
        Rules rules = game.rules();
        if (out != null) {
            checkWritable(out); // before the fit, which takes minutes on real data
        }
        ShapeTuning.Report report = ShapeTuning.tune(fit.read(rules, "shapes"), rules, fit.fromMove, fit.holdoutEvery);
        PrintWriter text = spec.commandLine().getOut();
        text.printf(Locale.ROOT, "games: %d; quiet positions: %d fitted, %d held out%n", report.games(),
                report.training(), report.heldOut());
        for (ShapeTuning.Trial trial : report.trials()) {
            text.printf(Locale.ROOT, "ridge %.0e a position: held-out log-loss %.4f%n", trial.ridgePerRow(), trial.logLoss());
        }
        text.printf(Locale.ROOT, "held-out log-loss: fitted %.4f, shipped %.4f, base rate %.4f%n",
                report.fittedLogLoss(), report.shippedLogLoss(), report.baseLogLoss());
        text.printf(Locale.ROOT, "%s%n", report.fitted());
        if (out != null) {
            try {
                AtomicFiles.write(out, report.fitted().toText());
            } catch (IOException e) {
                throw cannotWrite(e);
            }
            text.printf(Locale.ROOT, "written to %s%n", out);
        }
        text.flush();
    }

    /** Fails unless a file can be written at {@code file}: a file written and deleted there now. */
    private void checkWritable(Path file) {
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException("--out " + UserText.escape(file.toString()) + ": that is a folder");
        }
        Path folder = file.toAbsolutePath().getParent();
        try {
            Path probe = Files.createTempFile(folder, ".inarow-shapes", ".tmp");
            Files.delete(probe);
        } catch (IOException e) {
            throw cannotWrite(e);
        }
    }

    private IllegalArgumentException cannotWrite(IOException e) {
        return new IllegalArgumentException("--out " + UserText.escape(out.toString()) + ": cannot write it ("
                + PuzzlesCommand.reason(e) + ")");
    }
}
