package org.inarow.io.gomocup;

import java.util.List;
import java.util.concurrent.CancellationException;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.StrategyFailure;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * An external engine as a {@link Strategy}, for one game: its process starts at the first move
 * (told the rule and the time per move by INFO), is given the opening by BOARD and then the
 * opponent's moves by TURN, and ends when the
 * strategy is closed. A fault stops the engine and fails the move with a {@link StrategyFailure}
 * whose message names it ({@code crashed: The engine stopped running (exit status 139).}); later
 * moves fail the same way.
 */
public final class EngineStrategy implements Strategy, AutoCloseable {
    private final EngineCommand command;
    private final Rules rules;
    private final EngineTimeouts timeouts;
    private EngineClient client;
    private long configuredTurnMillis = -1;
    private String failure;

    public EngineStrategy(EngineCommand command, Rules rules, EngineTimeouts timeouts) {
        this.command = command;
        this.rules = rules;
        this.timeouts = timeouts;
    }

    @Override
    public String name() {
        return "pbrain:" + command.commandLine();
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (failure != null) {
            throw new StrategyFailure(failure);
        }
        try {
            if (client == null) {
                client = EngineClient.start(command, rules, timeouts);
            }
            long turn = limits.hasTime() ? limits.timeMillis() : EngineSettings.perMove(rules, 0).timeoutTurnMillis();
            if (turn != configuredTurnMillis) {
                client.configure(EngineSettings.perMove(rules, turn));
                configuredTurnMillis = turn;
            }
            EngineReply reply = client.play(position);
            int score = reply.evaluation().map(EngineStrategy::score).orElse(0);
            List<Point> pv = reply.evaluation().map(EngineEvaluation::pv)
                    .filter(line -> !line.isEmpty() && line.get(0).equals(reply.move())).orElse(List.of(reply.move()));
            int depth = reply.evaluation().map(e -> e.depth().orElse(0)).orElse(0);
            SearchResult result = new SearchResult(reply.move(), score, depth, 0, reply.millis(), pv);
            progress.report(result.asProgress());
            return result;
        } catch (EngineFault fault) {
            failure = fault.reportText();
            close();
            throw new StrategyFailure(failure);
        } catch (CancellationException e) {
            failure = "stopped: the engine was closed.";
            throw new StrategyFailure(failure);
        }
    }

    /** An engine's evaluation as our score: a win or loss in n plies as such, a score as given. */
    static int score(EngineEvaluation evaluation) {
        return switch (evaluation.kind()) {
            case WIN -> Score.winIn(Math.max(1, evaluation.value()));
            case LOSS -> Score.lossIn(Math.max(1, evaluation.value()));
            case SCORE -> Math.max(-Score.DECISIVE, Math.min(Score.DECISIVE, evaluation.value()));
        };
    }

    /** Ends the engine's process (END, then killed if it lingers). */
    @Override
    public void close() {
        if (client != null) {
            client.close();
        }
    }
}
