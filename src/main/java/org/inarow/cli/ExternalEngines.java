package org.inarow.cli;

import org.inarow.ai.arena.Player;
import org.inarow.io.gomocup.EngineClient;
import org.inarow.io.gomocup.EngineCommand;
import org.inarow.io.gomocup.EngineFault;
import org.inarow.io.gomocup.EngineStrategy;
import org.inarow.io.gomocup.EngineTimeouts;
import org.inarow.model.Family;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * Players given as {@code pbrain:COMMAND}: an external Gomocup engine, a fresh process for each
 * game. The engine is started once before the match, so one that cannot start fails the command
 * with one line (exit status 2) instead of losing every game.
 */
final class ExternalEngines {
    static final String PREFIX = "pbrain:";

    private ExternalEngines() {
    }

    static boolean isEngine(String spec) {
        return spec.startsWith(PREFIX);
    }

    /** The player for {@code pbrain:COMMAND}, its engine tried first; bad input fails naming it. */
    static Player player(String spec, Rules rules, EngineTimeouts timeouts) {
        String commandLine = spec.substring(PREFIX.length());
        if (rules.family() != Family.GOMOKU) {
            throw new IllegalArgumentException(UserText.quote(spec, 200) + ": a Gomocup engine plays gomoku, not tic-tac-toe");
        }
        EngineCommand command;
        try {
            command = EngineCommand.parse(commandLine);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(UserText.quote(spec, 200) + ": " + e.getMessage());
        }
        try (EngineClient tried = EngineClient.start(command, rules, timeouts)) {
            // started and answered START: good enough; each game starts its own process
        } catch (EngineFault fault) {
            throw new IllegalArgumentException(UserText.quote(spec, 200) + ": " + fault.getMessage());
        }
        return new Player(spec, (r, seed) -> new EngineStrategy(command, r, timeouts));
    }
}
