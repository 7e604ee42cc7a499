package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.ai.WinChance;
import org.inarow.ai.calibration.CalibrationGame;
import org.inarow.ai.calibration.ScoredPosition;
import org.inarow.ai.engine.eval.PatternFeatures;
import org.inarow.ai.engine.eval.ShapeWeights;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The calibration steps: games, the positions scored as the window would, and the fit with its report. */
class CalibrateCommandTest {
    private final List<Limits> limits = new ArrayList<>();
    private final List<Position> asked = new ArrayList<>();
    private final Engines engines = new Engines((spec, rules, seed) -> new FakeStrategy(1, List.of()),
            rules -> (position, l, cancellation) -> {
                limits.add(l);
                asked.add(position);
                return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 40, 0, List.of(), Map.of(),
                        position.toMove(), 0.6, List.of());
            });

    @Test
    void gamesArePlayedFromTheOpeningsOneLineEach() {
        CliRun.Result r = CliRun.run(engines, "calibrate", "games", "--game", "tictactoe", "--games", "3",
                "--movetime", "10", "--noise", "0");

        assertThat(r.status()).isZero();
        // the fake plays the first empty cell from a1: from the empty board X ends with a3 b2 c1
        assertThat(r.outLines()).hasSize(3);
        assertThat(r.outLines().get(0)).isEqualTo("1\t1\tfirst\ta1 b1 c1 a2 b2 c2 a3");
        assertThat(r.outLines()).extracting(l -> l.split("\t")[1]).containsExactly("1", "2", "3");
    }

    @Test
    void gamesAtAFixedNodeCountGiveTheEngineThatLimit() {
        List<FakeStrategy> made = new ArrayList<>();
        Engines counting = new Engines((spec, rules, seed) -> {
            FakeStrategy strategy = new FakeStrategy(1, List.of());
            made.add(strategy);
            return strategy;
        }, engines.predictors());
        CliRun.Result r = CliRun.run(counting, "calibrate", "games", "--game", "tictactoe", "--games", "1",
                "--nodes", "5000", "--noise", "0");

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.outLines()).containsExactly("1\t1\tfirst\ta1 b1 c1 a2 b2 c2 a3");
        List<Limits> given = made.stream().flatMap(f -> f.limitsSeen.stream()).toList();
        assertThat(given).isNotEmpty().allSatisfy(l -> {
            assertThat(l.maxNodes()).isEqualTo(5000);
            assertThat(l.timeMillis()).isZero();
        });
    }

    @Test
    void gamesRefuseANodeCountBelowOneOrBesideATime() {
        CliRun.Result zero = CliRun.run(engines, "calibrate", "games", "--game", "tictactoe", "--nodes", "0");
        assertThat(zero.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(zero.errLines()).containsExactly("inarow calibrate games: --nodes 0: give 1 or more");

        CliRun.Result both = CliRun.run(engines, "calibrate", "games", "--game", "tictactoe", "--nodes", "10",
                "--movetime", "10");
        assertThat(both.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(both.errLines()).containsExactly("inarow calibrate games: give --nodes or --movetime, not both");
    }

    @Test
    void positionsAreScoredAtTheWindowsTimeSkippingTheOpeningAndTheEnd(@TempDir Path dir) throws IOException {
        Path games = Files.writeString(dir.resolve("games.tsv"), "1\t1\tfirst\ta1 b1 c1 a2 b2 c2 a3\n"
                + "2\t2\tfirst\tb2 a1 b1 a2 b3\n");
        CliRun.Result r = CliRun.run(engines, "calibrate", "positions", "--game", "tictactoe", "--games", games.toString(),
                "--every", "1");

        assertThat(r.status()).isZero();
        // game 1 from the empty board: positions after 0 to 6 moves; game 2 from opening 2 (b2): after 1 to 4 moves
        assertThat(r.outLines()).hasSize(7 + 4);
        assertThat(r.outLines().get(0)).isEqualTo("1\t1\t0\tfirst\testimate\t40\t0.6000\t1");
        assertThat(r.outLines().get(7)).isEqualTo("2\t2\t1\tsecond\testimate\t40\t0.6000\t1");
        assertThat(limits).extracting(Limits::timeMillis).containsOnly(1000L);
        assertThat(asked).noneMatch(Position::isOver);
    }

    @Test
    void everyThirdPositionStartsAtAnotherMoveInEachGame(@TempDir Path dir) throws IOException {
        Path games = Files.writeString(dir.resolve("games.tsv"), "1\t1\tfirst\ta1 b1 c1 a2 b2 c2 a3\n"
                + "2\t1\tfirst\ta1 b1 c1 a2 b2 c2 a3\n");
        CliRun.Result r = CliRun.run(engines, "calibrate", "positions", "--game", "tictactoe", "--games", games.toString());

        assertThat(r.outLines()).extracting(l -> l.split("\t")[0] + ":" + l.split("\t")[2])
                .containsExactly("1:1", "1:4", "2:2", "2:5");
    }

    @Test
    void theFitReportsTheCurvesAndTheHeldOutReliabilityAgainstTheBaseRate(@TempDir Path dir) throws IOException {
        Random random = new Random(2);
        WinChance.Curve truth = new WinChance.Curve(3000, 0.1, 0.7, 0, 0, 0);
        StringBuilder lines = new StringBuilder("# game opening moves to-move proof score chance result\n");
        for (int game = 1; game <= 300; game++) {
            for (int k = 0; k < 8; k++) {
                int moves = 4 + random.nextInt(30);
                Side toMove = Side.toMoveAfter(moves);
                int score = (int) (random.nextGaussian() * 300);
                double result = random.nextDouble() < truth.apply(score, toMove, moves) ? 1 : 0;
                lines.append(new ScoredPosition(game, 1 + game % 10, moves, toMove, Proof.ESTIMATE, score, 0.5, result)
                        .toLine()).append('\n');
            }
        }
        Path positions = Files.writeString(dir.resolve("positions.tsv"), lines);
        CliRun.Result r = CliRun.run(engines, "calibrate", "fit", "--positions", positions.toString());

        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("positions: 2400 (0 proven", "model score: ", "model score-and-side: ",
                "model score-side-and-moves: ", "chosen: ", "held-out estimates, chosen curve: 480 positions",
                "held-out estimates, base rate: 480 positions", "all held-out positions, base rate: 480 positions");
        double chosen = brier(r.out(), "held-out estimates, chosen curve");
        double base = brier(r.out(), "held-out estimates, base rate");
        assertThat(chosen).isLessThan(base);
        assertThat(r.outLines()).anyMatch(l -> l.matches("  0\\.[0-9]-[01]\\.[0-9]\\t +[0-9]+\\tpredicted 0\\.[0-9]{3}\\twon [01]\\.[0-9]{3}"));
    }

    private static double brier(String out, String title) {
        String line = out.lines().filter(l -> l.startsWith(title + ":")).findFirst().orElseThrow();
        return Double.parseDouble(line.replaceAll(".*brier ([0-9.]+),.*", "$1"));
    }

    @Test
    void badStepsAndFilesAreOneErrorLine(@TempDir Path dir) throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.tsv"), "# header\n1\t1\tfirst\ta1 b1\n");
        CliRun.Result step = CliRun.run(engines, "calibrate");
        CliRun.Result missing = CliRun.run(engines, "calibrate", "fit", "--positions", dir.resolve("nope.tsv").toString());
        CliRun.Result unfinished = CliRun.run(engines, "calibrate", "positions", "--game", "tictactoe", "--games", bad.toString());

        assertThat(step.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(step.errLines()).containsExactly("inarow calibrate: give a step: games, positions, fit, tune, order or shapes (see 'inarow calibrate --help')");
        assertThat(missing.errLines()).containsExactly("inarow calibrate fit: --positions " + dir.resolve("nope.tsv") + ": no such file");
        assertThat(unfinished.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(unfinished.errLines()).singleElement().asString().startsWith("inarow calibrate positions: " + bad + " line 2: ");
    }

    @Test
    void theGamesNeedAPlayerThatExists() {
        CliRun.Result r = CliRun.run(Engines.REAL, "calibrate", "games", "--player", "deep-blue", "--games", "1");
        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).singleElement().asString().contains("unknown player 'deep-blue'");
        assertThat(Rules.ticTacToe().k()).isEqualTo(3);
    }

    @Test
    void tuneFitsTheEvaluationOnTheGamesAndPrintsTheWeightsAsCode(@TempDir Path dir) throws IOException {
        Path games = randomGamesFile(dir, 20, 5);

        CliRun.Result r = CliRun.run(Engines.REAL, "calibrate", "tune", "--game", "gomoku", "--games", games.toString());

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).matches("games: 20; quiet positions: [1-9][0-9]* fitted, [1-9][0-9]* held out");
        assertThat(r.outLines().get(1)).matches("held-out log-loss: fitted [0-9.]+, shipped [0-9.]+, base rate [0-9.]+");
        assertThat(r.outLines()).anyMatch(l -> l.matches("four\\+open-three +-?[0-9]+ +-?[0-9]+"));
        String code = r.outLines().get(r.outLines().size() - 1);
        assertThat(code).startsWith("as code: new EvaluationWeights(new int[] {");
        assertThat(code.split("[{}]")[1].split(", ")).hasSize(PatternFeatures.COUNT);
        assertThat(code.split("[{}]")[3].split(", ")).hasSize(PatternFeatures.COUNT);
    }

    @Test
    void shapesFitsAValuePerShapeAndWritesThemAsText(@TempDir Path dir) throws IOException {
        Path games = randomGamesFile(dir, 20, 8);
        Path table = dir.resolve("shapes.tsv");

        CliRun.Result r = CliRun.run(Engines.REAL, "calibrate", "shapes", "--game", "gomoku", "--games", games.toString(),
                "--out", table.toString());

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).matches("games: 20; quiet positions: [1-9][0-9]* fitted, [1-9][0-9]* held out");
        assertThat(r.outLines()).filteredOn(l -> l.startsWith("ridge ")).hasSize(7)
                .allMatch(l -> l.matches("ridge [0-9]e-0[0-9] a position: held-out log-loss [0-9.]+"));
        assertThat(r.outLines()).anyMatch(l -> l.matches("held-out log-loss: fitted [0-9.]+, shipped [0-9.]+, base rate [0-9.]+"));
        assertThat(r.outLines().get(r.outLines().size() - 1)).isEqualTo("written to " + table);
        ShapeWeights written = ShapeWeights.parse(Files.readAllLines(table));
        assertThat(written).isNotEqualTo(ShapeWeights.NONE);
    }

    @Test
    void shapesRefusesAFileItCannotWrite(@TempDir Path dir) throws IOException {
        Path games = randomGamesFile(dir, 10, 8);
        Path inAFile = games.resolve("shapes.tsv");

        CliRun.Result r = CliRun.run(Engines.REAL, "calibrate", "shapes", "--game", "gomoku", "--games", games.toString(),
                "--out", inAFile.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).singleElement().asString().startsWith("inarow calibrate shapes: --out " + inAFile + ": cannot write it (");
        assertThat(r.outLines()).as("refused before the fit").isEmpty();
    }

    @Test
    void orderFitsTheMoveOrderOnTheWinnersMovesAndPrintsTheWeightsAsCode(@TempDir Path dir) throws IOException {
        Path games = randomGamesFile(dir, 20, 6);

        CliRun.Result r = CliRun.run(Engines.REAL, "calibrate", "order", "--game", "gomoku", "--games", games.toString());

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).matches("games: 20; the winners' moves: [1-9][0-9]* fitted, [1-9][0-9]* held out");
        assertThat(r.outLines().get(2)).matches(" +fitted +[0-9.]+% +[0-9.]+% +[0-9.]+%");
        assertThat(r.outLines().get(3)).matches(" +shipped +[0-9.]+% +[0-9.]+% +[0-9.]+%");
        assertThat(r.outLines()).anyMatch(l -> l.matches("four\\+open-three +-?[0-9]+ +-?[0-9]+"));
        String code = r.outLines().get(r.outLines().size() - 1);
        assertThat(code).startsWith("as code: new MoveOrderWeights(new int[] {");
        assertThat(code.split("[{}]")[1].split(", ")).hasSize(PatternFeatures.COUNT);
        assertThat(code.split("[{}]")[3].split(", ")).hasSize(PatternFeatures.COUNT);
    }

    @Test
    void orderRefusesGamesItCannotUse(@TempDir Path dir) throws IOException {
        Path unfinished = Files.writeString(dir.resolve("games.tsv"), "1\t0\tfirst\th8 h9 i8\n");
        CliRun.Result r = CliRun.run(Engines.REAL, "calibrate", "order", "--game", "gomoku", "--games", unfinished.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).singleElement().asString().startsWith("inarow calibrate order: " + unfinished + " line 1: ");
    }

    @Test
    void tuneRefusesGamesItCannotUse(@TempDir Path dir) throws IOException {
        Path unfinished = Files.writeString(dir.resolve("games.tsv"), "1\t0\tfirst\th8 h9 i8\n");
        CliRun.Result r = CliRun.run(Engines.REAL, "calibrate", "tune", "--game", "gomoku", "--games", unfinished.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).singleElement().asString().startsWith("inarow calibrate tune: " + unfinished + " line 1: ");
    }

    /** A games file of {@code count} random finished gomoku games, numbered from 1. */
    private static Path randomGamesFile(Path dir, int count, long seed) throws IOException {
        Rules gomoku = Rules.gomokuFreestyle(15);
        StringBuilder lines = new StringBuilder();
        Random random = new Random(seed);
        for (int number = 1; number <= count; number++) {
            lines.append(randomFinishedGame(number, gomoku, random).toLine(gomoku)).append('\n');
        }
        return Files.writeString(dir.resolve("games.tsv"), lines.toString());
    }

    /** Random moves in the 7x7 square at the centre until one side has five (a game without one is played again). */
    private static CalibrationGame randomFinishedGame(int number, Rules rules, Random random) {
        while (true) {
            List<Point> moves = new ArrayList<>();
            Position position = Position.of(rules, moves);
            while (!position.isOver() && moves.size() < 49) {
                Point p = Point.of(4 + random.nextInt(7), 4 + random.nextInt(7));
                if (!moves.contains(p)) {
                    moves.add(p);
                    position = Position.of(rules, moves);
                }
            }
            if (position.isOver()) {
                return new CalibrationGame(number, 0, moves);
            }
        }
    }
}
