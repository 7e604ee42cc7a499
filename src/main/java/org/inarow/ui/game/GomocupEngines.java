package org.inarow.ui.game;

import java.util.List;
import java.util.Optional;
import org.inarow.io.gomocup.EngineClient;
import org.inarow.io.gomocup.EngineCommand;
import org.inarow.io.gomocup.EngineEvaluation;
import org.inarow.io.gomocup.EngineReply;
import org.inarow.io.gomocup.EngineSettings;
import org.inarow.io.gomocup.Swap2Reply;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * The window's engines through the Gomocup client ({@link EngineClient}): started with START and the game's
 * rule, told its time before a move whenever it changed (INFO timeout_turn, timeout_match, time_left:
 * {@link EngineTime}), asked for swap2 decisions by SWAP2BOARD, hurried by YXSTOP, and kept in step with the
 * board as {@code arena} keeps its engines ({@link EngineClient#play}): TURN when the opponent just moved,
 * TAKEBACK (undo) or RESTART (a new game) first when the game went back, BOARD for the rest.
 */
public final class GomocupEngines implements EngineLauncher {
    @Override
    public EngineConnection start(EngineEntry engine, Rules rules) {
        try {
            return new Connection(engine.name(), EngineClient.start(new EngineCommand(engine.name(), engine.command()), rules));
        } catch (org.inarow.io.gomocup.EngineFault fault) {
            throw translate(engine.name(), fault);
        } catch (RuntimeException e) {
            throw new EngineFault(engine.name(), EngineFault.Kind.NOT_STARTED,
                    e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
    }

    static EngineFault translate(String name, org.inarow.io.gomocup.EngineFault fault) {
        EngineFault.Kind kind = switch (fault.kind()) {
            case CANNOT_START -> EngineFault.Kind.NOT_STARTED;
            case CRASHED -> EngineFault.Kind.CRASHED;
            case TIMED_OUT -> EngineFault.Kind.TIMED_OUT;
            case ILLEGAL_MOVE -> EngineFault.Kind.ILLEGAL_MOVE;
            case GARBAGE -> EngineFault.Kind.GARBAGE;
        };
        return new EngineFault(name, kind, fault.detail()); // the line, the point, or why it could not start
    }

    private static final class Connection implements EngineConnection {
        private final String name;
        private final EngineClient client;
        private final EngineAbout about;
        private EngineSettings told;

        Connection(String name, EngineClient client) {
            this.name = name;
            this.client = client;
            org.inarow.io.gomocup.EngineAbout said = client.about();
            about = new EngineAbout(said.name().orElse(""), said.version().orElse(""), said.author().orElse(""));
        }

        @Override
        public EngineAbout about() {
            return about;
        }

        @Override
        public EngineAnswer play(Position position, EngineTime time) {
            try {
                tell(position.rules(), time);
                EngineReply reply = client.play(position);
                return new EngineAnswer(reply.move(), reply.evaluation().map(Connection::eval));
            } catch (org.inarow.io.gomocup.EngineFault fault) {
                throw translate(name, fault);
            } catch (java.util.concurrent.CancellationException e) {
                throw new EngineFault(name, EngineFault.Kind.CRASHED, "");
            }
        }

        @Override
        public Optional<Swap2Reply> swap2(Rules rules, List<Point> stones, EngineTime time) {
            try {
                tell(rules, time);
                return client.swap2(stones);
            } catch (org.inarow.io.gomocup.EngineFault fault) {
                throw translate(name, fault);
            } catch (java.util.concurrent.CancellationException e) {
                throw new EngineFault(name, EngineFault.Kind.CRASHED, "");
            }
        }

        @Override
        public void hurry() {
            client.hurry();
        }

        /** The INFO lines for the rule and {@code time}, when anything in them changed since last told. */
        private void tell(Rules rules, EngineTime time) throws org.inarow.io.gomocup.EngineFault {
            EngineSettings settings = new EngineSettings(EngineSettings.ruleOf(rules), time.turnMillis(), time.matchMillis(),
                    time.leftMillis(), EngineSettings.DEFAULT_MEMORY);
            if (!settings.equals(told)) {
                client.configure(settings);
                told = settings;
            }
        }

        private static EngineEval eval(EngineEvaluation e) {
            return switch (e.kind()) {
                case SCORE -> EngineEval.score(e.value());
                case WIN -> EngineEval.winIn(Math.max(1, e.moves()));
                case LOSS -> EngineEval.lossIn(Math.max(1, e.moves()));
            };
        }

        @Override
        public List<String> log() {
            return client.log().lines();
        }

        @Override
        public Optional<ProcessHandle> process() {
            return Optional.of(client.processHandle());
        }

        @Override
        public void close() {
            client.close();
        }
    }
}
