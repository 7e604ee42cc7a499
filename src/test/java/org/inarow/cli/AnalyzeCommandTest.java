package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {
    private final List<Position> asked = new ArrayList<>();
    private final List<Limits> limits = new ArrayList<>();
    private final List<Rules> predictorsMadeFor = new ArrayList<>();
    /** Says the side to move wins in three plies with b2 c3, for any position it is asked about. */
    private final Engines engines = new Engines(
            (spec, rules, seed) -> new FakeStrategy(1, List.of()),
            rules -> (position, l, cancellation) -> {
                predictorsMadeFor.add(rules);
                asked.add(position);
                limits.add(l);
                return new Prediction(Outcome.winFor(position.toMove()), Proof.THREAT, new Point(1, 1),
                        List.of(new Point(1, 1), new Point(2, 2)), Score.winIn(3), 2, List.of(), Map.of());
            });

    @Test
    void printsThePredictionAsKeyValueLines() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--game", "tictactoe", "--moves", "a1 c1", "--movetime", "250");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).containsExactly(
                "to-move: first",
                "outcome: first-wins",
                "proof: threat",
                "best: b2",
                "defence: -",
                "line: b2 c3",
                "score: win-in-3",
                "win-chance: 1.00");
        assertThat(r.err()).isEmpty();
        assertThat(asked).extracting(Position::toString).containsExactly("a1 c1");
        assertThat(limits).extracting(Limits::timeMillis).containsExactly(250L);
    }

    @Test
    void theEmptyBoardIsTheDefaultPositionAndTheMoveTimeOneSecond() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--game", "gomoku");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).startsWith("to-move: first");
        assertThat(asked.get(0).moveCount()).isZero();
        assertThat(limits.get(0).timeMillis()).isEqualTo(1000);
    }

    @Test
    void aFinishedGameIsAnsweredExactlyFromItsFiveWithoutThePredictor() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--moves", "h8 a1 i8 a2 j8 a3 k8 a4 l8");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).containsExactly(
                "to-move: -",
                "outcome: first-wins",
                "proof: exact",
                "best: -",
                "defence: -",
                "line: -",
                "score: -",
                "win-chance: 1.00");
        assertThat(asked).isEmpty();
    }

    @Test
    void aFullBoardWithoutALineIsADraw() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--game", "tictactoe", "--moves", "a1 b1 c1 b2 a2 a3 c2 c3 b3");

        assertThat(r.outLines()).contains("outcome: draw", "proof: exact", "best: -", "win-chance: 0.50");
        assertThat(asked).isEmpty();
    }

    @Test
    void aBatchGivesOneTabSeparatedLinePerInputLine(@TempDir Path dir) throws IOException {
        Path batch = Files.writeString(dir.resolve("positions.txt"), "a1 c1\n-\na1 b1 a2 b2 a3\n  b2  \n");

        CliRun.Result r = CliRun.run(engines, "analyze", "--game", "tictactoe", "--batch", batch.toString());

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).containsExactly(
                "a1 c1\tfirst\tfirst-wins\tthreat\tb2\t1.00\t-",
                "-\tfirst\tfirst-wins\tthreat\tb2\t1.00\t-",
                "a1 b1 a2 b2 a3\t-\tfirst-wins\texact\t-\t1.00\t-",
                "b2\tsecond\tsecond-wins\tthreat\tb2\t0.00\t-");
    }

    @Test
    void aBadBatchLineFailsNamingItsLineBeforeAnyAnswer(@TempDir Path dir) throws IOException {
        Path batch = Files.writeString(dir.resolve("b.txt"), "a1\nb2 b2\nc3\n");

        CliRun.Result r = CliRun.run(engines, "analyze", "--game", "tictactoe", "--batch", batch.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).containsExactly("inarow analyze: " + batch + " line 2: move 2: b2 is occupied");
        assertThat(asked).isEmpty();
    }

    @Test
    void anEmptyBatchLineIsAnError(@TempDir Path dir) throws IOException {
        Path batch = Files.writeString(dir.resolve("b.txt"), "a1\n\nc3\n");

        CliRun.Result r = CliRun.run(engines, "analyze", "--game", "tictactoe", "--batch", batch.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).containsExactly("inarow analyze: " + batch + " line 2: empty (write '-' for the empty board)");
    }

    @Test
    void aMalformedPointOrAMissingBatchFileIsAnError(@TempDir Path dir) throws IOException {
        Path batch = Files.writeString(dir.resolve("b.txt"), "a1 zz\n");
        CliRun.Result malformed = CliRun.run(engines, "analyze", "--game", "tictactoe", "--batch", batch.toString());
        CliRun.Result missing = CliRun.run(engines, "analyze", "--batch", dir.resolve("nope.txt").toString());

        assertThat(malformed.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(malformed.errLines()).singleElement().asString().startsWith("inarow analyze: " + batch + " line 1: move 2: \"zz\"");
        assertThat(missing.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(missing.errLines()).containsExactly("inarow analyze: --batch " + dir.resolve("nope.txt") + ": no such file");
    }

    @Test
    void badMovesAreOneErrorLineAndStatusTwo() {
        CliRun.Result offBoard = CliRun.run(engines, "analyze", "--game", "tictactoe", "--moves", "a1 d4");
        CliRun.Result afterTheEnd = CliRun.run(engines, "analyze", "--game", "tictactoe", "--moves", "a1 b1 a2 b2 a3 c3");

        assertThat(offBoard.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(offBoard.errLines()).containsExactly("inarow analyze: move 2: \"d4\": column d is off a 3-wide board");
        assertThat(afterTheEnd.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(afterTheEnd.errLines()).containsExactly("inarow analyze: move 6: c3 comes after the game has ended");
        assertThat(offBoard.out() + afterTheEnd.out()).isEmpty();
    }

    @Test
    void savedGamesBringTheirOwnBoard(@TempDir Path dir) throws IOException {
        Path sgf = Files.writeString(dir.resolve("game.sgf"), "(;FF[4]GM[4]SZ[3]RU[tic-tac-toe];B[aa];W[bb];B[ab];W[cc];B[ac])");
        CliRun.Result r = CliRun.run(engines, "analyze", "--file", sgf.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.OK);
        // SGF rows count from the top: aa ab ac are a3 a2 a1, three X stones in column a
        assertThat(r.out()).contains("to-move: -", "outcome: first-wins", "proof: exact", "best: -");
    }

    @Test
    void anUnfinishedSavedGameIsPredictedForTheFilesOwnGame(@TempDir Path dir) throws IOException {
        Path sgf = Files.writeString(dir.resolve("ttt.sgf"), "(;FF[4]GM[4]SZ[3]RU[tic-tac-toe];B[bb];W[aa])");
        CliRun.Result r = CliRun.run(engines, "analyze", "--file", sgf.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.OK);
        assertThat(predictorsMadeFor).containsExactly(Rules.ticTacToe());
        assertThat(asked).extracting(Position::toString).containsExactly("b2 a3");
    }

    @Test
    void aSavedGameWithSetupStonesAndVariationsIsAnalysedAtTheEndOfItsMainLine(@TempDir Path dir) throws IOException {
        // issue 40: three setup stones, White's move, two variations for Black
        Path sgf = Files.writeString(dir.resolve("setup.sgf"), "(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih];W[ii](;B[jj])(;B[kk]))");
        CliRun.Result r = CliRun.run(engines, "analyze", "--file", sgf.toString());

        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isEqualTo(ExitCodes.OK);
        assertThat(r.outLines()).startsWith("to-move: second");
        assertThat(asked).extracting(Position::toString).containsExactly("h8 i8 h6 i7 j6");
    }

    @Test
    void aMoveTimeOfMoreThanADayIsAnError() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--movetime", "99999999999999");

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).containsExactly("inarow analyze: --movetime 99999999999999: at most 86400000 ms (a day)");
    }

    @Test
    void moveListFilesTakeTheGameFromTheOptions(@TempDir Path dir) throws IOException {
        Path list = Files.writeString(dir.resolve("moves.txt"), "a1 c1\n");
        CliRun.Result r = CliRun.run(engines, "analyze", "--game", "tictactoe", "--file", list.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("to-move: first");
    }

    @Test
    void aBrokenOrMissingFileIsOneErrorLine(@TempDir Path dir) throws IOException {
        Path broken = Files.writeString(dir.resolve("broken.txt"), "h8 h9 h8\n");
        CliRun.Result bad = CliRun.run(engines, "analyze", "--file", broken.toString());
        CliRun.Result missing = CliRun.run(engines, "analyze", "--file", dir.resolve("nope.sgf").toString());

        assertThat(bad.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(bad.errLines()).singleElement().asString().contains("move 3").contains("h8 is occupied");
        assertThat(missing.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(missing.errLines()).singleElement().asString().contains("nope.sgf");
        assertThat(bad.out() + missing.out()).isEmpty();
    }

    @Test
    void onlyOneSourceOfPositions(@TempDir Path dir) {
        CliRun.Result r = CliRun.run(engines, "analyze", "--moves", "h8", "--batch", dir.resolve("b.txt").toString());

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).containsExactly("inarow analyze: give only one of --moves, --file and --batch");
    }

    @Test
    void anUnknownGameOrAZeroMoveTimeIsAnError() {
        assertThat(CliRun.run(engines, "analyze", "--game", "chess").errLines())
                .containsExactly("inarow analyze: unknown game 'chess' (expected tictactoe or gomoku)");
        assertThat(CliRun.run(engines, "analyze", "--movetime", "0").status()).isEqualTo(ExitCodes.BAD_INPUT);
    }
}
