package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void theTurnLimitLessAReserveIsTheThinkingTimeAndTheAnswerComesHalfAReserveEarly() {
        TimeControl time = new TimeControl();
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(4500, 4750)); // 5 s by default, reserve 10%

        time.setTurnMillis(1000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(900, 950));

        time.setTurnMillis(30_000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(29_500, 29_750)); // the reserve stops growing at 500 ms

        time.setTurnMillis(200);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(150, 175)); // and shrinks no further than 50 ms

        time.setTurnMillis(150);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(100, 125));

        time.setTurnMillis(100);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(60, 80)); // two fifths of the turn from 125 ms down

        time.setTurnMillis(50);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(30, 40));

        time.setTurnMillis(5);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(3, 4));
    }

    @Test
    void theAnswerComesWithinTheTurnAndHalfAReserveOfTwoFifthsOfShortTurnsStays() {
        TimeControl time = new TimeControl();
        for (long turn = 3; turn <= 40_000; turn += turn < 1000 ? 1 : 97) {
            time.setTurnMillis(turn);
            TimeControl.Budget budget = time.budget();
            assertThat(budget.searchMillis()).as("turn %d", turn).isPositive().isLessThanOrEqualTo(budget.answerByMillis());
            assertThat(budget.answerByMillis()).as("turn %d", turn).isLessThan(turn);
            long reserve = turn - budget.answerByMillis();
            assertThat(reserve).as("turn %d", turn).isGreaterThanOrEqualTo(Math.min(turn * 2 / 5, Math.min(500, Math.max(turn / 10, 50))) / 2);
            assertThat(reserve).as("turn %d", turn).isLessThanOrEqualTo(Math.max(1, turn / 5));
        }
    }

    @Test
    void zeroMeansAsFastAsPossible() {
        TimeControl time = new TimeControl();
        time.setTurnMillis(0);

        assertThat(time.budget()).isEqualTo(TimeControl.FAST);
    }

    @Test
    void aMoveTakesAShareOfTheMatchTimeLeft() {
        TimeControl time = new TimeControl();
        time.setTurnMillis(30_000);
        time.setMatchMillis(180_000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(8_500, 8_750, false)); // 180 s / 20 before any time_left, saved

        time.setLeftMillis(40_000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(1_800, 1_900, false)); // 40 s / 20

        time.setLeftMillis(-50);
        assertThat(time.budget()).isEqualTo(TimeControl.FAST);

        time.setLeftMillis(Integer.MAX_VALUE); // the protocol's "unlimited"
        time.setMatchMillis(0);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(29_500, 29_750));
        assertThat(time.budget().spend()).as("the turn's own time is spent").isTrue();
    }
}
