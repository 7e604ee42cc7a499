package org.inarow.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "arena", description = "Plays two players against each other from balanced openings and reports the score and Elo.")
final class ArenaCommand implements Callable<Integer> {
    @Mixin
    GameOptions game;

    @Option(names = "--a", paramLabel = "P", required = true, description = "first player: a level or a strategy, e.g. alphabeta:depth=3")
    String playerA;

    @Option(names = "--b", paramLabel = "P", required = true, description = "second player")
    String playerB;

    @Option(names = "--games", paramLabel = "N", defaultValue = "20", description = "number of games (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--movetime", paramLabel = "MS", defaultValue = "200", description = "time per move in milliseconds (default: ${DEFAULT-VALUE})")
    long movetime;

    @Option(names = "--openings", paramLabel = "FILE", description = "opening move lists, one a line")
    Path openings;

    @Override
    public Integer call() {
        return NotBuiltYet.say("arena");
    }
}
