package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void theTurnLimitLessTwoReservesIsTheThinkingTimeAndTheAnswerComesOneReserveEarly() {
        TimeControl time = new TimeControl();
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(4000, 4500)); // 5 s by default, reserve 10%

        time.setTurnMillis(1000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(800, 900));

        time.setTurnMillis(30_000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(29_000, 29_500)); // the reserve stops growing at 500 ms

        time.setTurnMillis(200);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(120, 160)); // and shrinks no further than 40 ms

        time.setTurnMillis(100);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(50, 75)); // but is at most a quarter of the turn
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
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(8_000, 8_500)); // 180 s / 20 before any time_left

        time.setLeftMillis(40_000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(1_600, 1_800)); // 40 s / 20

        time.setLeftMillis(-50);
        assertThat(time.budget()).isEqualTo(TimeControl.FAST);

        time.setLeftMillis(Integer.MAX_VALUE); // the protocol's "unlimited"
        time.setMatchMillis(0);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(29_000, 29_500));
    }
}
