package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void theTurnLimitLessASafetyMarginIsTheThinkingTime() {
        TimeControl time = new TimeControl();
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(4500, 4750)); // 5 s by default, 10% margin

        time.setTurnMillis(1000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(900, 950));

        time.setTurnMillis(30_000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(29_500, 29_750)); // the margin stops growing at 500 ms

        time.setTurnMillis(200);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(170, 185)); // and shrinks no further than 30 ms
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
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(8_500, 8_750)); // 180 s / 20 before any time_left

        time.setLeftMillis(40_000);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(1_800, 1_900)); // 40 s / 20

        time.setLeftMillis(-50);
        assertThat(time.budget()).isEqualTo(TimeControl.FAST);

        time.setLeftMillis(Integer.MAX_VALUE); // the protocol's "unlimited"
        time.setMatchMillis(0);
        assertThat(time.budget()).isEqualTo(new TimeControl.Budget(29_500, 29_750));
    }
}
