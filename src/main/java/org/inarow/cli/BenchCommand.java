package org.inarow.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "bench", description = "Searches fixed positions to a fixed depth; last line 'nodes N time-ms T nps X'.")
final class BenchCommand implements Callable<Integer> {
    @Option(names = "--model", description = "measure the model instead: place, win check and undo per second on each board size")
    boolean model;

    @Override
    public Integer call() {
        if (model) {
            ModelBench.run(System.out, 2000);
            return ExitCodes.OK;
        }
        return NotBuiltYet.say("bench");
    }
}
