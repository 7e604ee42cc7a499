package org.inarow.ai.ladder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LadderRatingsTest {

    @Test
    void everyRungHasItsMeasuredRatingRisingWithTheRung() {
        List<Integer> ratings = Ladder.rungs().stream().map(Ladder::rating).toList();
        assertThat(ratings).hasSize(Ladder.top()).isSorted().doesNotHaveDuplicates();
        assertThat(Ladder.rating(Ladder.rung(3))).as("the README's table").isEqualTo(721);
        assertThat(Ladder.top()).isEqualTo(Ladder.rungs().size());
        assertThat(Ladder.rung(Ladder.top()).onTheClock()).isTrue();
        assertThat(Ladder.rungs().stream().filter(Rung::onTheClock)).as("only the top rung").hasSize(1);
    }
}
