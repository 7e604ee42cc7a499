package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.arena.Tally;
import org.junit.jupiter.api.Test;

class ArenaReportTest {

    @Test
    void theScoreLineGivesWinsDrawsLossesTheFractionAndTheEloWithItsMargin() {
        // p = 0.75 is +190.8 Elo; the margin from the per-game variance is 217.6 (see EloEstimateTest)
        assertThat(ArenaReport.scoreLine("medium", "easy", new Tally(15, 0, 5)))
                .isEqualTo("score: medium vs easy: 15-0-5 0.750 elo +190.8 +/- 217.6 (95%)");
    }

    @Test
    void aPerfectScoreGivesItsIntervalInsteadOfAMargin() {
        assertThat(ArenaReport.scoreLine("hard", "random", new Tally(20, 0, 0)))
                .isEqualTo("score: hard vs random: 20-0-0 1.000 elo +inf (95%: +277.4 to +inf)");
        assertThat(ArenaReport.scoreLine("random", "hard", new Tally(0, 0, 20)))
                .isEqualTo("score: random vs hard: 0-0-20 0.000 elo -inf (95%: -inf to -277.4)");
    }
}
