package org.inarow.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "analyze", description = "Says who will win a position, how that is known, and the best move.")
final class AnalyzeCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = "--moves", paramLabel = "MOVES", description = "the position as a move list, e.g. \"h8 h9 i8\"")
    String moves;

    @Option(names = "--file", paramLabel = "FILE", description = "a saved game: SGF, Piskvork PSQ or a move list")
    Path file;

    @Option(names = "--batch", paramLabel = "FILE", description = "one move list a line; one answer a line")
    Path batch;

    @Override
    public Integer call() {
        return NotBuiltYet.say("analyze");
    }
}
