package org.inarow.ai.opening;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.inarow.ai.Candidate;
import org.inarow.ai.Candidates;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.model.Point;
import org.junit.jupiter.api.Test;

/** The opener's map ranks by balance: the stone that leaves the game nearest even is the best. */
class BalancedCandidatesTest {

    private static Candidate candidate(int col, OutcomeClass outcome, double firstChance, boolean best) {
        Point p = new Point(col, 0);
        return new Candidate(p, outcome, firstChance, 0, List.of(p), best, false);
    }

    @Test
    void theStoneNearestEvenIsBestAndTheTintSaysHowFarEachIs() {
        // the search's order: best for the side to move (Black) first
        Candidates map = new Candidates(Prediction.unknown(), List.of(
                candidate(0, OutcomeClass.BETTER, 0.80, true),
                candidate(1, OutcomeClass.BETTER, 0.62, false),
                candidate(2, OutcomeClass.ABOUT_EVEN, 0.52, false),
                candidate(3, OutcomeClass.PROVEN_WIN, 1.0, false),
                candidate(4, OutcomeClass.WORSE, 0.45, false)));

        Candidates balanced = BalancedCandidates.of(map);

        assertThat(balanced.candidates()).extracting(c -> c.point().col()).containsExactly(2, 4, 1, 0, 3);
        assertThat(balanced.best().orElseThrow().point()).isEqualTo(new Point(2, 0));
        assertThat(balanced.candidates()).filteredOn(Candidate::best).hasSize(1);
        assertThat(balanced.candidates()).extracting(Candidate::outcome).containsExactly(OutcomeClass.BETTER,
                OutcomeClass.BETTER, OutcomeClass.ABOUT_EVEN, OutcomeClass.WORSE, OutcomeClass.WORSE);
        assertThat(balanced.candidates()).extracting(Candidate::firstPlayerWinChance)
                .containsExactly(0.52, 0.45, 0.62, 0.80, 1.0);
    }
}
