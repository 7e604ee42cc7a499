package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.inarow.ai.Prediction;
import org.inarow.ai.Strategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArenaCommandTest {
    /** Both players play the first empty point: from the empty tic-tac-toe board the first player wins at move 7. */
    private final Engines engines = new Engines((spec, rules, seed) -> {
        if (spec.equals("nonsense")) {
            throw new IllegalArgumentException("unknown player 'nonsense'");
        }
        return new FakeStrategy(1, List.of());
    }, rules -> (p, l, c) -> Prediction.unknown());

    @Test
    void printsALinePerGameThenTheScore(@TempDir Path dir) throws IOException {
        Path openings = Files.writeString(dir.resolve("o.txt"), "# one opening\nb2 a1\n");

        CliRun.Result r = CliRun.run(engines, "arena", "--game", "tictactoe", "--a", "x", "--b", "y", "--games", "3",
                "--movetime", "5", "--openings", openings.toString());

        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        List<String> lines = r.outLines();
        assertThat(lines).hasSize(4);
        // after b2 a1: X b1, O c1, X a2, O c2, X a3, O b3, X c3 fills the board with no line
        assertThat(lines.get(0)).matches("game 1 opening 1 first A second B result draw winner - moves 9 time-ms \\d+");
        assertThat(lines.get(1)).matches("game 2 opening 1 first B second A result draw winner - moves 9 time-ms \\d+");
        assertThat(lines.get(2)).matches("game 3 opening 1 first A second B result draw winner - moves 9 time-ms \\d+");
        assertThat(lines.get(3)).isEqualTo("score: x vs y: 0-3-0 0.500 elo +0.0 +/- 0.0 (95%)");
    }

    @Test
    void theScoreCountsFromPlayerAsSideWithColoursSwapped() {
        // built-in tic-tac-toe openings: game 1 and 2 from the empty board (the first player wins), game 3 from b2
        CliRun.Result r = CliRun.run(engines, "arena", "--game", "tictactoe", "--a", "x", "--b", "y", "--games", "3", "--movetime", "5");

        List<String> lines = r.outLines();
        assertThat(lines.get(0)).startsWith("game 1 opening 1 first A second B result first-wins winner A moves 7 time-ms ");
        assertThat(lines.get(1)).startsWith("game 2 opening 1 first B second A result first-wins winner B moves 7 time-ms ");
        assertThat(lines.get(2)).startsWith("game 3 opening 2 first A second B result draw winner - moves 9 time-ms ");
        assertThat(lines.get(3)).isEqualTo("score: x vs y: 1-1-1 0.500 elo +0.0 +/- 561.2 (95%)");
    }

    @Test
    void verboseAddsTheSettingsAndEveryGamesMoves() {
        CliRun.Result r = CliRun.run(engines, "arena", "--game", "tictactoe", "--a", "x", "--b", "y", "--games", "2",
                "--movetime", "5", "--verbose");

        assertThat(r.outLines()).hasSize(6);
        assertThat(r.outLines().get(0)).startsWith("arena: A x, B y, tic-tac-toe, 2 games, 5 ms a move, 4 openings");
        assertThat(r.outLines().get(2)).isEqualTo("  moves a1 b1 c1 a2 b2 c2 a3");
    }

    @Test
    void aBadOpeningsFileFailsNamingItsLineBeforeAnyGame(@TempDir Path dir) throws IOException {
        Path openings = Files.writeString(dir.resolve("o.txt"), "h8 h9\nh8 i9 h8\n");

        CliRun.Result r = CliRun.run(engines, "arena", "--a", "x", "--b", "y", "--openings", openings.toString());

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).containsExactly("inarow arena: " + openings + " line 2: move 3: h8 is occupied");
    }

    @Test
    void badPlayersAndCountsFailBeforeAnyGame(@TempDir Path dir) {
        CliRun.Result player = CliRun.run(engines, "arena", "--a", "x", "--b", "nonsense");
        CliRun.Result games = CliRun.run(engines, "arena", "--a", "x", "--b", "y", "--games", "0");
        CliRun.Result missingB = CliRun.run(engines, "arena", "--a", "x");
        CliRun.Result missingFile = CliRun.run(engines, "arena", "--a", "x", "--b", "y", "--openings", dir.resolve("none").toString());

        assertThat(player.errLines()).containsExactly("inarow arena: unknown player 'nonsense'");
        assertThat(games.errLines()).containsExactly("inarow arena: --games 0: play at least one game");
        assertThat(missingB.errLines()).singleElement().asString().startsWith("inarow arena: Missing required option: '--b=P'");
        assertThat(missingFile.errLines()).containsExactly("inarow arena: --openings " + dir.resolve("none") + ": no such file");
        for (CliRun.Result r : List.of(player, games, missingB, missingFile)) {
            assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void realPlayersFromSpecsPlayWholeGomokuGames() {
        Engines real = new Engines(Strategies::parse, engines.predictors());

        CliRun.Result r = CliRun.run(real, "arena", "--a", "random", "--b", "random", "--games", "2", "--movetime", "5");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).hasSize(3);
        assertThat(r.outLines().get(0)).startsWith("game 1 opening 1 first A second B result ");
        assertThat(r.outLines().get(2)).matches("score: random vs random: \\d-\\d-\\d \\d\\.\\d{3} elo .*");
    }
}
