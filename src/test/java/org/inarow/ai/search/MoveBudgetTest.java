package org.inarow.ai.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MoveBudgetTest {

    @Test
    void theTurnLimitLessAReserveIsTheThinkingTimeAndTheAnswerComesHalfAReserveEarly() {
        long unlimited = MoveBudget.UNLIMITED;
        assertThat(MoveBudget.of(5000, unlimited)).isEqualTo(new MoveBudget(4500, 4750)); // reserve 10%
        assertThat(MoveBudget.of(1000, unlimited)).isEqualTo(new MoveBudget(900, 950));
        assertThat(MoveBudget.of(30_000, unlimited)).isEqualTo(new MoveBudget(29_500, 29_750)); // the reserve stops at 500 ms
        assertThat(MoveBudget.of(200, unlimited)).isEqualTo(new MoveBudget(150, 175)); // and shrinks no further than 50 ms
        assertThat(MoveBudget.of(150, unlimited)).isEqualTo(new MoveBudget(100, 125));
        assertThat(MoveBudget.of(100, unlimited)).isEqualTo(new MoveBudget(60, 80)); // two fifths of the turn from 125 ms down
        assertThat(MoveBudget.of(50, unlimited)).isEqualTo(new MoveBudget(30, 40));
        assertThat(MoveBudget.of(5, unlimited)).isEqualTo(new MoveBudget(3, 4));
    }

    @Test
    void theAnswerComesWithinTheTurnAndHalfAReserveOfTwoFifthsOfShortTurnsStays() {
        for (long turn = 3; turn <= 40_000; turn += turn < 1000 ? 1 : 97) {
            MoveBudget budget = MoveBudget.of(turn, MoveBudget.UNLIMITED);
            assertThat(budget.searchMillis()).as("turn %d", turn).isPositive().isLessThanOrEqualTo(budget.answerByMillis());
            assertThat(budget.answerByMillis()).as("turn %d", turn).isLessThan(turn);
            long reserve = turn - budget.answerByMillis();
            assertThat(reserve).as("turn %d", turn).isGreaterThanOrEqualTo(Math.min(turn * 2 / 5, Math.min(500, Math.max(turn / 10, 50))) / 2);
            assertThat(reserve).as("turn %d", turn).isLessThanOrEqualTo(Math.max(1, turn / 5));
        }
    }

    @Test
    void zeroMeansAsFastAsPossibleAndSoDoesNoTimeLeft() {
        assertThat(MoveBudget.of(0, MoveBudget.UNLIMITED)).isEqualTo(MoveBudget.FAST);
        assertThat(MoveBudget.of(30_000, -50)).isEqualTo(MoveBudget.FAST);
        assertThat(MoveBudget.of(MoveBudget.UNLIMITED, 0)).isEqualTo(MoveBudget.FAST);
    }

    @Test
    void aMoveTakesAShareOfTheTimeLeftAndSavesTheRest() {
        assertThat(MoveBudget.of(30_000, 40_000)).isEqualTo(new MoveBudget(1_800, 1_900, false)); // 40 s / 20
        assertThat(MoveBudget.of(MoveBudget.UNLIMITED, 300_000)).isEqualTo(new MoveBudget(14_500, 14_750, false));
    }

    @Test
    void mostOfAnIncrementIsThinkingTimeButNeverMoreThanAQuarterOfWhatIsLeft() {
        // 5 min + 3 s: 15 s share + 3 s back after the move
        assertThat(MoveBudget.of(MoveBudget.UNLIMITED, 300_000, 3_000).searchMillis()).isEqualTo(18_000 - 500);
        // 2 s left + 5 s increment: 100 ms + at most 500 ms
        MoveBudget shortOfTime = MoveBudget.of(MoveBudget.UNLIMITED, 2_000, 5_000);
        assertThat(shortOfTime.answerByMillis()).isLessThanOrEqualTo(600).isLessThan(2_000);
    }

    @Test
    void theAnswerAlwaysComesBeforeTheClockRunsOut() {
        for (long left = 1; left <= 100_000; left += left < 2000 ? 7 : 997) {
            for (long increment : new long[] {0, 1000, 10_000}) {
                MoveBudget budget = MoveBudget.of(MoveBudget.UNLIMITED, left, increment);
                assertThat(budget.answerByMillis()).as("left %d + %d", left, increment).isLessThanOrEqualTo(Math.max(left - 1, MoveBudget.FAST.answerByMillis()));
            }
        }
    }
}
