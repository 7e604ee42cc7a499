package org.inarow.ai.training;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.inarow.ai.training.Glicko2.Game;
import org.inarow.ai.training.Glicko2.Rating;
import org.junit.jupiter.api.Test;

/** Glicko-2 against the worked example of Glickman's paper ("Example of the Glicko-2 system"), τ = 0.5. */
class Glicko2Test {
    private static final Glicko2 PAPER = new Glicko2(0.5);
    private static final Rating PLAYER = new Rating(1500, 200, 0.06);
    private static final List<Game> PAPER_GAMES = List.of(
            new Game(new Rating(1400, 30, 0.06), 1),
            new Game(new Rating(1550, 100, 0.06), 0),
            new Game(new Rating(1700, 300, 0.06), 0));

    @Test
    void thePapersExampleGivesItsFigures() {
        Rating after = PAPER.update(PLAYER, PAPER_GAMES);
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Rating after = PAPER.update(PLAYER, List.of());
        assertThat(after.rating()).isEqualTo(1500);
        assertThat(after.volatility()).isEqualTo(0.06);
        // φ* = sqrt(φ² + σ²) on the internal scale
        double phi = 200 / Glicko2.SCALE;
        assertThat(after.deviation()).isCloseTo(Math.sqrt(phi * phi + 0.06 * 0.06) * Glicko2.SCALE, within(1e-9));
    }

    @Test
    void aWinRaisesALossLowersAndAnUpsetMovesMore() {
        Rating puzzle = new Rating(1500, 100, 0.06);
        Rating hardPuzzle = new Rating(1900, 100, 0.06);
        double won = PAPER.update(PLAYER, List.of(new Game(puzzle, 1))).rating();
        double lost = PAPER.update(PLAYER, List.of(new Game(puzzle, 0))).rating();
        double wonHard = PAPER.update(PLAYER, List.of(new Game(hardPuzzle, 1))).rating();
        double half = PAPER.update(PLAYER, List.of(new Game(puzzle, 0.5))).rating();
        assertThat(won).isGreaterThan(1500);
        assertThat(lost).isLessThan(1500);
        assertThat(wonHard - 1500).isGreaterThan(won - 1500);
        assertThat(half).isCloseTo(1500, within(0.5)); // an even game at even ratings: the expected score
        assertThat(PAPER.update(PLAYER, List.of(new Game(puzzle, 1))).deviation()).isLessThan(200);
    }

    @Test
    void theExpectedScoreIsAHalfAtEvenRatingsAndFavoursTheStronger() {
        Rating even = new Rating(1500, 100, 0.06);
        assertThat(Glicko2.expectedScore(PLAYER, even)).isCloseTo(0.5, within(1e-12));
        assertThat(Glicko2.expectedScore(new Rating(1700, 50, 0.06), even)).isGreaterThan(0.7);
    }
}
