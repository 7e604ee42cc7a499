package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import javax.swing.SwingUtilities;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Proof;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Where the background work runs: the computer's player and the predictor are made (the engine
 * allocates its tables then) and search on a worker thread, below the event thread's priority.
 */
class SearchThreadsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private final List<Throwable> errors = new ArrayList<>();
    /** What ran where: "make strategy", "search", "make predictor", "predict", each with its thread. */
    private final ConcurrentLinkedQueue<Seen> seen = new ConcurrentLinkedQueue<>();
    private GameController controller;

    private record Seen(String what, boolean onEventThread, int priority) {
        static Seen now(String what) {
            return new Seen(what, SwingUtilities.isEventDispatchThread(), Thread.currentThread().getPriority());
        }
    }

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    @Test
    void theComputersPlayerAndThePredictorAreMadeAndRunOffTheEventThreadBelowItsPriority() {
        Strategy scripted = TestStrategies.scripted("h8");
        Strategy watched = new Strategy() {
            @Override
            public String name() {
                return "watched";
            }

            @Override
            public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
                seen.add(Seen.now("search"));
                return scripted.search(position, limits, cancellation, progress);
            }
        };
        Predictor predictor = (position, limits, cancellation) -> {
            seen.add(Seen.now("predict"));
            return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of());
        };
        int eventThreadPriority = Edt.call(() -> Thread.currentThread().getPriority());
        controller = Edt.call(() -> {
            // the computer plays first: it moves at once, then the prediction starts for the person
            GameController c = new GameController(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.SECOND, Level.HARD, 1),
                    true, (level, rules, seed) -> {
                        seen.add(Seen.now("make strategy"));
                        return watched;
                    }, rules -> {
                        seen.add(Seen.now("make predictor"));
                        return predictor;
                    }, errors::add);
            c.start();
            return c;
        });
        Edt.waitFor("the computer's move and a prediction", 5000,
                () -> controller.history().size() == 1 && controller.analysis().prediction().isPresent());

        assertThat(seen).extracting(Seen::what).contains("make strategy", "search", "make predictor", "predict");
        assertThat(seen).allSatisfy(s -> {
            assertThat(s.onEventThread()).as(s.what() + " off the event thread").isFalse();
            assertThat(s.priority()).as(s.what() + " below the event thread's priority").isLessThan(eventThreadPriority);
        });
    }
}
