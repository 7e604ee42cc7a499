package org.inarow.ai.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PairingTest {

    @Test
    void gamesTwoIAndTwoIPlusOneShareAnOpeningWithColoursSwapped() {
        List<Pairing> pairings = new ArrayList<>();
        for (int game = 0; game < 6; game++) {
            pairings.add(Pairing.forGame(game, 2));
        }
        assertThat(pairings).containsExactly(
                new Pairing(0, true), new Pairing(0, false),
                new Pairing(1, true), new Pairing(1, false),
                new Pairing(0, true), new Pairing(0, false)); // the list starts over
    }

    @Test
    void eachPlayerHasTheFirstSideInHalfOfAnEvenNumberOfGames() {
        int aFirst = 0;
        for (int game = 0; game < 50; game++) {
            if (Pairing.forGame(game, 7).aFirst()) {
                aFirst++;
            }
        }
        assertThat(aFirst).isEqualTo(25);
    }

    @Test
    void needsOpenings() {
        assertThatThrownBy(() -> Pairing.forGame(0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
