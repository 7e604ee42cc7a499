package org.inarow.io.gomocup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Each way an engine fails is told apart, in one sentence, and leaves no process behind. */
class EngineFaultTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);
    /** Generous for a JVM starting on a loaded machine; no set-up time, so a hang is seen after the move's time and margin. */
    private static final EngineTimeouts TIMEOUTS = EngineTimeouts.DEFAULT.withStartMillis(20_000).withSetupMillis(0);

    @Test
    @Timeout(60)
    void a_missing_file_cannot_start() {
        EngineFault fault = catchThrowableOfType(() -> EngineClient.start(EngineCommand.parse("/no/such/engine --fast"), RULES), EngineFault.class);
        assertThat(fault.kind()).isEqualTo(FaultKind.CANNOT_START);
        assertThat(fault.getMessage()).isEqualTo("The engine could not start: there is no file \"/no/such/engine\".");
    }

    @Test
    @Timeout(60)
    void a_file_that_is_not_executable_cannot_start() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("not-an-engine", ".txt");
        try {
            EngineFault fault = catchThrowableOfType(() -> EngineClient.start(EngineCommand.parse(file.toString()), RULES), EngineFault.class);
            assertThat(fault.kind()).isEqualTo(FaultKind.CANNOT_START);
            assertThat(fault.getMessage()).endsWith("is not an executable file.");
        } finally {
            java.nio.file.Files.delete(file);
        }
    }

    @Test
    @Timeout(60)
    void an_engine_that_never_answers_start_cannot_start_and_is_killed() {
        AtomicReference<EngineFault> fault = new AtomicReference<>();
        long started = System.nanoTime();
        fault.set(catchThrowableOfType(() -> EngineClient.start(TestEngines.fake("silent"), RULES,
                EngineTimeouts.DEFAULT.withStartMillis(3_000)), EngineFault.class));
        assertThat(fault.get().kind()).isEqualTo(FaultKind.CANNOT_START);
        assertThat(fault.get().getMessage()).isEqualTo("The engine could not start: it gave no answer to START 15 within 3.0 s.");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(30));
        assertNoFakeLeft("silent");
    }

    @Test
    @Timeout(60)
    void an_engine_that_refuses_start_cannot_start() {
        EngineFault fault = catchThrowableOfType(() -> EngineClient.start(TestEngines.fake("refuse"), RULES, TIMEOUTS), EngineFault.class);
        assertThat(fault.kind()).isEqualTo(FaultKind.CANNOT_START);
        assertThat(fault.getMessage()).isEqualTo("The engine could not start: it answered START 15 with \"ERROR this size is not supported\" instead of OK.");
        assertNoFakeLeft("refuse");
    }

    @Test
    @Timeout(60)
    void an_engine_that_exits_right_after_start_has_crashed() {
        EngineFault fault = catchThrowableOfType(() -> EngineClient.start(TestEngines.fake("crash-after-start"), RULES, TIMEOUTS), EngineFault.class);
        assertThat(fault.kind()).isEqualTo(FaultKind.CRASHED);
        assertThat(fault.getMessage()).isEqualTo("The engine stopped running (exit status 3).");
        assertNoFakeLeft("crash-after-start");
    }

    @Test
    @Timeout(60)
    void an_engine_that_exits_when_asked_for_a_move_has_crashed() throws Exception {
        EngineFault fault = faultOnMove("crash", 2_000);
        assertThat(fault.kind()).isEqualTo(FaultKind.CRASHED);
        assertThat(fault.getMessage()).isEqualTo("The engine stopped running (exit status 3).");
    }

    @Test
    @Timeout(60)
    void an_engine_that_hangs_on_a_move_times_out_and_is_killed() throws Exception {
        long started = System.nanoTime();
        EngineFault fault = faultOnMove("hang", 500);
        assertThat(fault.kind()).isEqualTo(FaultKind.TIMED_OUT);
        assertThat(fault.getMessage()).isEqualTo("The engine gave no move within 1.5 s.");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(40));
    }

    @Test
    @Timeout(60)
    void the_first_move_may_also_take_the_set_up_time() throws Exception {
        long started = System.nanoTime();
        try (EngineClient engine = EngineClient.start(TestEngines.fake("hang"), RULES, TIMEOUTS.withSetupMillis(2_000))) {
            engine.configure(EngineSettings.perMove(RULES, 500));
            EngineFault fault = catchThrowableOfType(() -> engine.begin(), EngineFault.class);
            assertThat(fault.getMessage()).isEqualTo("The engine gave no move within 3.5 s.");
        }
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThan(Duration.ofMillis(3_500));
    }

    @Test
    @Timeout(60)
    void an_engine_that_answers_an_occupied_point_played_an_illegal_move() throws Exception {
        EngineFault fault = faultOnMove("occupied", 2_000);
        assertThat(fault.kind()).isEqualTo(FaultKind.ILLEGAL_MOVE);
        assertThat(fault.getMessage()).isEqualTo("The engine played 8,6 (i9), which is already taken.");
    }

    @Test
    @Timeout(60)
    void an_engine_that_answers_off_the_board_played_an_illegal_move() throws Exception {
        EngineFault fault = faultOnMove("off-board", 2_000);
        assertThat(fault.kind()).isEqualTo(FaultKind.ILLEGAL_MOVE);
        assertThat(fault.getMessage()).isEqualTo("The engine played 15,3, which is off the 15x15 board.");
    }

    @Test
    @Timeout(60)
    void an_engine_that_babbles_printed_garbage() throws Exception {
        EngineFault fault = faultOnMove("garbage", 2_000);
        assertThat(fault.kind()).isEqualTo(FaultKind.GARBAGE);
        assertThat(fault.getMessage()).isEqualTo("The engine printed \"I think I will play somewhere nice\", which is neither a move nor a protocol message.");
    }

    @Test
    @Timeout(60)
    void a_well_behaved_fake_plays_so_the_faults_above_are_the_modes() throws Exception {
        try (EngineClient engine = EngineClient.start(TestEngines.fake("good"), RULES, TIMEOUTS)) {
            engine.configure(EngineSettings.perMove(RULES, 2_000));
            EngineReply reply = engine.board(Position.parse(RULES, "h8 h9 i9"));
            assertThat(reply.move().toString()).isEqualTo("a15");
            assertThat(engine.about().describe()).isEqualTo("Fake good 1.0");
        }
    }

    /** Starts the fake, asks for a move after h8 h9 i9 and returns the fault; the process must be gone. */
    private static EngineFault faultOnMove(String mode, long turnMillis) throws Exception {
        EngineClient engine = EngineClient.start(TestEngines.fake(mode), RULES, TIMEOUTS);
        ProcessHandle process = engine.processHandle();
        try (engine) {
            engine.configure(EngineSettings.perMove(RULES, turnMillis));
            EngineFault fault = catchThrowableOfType(() -> engine.board(Position.parse(RULES, "h8 h9 i9")), EngineFault.class);
            assertThat(fault).as("a fault for %s", mode).isNotNull();
            assertThat(process.isAlive()).as("the %s engine is stopped with the fault", mode).isFalse();
            assertThat(engine.log().lines()).anyMatch(line -> line.startsWith("fault (" + fault.kind().word() + ")"));
            return fault;
        }
    }

    private static void assertNoFakeLeft(String mode) {
        assertThat(ProcessHandle.current().descendants()
                .filter(p -> p.info().commandLine().orElse("").contains(FakeEngine.class.getName() + " " + mode)))
                .as("no %s fake left running", mode).isEmpty();
    }
}
