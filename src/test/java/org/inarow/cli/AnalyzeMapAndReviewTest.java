package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Candidate;
import org.inarow.ai.Candidates;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.Proof;
import org.inarow.ai.Strategies;
import org.inarow.model.Point;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** analyze's win chance, its map lines (--candidates N) and its review of a game (--review). */
class AnalyzeMapAndReviewTest {
    private final List<Limits> limits = new ArrayList<>();
    private final List<Integer> counts = new ArrayList<>();

    /** An estimate: the first player's chance is 0.724 plus a hundredth per move played; best a1. */
    private Prediction estimate(org.inarow.model.Position position, Limits l) {
        limits.add(l);
        Point a1 = new Point(0, 0);
        return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, a1, List.of(a1), 180, 0, List.of(), Map.of(),
                position.toMove(), Math.min(1, 0.724 + position.moveCount() / 100.0), List.of());
    }

    private final Engines engines = new Engines((spec, rules, seed) -> new FakeStrategy(1, List.of()),
            rules -> (position, l, cancellation) -> estimate(position, l),
            rules -> (position, count, l, cancellation, progress) -> {
                counts.add(count);
                Prediction p = estimate(position, l);
                return new Candidates(p, List.of(
                        new Candidate(new Point(0, 0), OutcomeClass.BETTER, 0.724, 180, List.of(new Point(0, 0)), true, false),
                        new Candidate(new Point(1, 1), OutcomeClass.ABOUT_EVEN, 0.655, 90, List.of(new Point(1, 1)), false, true),
                        new Candidate(new Point(2, 2), OutcomeClass.WORSE, 0.3, -300, List.of(new Point(2, 2)), false, false)));
            });

    @Test
    void theWinChanceIsTheFirstPlayersWithTwoDecimals() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--moves", "");

        assertThat(r.outLines()).last().isEqualTo("win-chance: 0.72");
        assertThat(r.outLines()).startsWith("to-move: first", "outcome: unknown", "proof: estimate", "best: a1");
    }

    @Test
    void candidatesAddTheirLinesAfterThePredictionOfTheSameAnalysis() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--moves", "h8", "--candidates", "2", "--movetime", "700");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).containsExactly(
                "to-move: second",
                "outcome: unknown",
                "proof: estimate",
                "best: a1",
                "defence: -",
                "line: a1",
                "score: 180",
                "win-chance: 0.73",
                "candidate: a1 better 0.72",
                "candidate: b2 about-even 0.66");
        assertThat(counts).containsExactly(2);
        assertThat(limits).extracting(Limits::timeMillis).containsExactly(700L);
    }

    @Test
    void theRealTicTacToeMapListsEveryCellExactly() {
        CliRun.Result r = CliRun.run(Engines.REAL, "analyze", "--game", "tictactoe", "--moves", "a1 b2 b1", "--candidates", "9");

        assertThat(r.outLines()).contains("outcome: draw", "win-chance: 0.50", "candidate: c1 draw 0.50");
        assertThat(r.outLines()).filteredOn(l -> l.startsWith("candidate: ")).hasSize(6)
                .filteredOn(l -> !l.equals("candidate: c1 draw 0.50")).allMatch(l -> l.endsWith(" proven-loss 1.00"));
    }

    @Test
    void aReviewIsOneLinePerMoveAtHalfASecondAPosition(@TempDir Path dir) throws IOException {
        Path game = Files.writeString(dir.resolve("g.txt"), "h8 h9 i8\n");
        CliRun.Result r = CliRun.run(engines, "analyze", "--file", game.toString(), "--review");

        assertThat(r.status()).isZero();
        // the chance rises a hundredth a move: white's moves give away a hundredth each, no mark
        assertThat(r.outLines()).containsExactly(
                "1\th8\tfirst\t0.73\ta1\t-",
                "2\th9\tsecond\t0.74\ta1\t-",
                "3\ti8\tfirst\t0.75\ta1\t-");
        assertThat(limits).hasSize(4).extracting(Limits::timeMillis).containsOnly(500L);
    }

    @Test
    void aReviewOfAFileWithSetupStonesAndVariationsFollowsItsMainLine(@TempDir Path dir) throws IOException {
        Path game = Files.writeString(dir.resolve("setup.sgf"), "(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih];W[ii](;B[jj])(;B[kk]))");
        CliRun.Result r = CliRun.run(engines, "analyze", "--file", game.toString(), "--review");

        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isZero();
        // the setup stones are the game's first three moves
        assertThat(r.outLines()).extracting(l -> l.split("\t")[1]).containsExactly("h8", "i8", "h6", "i7", "j6");
    }

    @Test
    void aRealTicTacToeReviewFindsTheBlunder() {
        CliRun.Result r = CliRun.run(Engines.REAL, "analyze", "--game", "tictactoe", "--moves", "b2 a1 c3 a2 a3 c1 b3",
                "--review");

        assertThat(r.outLines()).hasSize(7);
        assertThat(r.outLines().get(3)).startsWith("4\ta2\tsecond\t1.00\t").endsWith("\tblunder");
        assertThat(r.outLines()).filteredOn(l -> l.endsWith("\tblunder")).hasSize(1);
        assertThat(r.outLines().get(0)).isEqualTo("1\tb2\tfirst\t0.50\t" + bestOnEmptyBoard() + "\t-");
    }

    private static String bestOnEmptyBoard() {
        return org.inarow.model.Notation.format(Predictors.forRules(org.inarow.model.Rules.ticTacToe())
                .predict(org.inarow.model.Position.empty(org.inarow.model.Rules.ticTacToe()), Limits.none(),
                        org.inarow.ai.Cancellation.never()).best());
    }

    @Test
    void mapsAndReviewsTakeOneGameAndNotEachOther(@TempDir Path dir) throws IOException {
        Path batch = Files.writeString(dir.resolve("b.txt"), "h8\n");
        assertThat(CliRun.run(engines, "analyze", "--candidates", "0").errLines())
                .containsExactly("inarow analyze: --candidates 0: give 1 to 50");
        assertThat(CliRun.run(engines, "analyze", "--batch", batch.toString(), "--candidates", "3").errLines())
                .containsExactly("inarow analyze: --candidates takes one game (--file or --moves), not --batch");
        assertThat(CliRun.run(engines, "analyze", "--batch", batch.toString(), "--review").errLines())
                .containsExactly("inarow analyze: --review takes one game (--file or --moves), not --batch");
        CliRun.Result both = CliRun.run(engines, "analyze", "--moves", "h8", "--review", "--candidates", "2");
        assertThat(both.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(both.errLines()).containsExactly("inarow analyze: give --review or --candidates, not both");
        assertThat(limits).isEmpty();
    }

    @Test
    void aFinishedGameHasNoCandidatesButItsResult() {
        Engines real = new Engines(Strategies::parse, Predictors::forRules, Predictors::candidatesFor);
        CliRun.Result r = CliRun.run(real, "analyze", "--moves", "h8 a1 i8 a2 j8 a3 k8 a4 l8", "--candidates", "3");

        assertThat(r.outLines()).contains("outcome: first-wins", "win-chance: 1.00");
        assertThat(r.outLines()).noneMatch(l -> l.startsWith("candidate:"));
        assertThat(Side.FIRST).isNotNull();
    }
}
