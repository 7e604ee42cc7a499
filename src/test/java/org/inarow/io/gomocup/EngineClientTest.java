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

    @Test
    @Timeout(120)
    void swap2board_gets_three_stones_then_a_choice_and_an_engine_without_it_says_so() throws Exception {
        try (EngineClient engine = EngineClient.start(TestEngines.pbrain("level=2"), rules)) {
            engine.configure(EngineSettings.perMove(rules, 300));
            Swap2Reply three = engine.swap2(List.of()).orElseThrow();
            assertThat(three.swap()).isFalse();
            assertThat(three.stones()).hasSize(3).doesNotHaveDuplicates();

            Swap2Reply choice = engine.swap2(three.stones()).orElseThrow();
            assertThat(choice.swap() || choice.stones().size() == 1 || choice.stones().size() == 2)
                    .as("SWAP, White's move or two more stones: %s", choice).isTrue();
            choice.stones().forEach(p -> assertThat(three.stones()).doesNotContain(p));

            EngineReply move = engine.board(Position.parse(rules, "h8 h9 i9 j10"));
            assertThat(Position.parse(rules, "h8 h9 i9 j10").isPlayable(move.move())).isTrue();
        }
        try (EngineClient plain = EngineClient.start(TestEngines.fake("good"), rules)) {
            assertThat(plain.swap2(List.of())).isEmpty();
            EngineReply after = plain.begin();
            assertThat(after.move()).as("still in step after the refusal").isNotNull();
        }
        EngineTimeouts quick = EngineTimeouts.DEFAULT.withSetupMillis(0).withMinMarginMillis(500);
        try (EngineClient quiet = EngineClient.start(TestEngines.fake("quiet"), rules, quick)) {
            quiet.configure(EngineSettings.perMove(rules, 300));
            assertThat(quiet.swap2(List.of())).as("no answer within its time: the manager decides").isEmpty();
            long start = System.nanoTime();
            assertThat(quiet.swap2(List.of())).isEmpty();
            // asked again, it would wait its 300 ms and the 500 ms margin: half a second tells them apart on a loaded machine
            assertThat((System.nanoTime() - start) / 1_000_000).as("not asked again").isLessThan(500);
            assertThat(quiet.begin().move()).as("and not stopped: it still plays").isNotNull();
            assertThat(quiet.log().lines()).anyMatch(l -> l.startsWith("(SWAP2BOARD not answered within"));
        }
    }

    @Test
    @Timeout(120)
    void an_engine_told_a_minute_a_move_moves_at_once_when_hurried() throws Exception {
        try (EngineClient engine = EngineClient.start(TestEngines.pbrain("level=10"), rules)) {
            engine.configure(EngineSettings.perMove(rules, 60_000));
            engine.hurry(); // nothing asked yet: not sent
            Thread hurry = new Thread(() -> {
                try {
                    Thread.sleep(1500);
                } catch (InterruptedException e) {
                    return;
                }
                engine.hurry();
            });
            long start = System.nanoTime();
            hurry.start();
            EngineReply reply = engine.board(Position.parse(rules, "h8 h9 i9"));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertThat(Position.parse(rules, "h8 h9 i9").isPlayable(reply.move())).isTrue();
            assertThat(millis).as("time to the move, a minute allowed, hurried after 1.5 s").isBetween(1400L, 20_000L);
        }
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
