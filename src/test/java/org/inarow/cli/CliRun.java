package org.inarow.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import picocli.CommandLine;

/** Runs the command line through {@link Main#run} with fake engines and captured output. */
final class CliRun {

    record Result(int status, String out, String err) {
        List<String> outLines() {
            return out.lines().toList();
        }

        List<String> errLines() {
            return err.lines().toList();
        }
    }

    private CliRun() {
    }

    static Result run(Engines engines, String... args) {
        return run(engines, InputStream.nullInputStream(), args);
    }

    static Result run(Engines engines, InputStream in, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                Object command = type == AnalyzeCommand.class ? new AnalyzeCommand(engines)
                        : type == BestmoveCommand.class ? new BestmoveCommand(engines)
                        : type == ArenaCommand.class ? new ArenaCommand(engines)
                        : type == BenchCommand.class ? new BenchCommand(engines)
                        : type == PbrainCommand.class ? new PbrainCommand(engines, in)
                        : type == CalibrateCommand.class ? new CalibrateCommand(engines)
                        : null;
                return command != null ? type.cast(command) : CommandLine.defaultFactory().create(type);
            }
        };
        int status = Main.run(factory, new PrintWriter(out), new PrintWriter(err), args);
        return new Result(status, out.toString(), err.toString());
    }
}
