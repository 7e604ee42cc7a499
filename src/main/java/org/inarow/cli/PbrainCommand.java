package org.inarow.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "pbrain", description = "Speaks the Gomocup (piskvork) engine protocol on standard input and output.")
final class PbrainCommand implements Callable<Integer> {
    @Option(names = "--level", paramLabel = "L", defaultValue = "hard", description = "easy, medium or hard (default: ${DEFAULT-VALUE})")
    String level;

    @Override
    public Integer call() {
        return NotBuiltYet.say("pbrain");
    }
}
