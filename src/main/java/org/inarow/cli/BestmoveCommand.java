package org.inarow.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "bestmove", description = "Searches a position and prints progress, then 'bestmove <point>'.")
final class BestmoveCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = "--level", paramLabel = "L", defaultValue = "hard", description = "easy, medium or hard (default: ${DEFAULT-VALUE})")
    String level;

    @Option(names = "--movetime", paramLabel = "MS", defaultValue = "1000", description = "thinking time in milliseconds (default: ${DEFAULT-VALUE})")
    long movetime;

    @Option(names = "--moves", paramLabel = "MOVES", defaultValue = "", description = "the position as a move list")
    String moves;

    @Override
    public Integer call() {
        return NotBuiltYet.say("bestmove");
    }
}
