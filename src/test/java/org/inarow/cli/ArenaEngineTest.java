package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.inarow.io.gomocup.FakeEngine;
import org.inarow.io.gomocup.TestEngines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code arena} with a player given as {@code pbrain:COMMAND}: our own brain and the fake engines as separate processes. */
class ArenaEngineTest {

    @Test
    @Timeout(300)
    void our_own_pbrain_plays_two_games_against_a_level_and_its_processes_are_gone() {
        CliRun.Result r = CliRun.run(Engines.REAL, "arena", "--game", "gomoku", "--a", "level=1",
                "--b", "pbrain:" + TestEngines.pbrainCommandLine("level=1"), "--games", "2", "--movetime", "200");

        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isZero();
        List<String> lines = r.outLines();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).matches("game 1 opening 1 first A second B result (first-wins|second-wins|draw) winner [AB-] moves \\d+ time-ms \\d+");
        assertThat(lines.get(1)).matches("game 2 opening 1 first B second A result (first-wins|second-wins|draw) winner [AB-] moves \\d+ time-ms \\d+");
        assertThat(lines.get(2)).startsWith("score: level=1 vs pbrain:");
        assertNoEngineLeft();
    }

    @Test
    @Timeout(400)
    void each_fault_loses_its_game_naming_the_reason_and_the_match_goes_on() {
        for (String[] mode : List.of(
                new String[] {"hang", "timed out: The engine gave no move within 11.2 s."},
                new String[] {"crash", "crashed: The engine stopped running (exit status 3)."},
                new String[] {"occupied", "illegal move: The engine played "},
                new String[] {"off-board", "illegal move: The engine played 15,3, which is off the 15x15 board."},
                new String[] {"garbage", "garbage: The engine printed \"I think I will play somewhere nice\", which is neither a move nor a protocol message."})) {
            CliRun.Result r = CliRun.run(Engines.REAL, "arena", "--game", "gomoku", "--a", "level=1",
                    "--b", "pbrain:" + TestEngines.fake(mode[0]).commandLine(), "--games", "2", "--movetime", "200");

            assertThat(r.status()).as(mode[0]).isZero();
            List<String> lines = r.outLines();
            assertThat(lines).as(mode[0]).hasSize(3);
            assertThat(lines.get(0)).as(mode[0]).matches("game 1 opening 1 first A second B result first-wins winner A moves \\d+ time-ms \\d+ forfeit B .*")
                    .contains(" forfeit B " + mode[1]);
            assertThat(lines.get(1)).as(mode[0]).matches("game 2 opening 1 first B second A result second-wins winner A moves \\d+ time-ms \\d+ forfeit B .*")
                    .contains(" forfeit B " + mode[1]);
            assertThat(lines.get(2)).as(mode[0]).startsWith("score: level=1 vs pbrain:").contains(": 2-0-0 1.000");
            assertNoEngineLeft();
        }
    }

    @Test
    @Timeout(120)
    void engine_margin_sets_the_wait_past_the_move_time() {
        CliRun.Result r = CliRun.run(Engines.REAL, "arena", "--game", "gomoku", "--a", "level=1",
                "--b", "pbrain:" + TestEngines.fake("hang").commandLine(), "--games", "1", "--movetime", "200", "--engine-margin", "300");
        CliRun.Result negative = CliRun.run(Engines.REAL, "arena", "--a", "level=1",
                "--b", "pbrain:" + TestEngines.fake("good").commandLine(), "--engine-margin", "-1");

        // the move time, the margin, and the first move's set-up time (10 s)
        assertThat(r.outLines().get(0)).endsWith(" forfeit B timed out: The engine gave no move within 10.5 s.");
        assertThat(negative.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(negative.errLines()).containsExactly("inarow arena: --engine-margin -1: give 0 or more milliseconds");
        assertNoEngineLeft();
    }

    @Test
    @Timeout(120)
    void an_engine_that_cannot_start_is_one_line_and_status_2() {
        CliRun.Result missing = CliRun.run(Engines.REAL, "arena", "--a", "level=1", "--b", "pbrain:/no/such/engine", "--games", "2");
        CliRun.Result silent = CliRun.run(Engines.REAL, "arena", "--a", "pbrain:" + TestEngines.fake("refuse").commandLine(),
                "--b", "level=1", "--games", "2");
        CliRun.Result tictactoe = CliRun.run(Engines.REAL, "arena", "--game", "tictactoe", "--a", "random", "--b", "pbrain:/no/such/engine");

        assertThat(missing.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(missing.out()).isEmpty();
        assertThat(missing.errLines()).containsExactly(
                "inarow arena: \"pbrain:/no/such/engine\": The engine could not start: there is no file \"/no/such/engine\".");
        assertThat(silent.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(silent.errLines()).singleElement().asString()
                .endsWith("The engine could not start: it answered START 15 with \"ERROR this size is not supported\" instead of OK.");
        assertThat(tictactoe.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(tictactoe.errLines()).containsExactly(
                "inarow arena: \"pbrain:/no/such/engine\": a Gomocup engine plays gomoku, not tic-tac-toe");
        assertNoEngineLeft();
    }

    private static void assertNoEngineLeft() {
        assertThat(ProcessHandle.current().descendants()
                .filter(p -> p.info().commandLine().map(c -> c.contains(FakeEngine.class.getName()) || c.contains(" pbrain ")).orElse(false)))
                .as("engine processes left after arena").isEmpty();
    }
}
