package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The commands as the issue found them, with the real engines and almost no time. */
class NoTimeToThinkCommandTest {

    @Test
    void ticTacToeIsExactAtAHundredMilliseconds() {
        CliRun.Result r = CliRun.run(Engines.REAL, "analyze", "--game", "tictactoe", "--movetime", "100", "--moves", "");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).contains("outcome: draw", "proof: exact").noneMatch(line -> line.equals("best: -"));
        assertThat(r.outLines()).anyMatch(line -> line.matches("best: [abc][123]"));
    }

    @Test
    void aStrategyWithNoTimePlaysTheCentreOfAnEmptyBoardNotA1() {
        CliRun.Result r = CliRun.run(Engines.REAL, "bestmove", "--level", "minimax", "--movetime", "1", "--moves", "");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).last().isEqualTo("bestmove h8");
    }
}
