package org.inarow.ai.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Figures computed by hand (see the comments) and checked with a calculator. */
class EloEstimateTest {

    @Test
    void seventyFivePercentIsAbout191Elo() {
        // -400 log10(1/0.75 - 1) = 400 log10(3) = 190.85
        assertThat(EloEstimate.eloOf(0.75)).isCloseTo(190.85, within(0.01));
        assertThat(EloEstimate.eloOf(0.25)).isCloseTo(-190.85, within(0.01));
        assertThat(EloEstimate.eloOf(0.5)).isCloseTo(0.0, within(1e-9));
    }

    @Test
    void marginComesFromThePerGameScoreVariance() {
        // 15 wins, 5 losses: p = 0.75; per-game variance 0.75*0.25^2 + 0.25*0.75^2 = 0.1875;
        // p +- 1.96 sqrt(0.1875/20) = 0.5602 .. 0.9398, i.e. +42.05 .. +477.29 Elo, half-width 217.62
        EloEstimate e = EloEstimate.of(new Tally(15, 0, 5));

        assertThat(e.elo()).isCloseTo(190.85, within(0.01));
        assertThat(e.low()).isCloseTo(42.05, within(0.01));
        assertThat(e.high()).isCloseTo(477.29, within(0.01));
        assertThat(e.isBounded()).isTrue();
        assertThat(e.margin()).isCloseTo(217.62, within(0.01));
    }

    @Test
    void drawsShrinkTheVariance() {
        // 10-8-2: p = 0.7; variance (10*0.3^2 + 8*0.2^2 + 2*0.7^2)/20 = 0.11; half-width 1.96 sqrt(0.11/20) = 0.1454;
        // 0.5546 .. 0.8454 = +38.12 .. +295.08 Elo around +147.19, margin 128.48
        EloEstimate e = EloEstimate.of(new Tally(10, 8, 2));

        assertThat(e.elo()).isCloseTo(147.19, within(0.01));
        assertThat(e.low()).isCloseTo(38.12, within(0.01));
        assertThat(e.high()).isCloseTo(295.08, within(0.01));
        assertThat(e.margin()).isCloseTo(128.48, within(0.01));
    }

    @Test
    void aPerfectScoreHasAnInfiniteEstimateAndTheExactBinomialLowerBound() {
        // 20 wins in 20: the score is at least 0.025^(1/20) = 0.8316 with 95% confidence: +277.39 Elo
        EloEstimate e = EloEstimate.of(new Tally(20, 0, 0));

        assertThat(e.elo()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(e.low()).isCloseTo(277.39, within(0.01));
        assertThat(e.high()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(e.isBounded()).isFalse();
    }

    @Test
    void allLossesMirrorAllWins() {
        EloEstimate e = EloEstimate.of(new Tally(0, 0, 10));

        assertThat(e.elo()).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(e.low()).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(e.high()).isCloseTo(-140.22, within(0.01)); // 1 - 0.025^(1/10) = 0.3083
    }

    @Test
    void anIntervalReachingAPerfectScoreIsOpenAtThatEnd() {
        // 19-0-1: p = 0.95, half-width 1.96 sqrt(0.0475/20) = 0.0955 reaches past 1
        EloEstimate e = EloEstimate.of(new Tally(19, 0, 1));

        assertThat(e.elo()).isCloseTo(511.5, within(0.1));
        assertThat(e.high()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(e.low()).isFinite().isLessThan(e.elo());
        assertThat(e.margin()).isInfinite();
    }

    @Test
    void onlyDrawsIsAnEvenMatchWithNoSpread() {
        EloEstimate e = EloEstimate.of(new Tally(0, 12, 0));

        assertThat(e.elo()).isCloseTo(0.0, within(1e-9));
        assertThat(e.margin()).isCloseTo(0.0, within(1e-9));
    }
}
