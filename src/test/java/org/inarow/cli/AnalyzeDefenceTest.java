package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze}'s {@code defence} line with the real predictor: the points that really stop the
 * opponent's threat, {@code none} when nothing does, {@code -} when there is nothing to stop; and the
 * centre as the best move on an empty board.
 */
class AnalyzeDefenceTest {
    /**
     * Black to move: White's split three f4 g5 _ i7 is unstoppable (h6, e3 and j8 lose to White's
     * threats), and Black's fours e11, k10 (with d12, l11 after the blocks) only delay it.
     */
    static final String UNSTOPPABLE = "h8 g7 h7 h9 i8 g8 j9 g6 g9 f7 e6 h5 i4 f8 f10 g5 g4 i7 i5 d8 e8 f4";

    @Test
    void anOpenThreeThatNothingStopsIsDefendedByNone() {
        CliRun.Result r = CliRun.run(Engines.REAL, "analyze", "--game", "gomoku", "--moves", UNSTOPPABLE,
                "--movetime", "3000");

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.outLines()).contains("outcome: second-wins", "proof: threat", "defence: none");
        assertThat(r.outLines()).noneMatch(l -> l.startsWith("defence: ") && l.matches(".*\\b(e11|k10|d12|l11)\\b.*"));
    }

    @Test
    void aFourOnTheBoardIsDefendedByItsBlockAndNoThreatByADash() {
        // white h9 h10 h11 h12 over black's three stones: black must play h13 or lose (h8 is black's)
        CliRun.Result four = CliRun.run(Engines.REAL, "analyze", "--moves", "h8 h9 i8 h10 a1 h11 a3 h12",
                "--movetime", "1000");
        assertThat(four.outLines()).contains("defence: h13", "best: h13");

        CliRun.Result quiet = CliRun.run(Engines.REAL, "analyze", "--moves", "h8 i9", "--movetime", "500");
        assertThat(quiet.outLines()).contains("defence: -");
    }

    @Test
    void theBatchEndsEachLineWithTheDefence(@TempDir Path dir) throws IOException {
        Path batch = Files.writeString(dir.resolve("positions.txt"), "h8 h9 i8 h10 a1 h11 a3 h12\nh8 i9\n");

        CliRun.Result r = CliRun.run(Engines.REAL, "analyze", "--batch", batch.toString(), "--movetime", "500");

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.outLines()).hasSize(2);
        assertThat(r.outLines().get(0)).endsWith("\th13");
        assertThat(r.outLines().get(1).split("\t")).hasSize(7).endsWith("-");
    }

    @Test
    void theEmptyBoardsBestMoveIsTheCentreUnderEveryRuleAndSize() {
        for (String rule : new String[] {"freestyle", "standard", "renju"}) {
            assertThat(CliRun.run(Engines.REAL, "analyze", "--rule", rule, "--movetime", "300").outLines())
                    .as(rule).contains("best: h8");
            assertThat(CliRun.run(Engines.REAL, "bestmove", "--rule", rule, "--level", "level=10", "--movetime", "300")
                    .outLines()).as(rule).last().isEqualTo("bestmove h8");
        }
        assertThat(CliRun.run(Engines.REAL, "analyze", "--size", "19", "--movetime", "300").outLines())
                .contains("best: j10");
        assertThat(CliRun.run(Engines.REAL, "analyze", "--size", "20", "--movetime", "300").outLines())
                .contains("best: j10");
        assertThat(CliRun.run(Engines.REAL, "analyze", "--game", "tictactoe").outLines()).contains("best: b2");
    }
}
