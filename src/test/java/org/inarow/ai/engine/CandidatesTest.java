package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Candidates;
import org.inarow.ai.Limits;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.ProgressSink;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * The gomoku map: proven wins all listed, must-block points marked with the threat's stones, lost
 * positions all proven losses, estimates classed against the best, within its time and cancellable.
 * (Every proven win on it is played out in {@link ProvenCandidatesPlayOutTest}.)
 */
class CandidatesTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);
    private static final Limits BUDGET = Limits.nodes(150_000);
    /** A middle game from a balanced opening, with no threat on the board. */
    static final String MIDDLE = "e8 g9 g10 g6 j6 f9 e9 e10 g8 f8 f7 e6 e7 d7 c8";

    static Candidates analyze(Position p, int count, Limits limits) {
        return Predictors.candidatesFor(RULES).analyze(p, count, limits, Cancellation.never(), ProgressSink.NONE);
    }

    @Test
    void anOpenThreeOfTheOpponentMarksEveryPointThatStopsItAndHoldsAndItsThreeStones() {
        Position p = Diagram.on(RULES).whiteRow(0, -1, 0, 1, 3).white(3, 3)
                .black(-2, 2).black(2, -3).black(-3, -1).toMove(Side.FIRST);
        Candidates map = analyze(p, 3, BUDGET);

        // the other end stops the open four too, but loses to White's threats (GomokuPredictionTest)
        assertThat(map.mustBlock()).containsExactly(Diagram.at(RULES, 0, 2));
        for (Point block : map.mustBlock()) {
            Candidate c = map.at(block).orElseThrow(() -> new AssertionError("no candidate at " + block));
            assertThat(c.mustBlock()).isTrue();
        }
        assertThat(map.candidates()).filteredOn(Candidate::mustBlock).hasSameSizeAs(map.mustBlock());
        assertThat(map.threatStones()).containsExactlyInAnyOrder(Diagram.at(RULES, 0, -1), Diagram.at(RULES, 0, 0),
                Diagram.at(RULES, 0, 1));
        assertThat(map.best().orElseThrow().mustBlock()).isTrue();
    }

    @Test
    void againstAnOpenFourEveryCandidateIsAProvenLoss() {
        Position p = Diagram.on(RULES).whiteRow(-4, 0, 1, 0, 4).black(-2, 3).black(2, -3).black(3, 3)
                .toMove(Side.FIRST);
        Candidates map = analyze(p, 5, BUDGET);

        assertThat(map.candidates()).extracting(Candidate::point)
                .containsExactlyInAnyOrder(Diagram.at(RULES, -5, 0), Diagram.at(RULES, 0, 0));
        assertThat(map.candidates()).allSatisfy(c -> {
            assertThat(c.outcome()).isEqualTo(OutcomeClass.PROVEN_LOSS);
            assertThat(c.firstPlayerWinChance()).isZero();
        });
        assertThat(map.prediction().provenWinner()).contains(Side.SECOND);
    }

    @Test
    void aProvenWinListsEveryWinningMoveAndNoOther() {
        // black's open three h8 i8 j8 (white far away), black to move: g8 and k8 make open fours
        Position p = Position.parse(RULES, "h8 a1 i8 a2 j8 a3");
        Candidates map = analyze(p, 5, BUDGET);

        assertThat(map.candidates()).extracting(Candidate::point).contains(Point.of(6, 7), Point.of(10, 7));
        assertThat(map.candidates()).allSatisfy(c -> {
            assertThat(c.outcome()).isEqualTo(OutcomeClass.PROVEN_WIN);
            assertThat(c.firstPlayerWinChance()).isEqualTo(1.0);
        });
        assertThat(map.best().orElseThrow().point()).isEqualTo(map.prediction().best());
        assertThat(map.candidates().get(0).best()).isTrue();
    }

    @Test
    void estimatesAreClassedByTheWinChanceTheyGiveAwayAgainstTheBest() {
        Position p = Position.parse(RULES, MIDDLE);
        Side mover = p.toMove();
        Candidates map = analyze(p, 5, BUDGET);
        Prediction prediction = map.prediction();

        assertThat(map.candidates()).hasSizeGreaterThanOrEqualTo(5);
        assertThat(new HashSet<>(map.candidates().stream().map(Candidate::point).toList())).hasSameSizeAs(map.candidates());
        Candidate best = map.best().orElseThrow();
        assertThat(best).isEqualTo(map.candidates().get(0));
        assertThat(best.point()).isEqualTo(prediction.best());
        assertThat(best.firstPlayerWinChance()).isEqualTo(prediction.firstPlayerWinChance());
        assertThat(best.outcome()).isEqualTo(OutcomeClass.BETTER);
        double bestOwn = prediction.winChance(mover);
        for (Candidate c : map.candidates()) {
            double own = mover == Side.FIRST ? c.firstPlayerWinChance() : 1 - c.firstPlayerWinChance();
            assertThat(own).as("%s: no better than the best", c.point()).isLessThanOrEqualTo(bestOwn);
            assertThat(c.outcome()).isEqualTo(OutcomeClass.ofEstimate(own, bestOwn));
            assertThat(c.line()).startsWith(c.point());
            assertThat(p.isEmpty(c.point())).isTrue();
        }
    }

    @Test
    void theBandsAreFiveAndFifteenPointsBelowTheBest() {
        assertThat(OutcomeClass.ofEstimate(0.60, 0.60)).isEqualTo(OutcomeClass.BETTER);
        assertThat(OutcomeClass.ofEstimate(0.56, 0.60)).isEqualTo(OutcomeClass.BETTER);
        assertThat(OutcomeClass.ofEstimate(0.55, 0.60)).isEqualTo(OutcomeClass.ABOUT_EVEN);
        assertThat(OutcomeClass.ofEstimate(0.46, 0.60)).isEqualTo(OutcomeClass.ABOUT_EVEN);
        assertThat(OutcomeClass.ofEstimate(0.45, 0.60)).isEqualTo(OutcomeClass.WORSE);
        // when every move loses, the best of them is no good move either
        assertThat(OutcomeClass.ofEstimate(0.07, 0.07)).isEqualTo(OutcomeClass.WORSE);
        assertThat(OutcomeClass.ofEstimate(0.15, 0.16)).isEqualTo(OutcomeClass.BETTER);
    }

    @Test
    void answersWithinItsDefaultTimeAndStopsWhenCancelled() throws Exception {
        CandidateAnalysis analysis = Predictors.candidatesFor(RULES);
        Position busy = Position.parse(RULES, MIDDLE);
        analysis.analyze(busy, 5, Limits.none(), Cancellation.never(), ProgressSink.NONE); // warm-up
        List<Long> millis = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            long start = System.nanoTime();
            Candidates map = analysis.analyze(busy, 5, Limits.none(), Cancellation.never(), ProgressSink.NONE);
            millis.add((System.nanoTime() - start) / 1_000_000);
            assertThat(map.candidates()).isNotEmpty();
        }
        System.out.println("candidates at the default " + CandidateSearch.DEFAULT_MILLIS + " ms: " + millis + " ms");
        assertThat(millis).allSatisfy(ms -> assertThat(ms).isLessThan(3 * CandidateSearch.DEFAULT_MILLIS));

        Cancellation cancellation = new Cancellation();
        CompletableFuture<Candidates> running = CompletableFuture.supplyAsync(() ->
                analysis.analyze(busy, 5, Limits.nodes(Long.MAX_VALUE / 4), cancellation, ProgressSink.NONE));
        Thread.sleep(150);
        long cancelledAt = System.nanoTime();
        cancellation.cancel();
        Candidates cancelled = running.get(2, TimeUnit.SECONDS);
        System.out.println("candidates answered " + (System.nanoTime() - cancelledAt) / 1_000_000 + " ms after the cancel");
        assertThat(cancelled.candidates()).isNotEmpty();
        assertThat(cancelled.best()).isPresent();
    }
}
