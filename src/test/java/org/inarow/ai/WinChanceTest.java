package org.inarow.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** The fitted curve: a chance strictly between 0 and 1 that grows with the first player's score. */
class WinChanceTest {

    @Test
    void growsWithTheFirstPlayersScoreFromEitherSidesView() {
        for (int moves : new int[] {4, 30, 80}) {
            double previous = 0;
            for (int score = -WinChance.FITTED.cap(); score <= WinChance.FITTED.cap(); score += 100) {
                double chance = WinChance.firstPlayer(score, Side.FIRST, moves);
                assertThat(chance).isStrictlyBetween(0.0, 1.0).isGreaterThan(previous);
                previous = chance;
                // the same score from the second player's view is the first player's loss
                assertThat(WinChance.firstPlayer(-score, Side.SECOND, moves + 1))
                        .isStrictlyBetween(0.0, 1.0);
            }
        }
        assertThat(WinChance.firstPlayer(2000, Side.SECOND, 20)).isLessThan(WinChance.firstPlayer(-2000, Side.SECOND, 20));
    }

    @Test
    void scoresBeyondTheCapCountAsTheCap() {
        int cap = WinChance.FITTED.cap();
        assertThat(WinChance.firstPlayer(cap * 10, Side.FIRST, 30)).isEqualTo(WinChance.firstPlayer(cap, Side.FIRST, 30));
        assertThat(WinChance.firstPlayerScore(-cap * 10, Side.SECOND, cap)).isEqualTo(cap);
    }

    @Test
    void theCurveIsTheLogisticOfItsTerms() {
        WinChance.Curve curve = new WinChance.Curve(1000, 0.1, 0.5, 0.2, -0.3, 0.4);
        // s = 2 (hundreds, first's view), first to move, m = 0.5 (50 moves)
        double z = 0.1 + 0.5 * 2 + 0.2 - 0.3 * 0.5 + 0.4 * 2 * 0.5;
        assertThat(curve.apply(200, Side.FIRST, 50)).isCloseTo(1 / (1 + Math.exp(-z)), org.assertj.core.data.Offset.offset(1e-12));
        // second to move with 200 of its own: the first player's score is -2, no first-to-move term
        double z2 = 0.1 + 0.5 * -2 - 0.3 * 0.5 + 0.4 * -2 * 0.5;
        assertThat(curve.apply(200, Side.SECOND, 50)).isCloseTo(1 / (1 + Math.exp(-z2)), org.assertj.core.data.Offset.offset(1e-12));
    }
}
