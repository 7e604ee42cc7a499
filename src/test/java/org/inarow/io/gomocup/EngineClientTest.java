package org.inarow.io.gomocup;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Our own {@code pbrain}, started as a separate process, driven through the client. */
class EngineClientTest {
    private final Rules rules = Rules.gomokuFreestyle(15);

    @Test
    @Timeout(120)
    void plays_a_game_through_board_turn_takeback_and_restart_and_ends_the_process() throws Exception {
        EngineClient engine = EngineClient.start(TestEngines.pbrain("level=2"), rules);
        ProcessHandle process = engine.processHandle();
        List<EngineEvaluation> heard = new CopyOnWriteArrayList<>();
        engine.setEvaluationListener(heard::add);
        try (engine) {
            assertThat(engine.about().name()).contains("InARow");
            engine.configure(EngineSettings.perMove(rules, 300));

            Position opening = Position.parse(rules, "h8 h9 i9");
            EngineReply first = engine.board(opening);
            assertThat(opening.isPlayable(first.move())).isTrue();
            assertThat(engine.position().moves()).hasSize(4).endsWith(first.move());

            Point ours = firstEmpty(engine.position());
            EngineReply second = engine.turn(ours);
            assertThat(engine.position().moves()).hasSize(6).endsWith(ours, second.move());

            engine.takeback();
            assertThat(engine.position().moves()).hasSize(5);
            engine.restart();
            EngineReply opened = engine.begin();
            assertThat(engine.position().moves()).containsExactly(opened.move());
            assertThat(heard).as("evaluations heard from its MESSAGE lines").isNotEmpty();
            assertThat(first.evaluation()).isPresent();
        }
        assertThat(process.onExit()).succeedsWithin(Duration.ofSeconds(10));
        assertThat(process.isAlive()).isFalse();
    }

    private static Point firstEmpty(Position position) {
        for (int row = 0; row < 15; row++) {
            for (int col = 0; col < 15; col++) {
                if (position.isEmpty(new Point(col, row))) {
                    return new Point(col, row);
                }
            }
        }
        throw new AssertionError("full board");
    }
}
