package org.inarow.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.io.pbrain.PbrainProtocol;
import org.inarow.model.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "pbrain", mixinStandardHelpOptions = true, versionProvider = ManifestVersion.class, description = "Speaks the Gomocup (piskvork) engine protocol on standard input and output.")
final class PbrainCommand implements Callable<Integer> {
    /** How long the warm-up waits for one answer before it gives up (a turn is 100 ms; a cold start's first build is slower). */
    private static final long WARM_UP_ANSWER_MILLIS = 10_000;

    @Spec
    CommandSpec spec;

    @Option(names = "--level", paramLabel = "L", defaultValue = "hard", description = "easy, medium, hard, a level (level=1 to 10, or its name) or a strategy spec (default: ${DEFAULT-VALUE})")
    String level;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed of the first game; each later game adds one (default: ${DEFAULT-VALUE})")
    long seed;

    private final Engines engines;
    private final InputStream in;

    PbrainCommand() {
        // through a channel, so the protocol can wake its reader at END and the JVM exits at once
        this(Engines.REAL, Channels.newInputStream(new FileInputStream(FileDescriptor.in).getChannel()));
    }

    PbrainCommand(Engines engines, InputStream in) {
        this.engines = engines;
        this.in = in;
    }

    @Override
    public Integer call() {
        engines.strategies().create(level, Rules.gomokuFreestyle(15), seed); // a bad level fails before the protocol starts
        PbrainProtocol.BrainFactory brains = new PbrainProtocol.BrainFactory() {
            @Override
            public Strategy create(Rules rules, long gameSeed) {
                return engines.strategies().create(level, rules, gameSeed);
            }

            @Override
            public Strategy create(Rules rules, long gameSeed, long maxMemoryBytes) {
                return create(rules, gameSeed, maxMemoryBytes, 1);
            }

            @Override
            public Strategy create(Rules rules, long gameSeed, long maxMemoryBytes, int threads) {
                // INFO max_memory sizes the engine's transposition table; INFO thread_num gives its search threads
                String spec = maxMemoryBytes > 0 ? Strategies.withMemory(level, rules, BrainMemory.budget(maxMemoryBytes)) : level;
                int allowed = BrainThreads.allowed(threads);
                spec = allowed > 1 ? Strategies.withThreads(spec, rules, allowed) : spec;
                return engines.strategies().create(spec, rules, gameSeed);
            }

            @Override
            public void reclaim() {
                BrainMemory.collectTheLastBrain();
            }
        };
        warmUp(brains);
        PbrainProtocol protocol = new PbrainProtocol(new InputStreamReader(in, StandardCharsets.UTF_8), spec.commandLine().getOut(),
                brains, about(), seed);
        PrintStream stdout = System.out;
        System.setOut(System.err); // a stray print anywhere must not corrupt the protocol's stream
        try {
            protocol.run();
        } finally {
            System.setOut(stdout);
        }
        return ExitCodes.OK;
    }

    /**
     * Plays a few quick moves in a session of its own, output discarded, before the manager's first
     * command is read: the classes load and the hot code compiles now, not in the first timed turns
     * (in a cold JVM that costs over 100 ms of the first move). Both openings are played, BEGIN on
     * the empty board and an answer to TURN, as the first move of a game was the slowest at 50 ms
     * turns (90 ms). Each command waits for the answer to the one before, so each search has its
     * turn's time. About 0.8 s, before START's answer; it ends when its searches have.
     */
    static void warmUp(PbrainProtocol.BrainFactory brains) {
        LockstepManager manager = new LockstepManager(List.of("INFO timeout_turn 100", "START 15", "BEGIN", "TURN 8,8",
                "TURN 6,9", "RESTART", "TURN 7,7", "TURN 9,9", "TURN 5,8"), WARM_UP_ANSWER_MILLIS);
        PbrainProtocol warmUp = new PbrainProtocol(manager.commands(), manager.answers(), brains, "", 0);
        warmUp.run();
        // its last searches, answered for but slow to stop in a cold JVM, must not hold their tables into the game
        warmUp.awaitSearchesEnded(PbrainProtocol.SETTLE_MILLIS);
    }

    /** The ABOUT line: keyword="value" pairs, as the protocol recommends, and the threads the brain searches with. */
    static String about() {
        String version = PbrainCommand.class.getPackage().getImplementationVersion();
        return "name=\"InARow\", version=\"" + (version == null ? "dev" : version) + "\", author=\"the InARow team\""
                + ", threads=\"as INFO thread_num allows (one without it)\"";
    }
}
