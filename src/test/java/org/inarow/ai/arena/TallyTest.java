package org.inarow.ai.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TallyTest {

    @Test
    void countsWinsDrawsAndLossesFromAsPointsPerGame() {
        Tally tally = Tally.EMPTY.plus(1).plus(0.5).plus(0).plus(1);

        assertThat(tally).isEqualTo(new Tally(2, 1, 1));
        assertThat(tally.games()).isEqualTo(4);
        assertThat(tally.points()).isEqualTo(2.5);
        assertThat(tally.fraction()).isEqualTo(0.625);
    }

    @Test
    void aGameScoresOneHalfOrNothing() {
        assertThatThrownBy(() -> Tally.EMPTY.plus(0.75)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void noFractionWithoutGames() {
        assertThatThrownBy(Tally.EMPTY::fraction).isInstanceOf(IllegalStateException.class);
    }
}
