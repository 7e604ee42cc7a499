package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.search.MoveBudget;
import org.junit.jupiter.api.Test;

/** The manager's limits as the brain keeps them; the budget rule itself is {@link MoveBudget}'s (MoveBudgetTest). */
class TimeControlTest {

    @Test
    void fiveSecondsATurnUntilTheManagerSaysOtherwise() {
        TimeControl time = new TimeControl();
        assertThat(time.budget()).isEqualTo(new MoveBudget(4500, 4750));

        time.setTurnMillis(1000);
        assertThat(time.budget()).isEqualTo(new MoveBudget(900, 950));
    }

    @Test
    void zeroMeansAsFastAsPossible() {
        TimeControl time = new TimeControl();
        time.setTurnMillis(0);

        assertThat(time.budget()).isEqualTo(MoveBudget.FAST);
    }

    @Test
    void aMoveTakesAShareOfTheMatchTimeLeft() {
        TimeControl time = new TimeControl();
        time.setTurnMillis(30_000);
        time.setMatchMillis(180_000);
        assertThat(time.budget()).isEqualTo(new MoveBudget(8_500, 8_750, false)); // 180 s / 20 before any time_left, saved

        time.setLeftMillis(40_000);
        assertThat(time.budget()).isEqualTo(new MoveBudget(1_800, 1_900, false)); // 40 s / 20

        time.setLeftMillis(-50);
        assertThat(time.budget()).isEqualTo(MoveBudget.FAST);

        time.setLeftMillis(Integer.MAX_VALUE); // the protocol's "unlimited"
        time.setMatchMillis(0);
        assertThat(time.budget()).isEqualTo(new MoveBudget(29_500, 29_750));
        assertThat(time.budget().spend()).as("the turn's own time is spent").isTrue();
    }
}
