package org.inarow.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** Analysis in rounds of doubling time, each handed on, until the time is spent, a cancel or a proof. */
class DeepeningAnalysisTest {
    private static final Position POSITION = Position.parse(Rules.gomokuFreestyle(15), "h8 i9");

    private static Candidates estimate() {
        return new Candidates(Prediction.unknown(), List.of());
    }

    @Test
    void roundsDoubleTheirTimeAndEachIsHandedOn() {
        List<Long> asked = new ArrayList<>();
        List<Long> handed = new ArrayList<>();
        Cancellation cancellation = new Cancellation();
        CandidateAnalysis fake = (p, count, limits, c, progress) -> {
            asked.add(limits.timeMillis());
            if (asked.size() == 6) {
                cancellation.cancel(); // the fake answers at once: the player stops it
            }
            return estimate();
        };
        int rounds = DeepeningAnalysis.run(fake, POSITION, 5, 10_000, cancellation,
                (map, round, millis) -> handed.add(millis));
        assertThat(rounds).isEqualTo(5);
        assertThat(asked).hasSize(6);
        assertThat(asked.subList(0, 5)).containsExactly(400L, 800L, 1600L, 3200L, 6400L);
        // the last round is given what is left of the 10 s: all of it, less the milliseconds the rounds took here
        assertThat(asked.get(5)).isBetween(9_000L, 10_000L);
        assertThat(handed).isEqualTo(asked.subList(0, 5));
    }

    @Test
    void aCancelEndsItAndTheRoundItCutIsNotHandedOn() {
        Cancellation cancellation = new Cancellation();
        List<Integer> handed = new ArrayList<>();
        CandidateAnalysis fake = (p, count, limits, c, progress) -> {
            if (limits.timeMillis() >= 1600) {
                cancellation.cancel();
            }
            return estimate();
        };
        int rounds = DeepeningAnalysis.run(fake, POSITION, 5, 60_000, cancellation,
                (map, round, millis) -> handed.add(round));
        assertThat(rounds).isEqualTo(2);
        assertThat(handed).containsExactly(1, 2);
    }

    @Test
    void aProofEndsItAndTheRealMapMakerIsUsedToTheEnd() {
        Candidates proven = new Candidates(new Prediction(Outcome.FIRST_WINS, Proof.THREAT, new Point(0, 0),
                List.of(new Point(0, 0)), Score.winIn(1), 1, List.of(), Map.of()), List.of());
        List<Integer> handed = new ArrayList<>();
        int rounds = DeepeningAnalysis.run((p, count, limits, c, progress) -> handed.size() < 1 ? estimate() : proven,
                POSITION, 5, 60_000, Cancellation.never(), (map, round, millis) -> handed.add(round));
        assertThat(rounds).isEqualTo(2);

        List<Candidates> real = new ArrayList<>();
        long start = System.nanoTime();
        DeepeningAnalysis.run(Predictors.candidatesFor(POSITION.rules()), POSITION, 3, 1_500, Cancellation.never(),
                (map, round, millis) -> real.add(map));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(real).isNotEmpty().allSatisfy(map -> assertThat(map.best()).isPresent());
        assertThat(real).anySatisfy(map -> assertThat(map.candidates()).hasSizeGreaterThanOrEqualTo(3));
        assertThat(millis).as("1.5 s given, a generous margin").isLessThan(5_000);
    }
}
