package org.inarow.ai.exact;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Candidates;
import org.inarow.ai.Limits;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Predictors;
import org.inarow.ai.ProgressSink;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** The tic-tac-toe map is exact: every empty cell, classed as the brute force values it, wins first. */
class TicTacToeCandidatesTest {
    private static final Rules RULES = Rules.ticTacToe();

    @Test
    void everyEmptyCellHasItsExactOutcomeInEveryReachablePosition() {
        CandidateAnalysis analysis = Predictors.candidatesFor(RULES);
        int checked = 0;
        for (Position p : BruteForce.reachablePositions()) {
            Candidates map = analysis.analyze(p, 1, Limits.none(), Cancellation.never(), ProgressSink.NONE);
            if (p.isOver()) {
                assertThat(map.candidates()).isEmpty();
                continue;
            }
            int[] cells = BruteForce.cells(p);
            int who = p.toMove() == Side.FIRST ? 1 : 2;
            assertThat(map.candidates()).hasSize(9 - p.moveCount());
            assertThat(map.candidates()).filteredOn(Candidate::best).singleElement()
                    .extracting(Candidate::point).isEqualTo(map.prediction().best());
            OutcomeClass previous = OutcomeClass.PROVEN_WIN;
            for (Candidate c : map.candidates()) {
                int value = BruteForce.valueOfMove(cells, who, c.point().row() * 3 + c.point().col());
                OutcomeClass expected = value > 0 ? OutcomeClass.PROVEN_WIN : value < 0 ? OutcomeClass.PROVEN_LOSS
                        : OutcomeClass.DRAW;
                assertThat(c.outcome()).as("%s after %s", c.point(), p).isEqualTo(expected);
                double moverChance = value > 0 ? 1 : value < 0 ? 0 : 0.5;
                assertThat(p.toMove() == Side.FIRST ? c.firstPlayerWinChance() : 1 - c.firstPlayerWinChance())
                        .isEqualTo(moverChance);
                assertThat(c.outcome()).as("best first").isGreaterThanOrEqualTo(previous);
                previous = c.outcome();
            }
            assertThat(map.candidates().get(0).outcome()).isEqualTo(map.candidates().stream()
                    .map(Candidate::outcome).min(Enum::compareTo).orElseThrow());
            checked++;
        }
        assertThat(checked).isGreaterThan(4000);
    }

    @Test
    void theBlockIsMarkedWithTheStonesItAnswers() {
        Candidates map = Predictors.candidatesFor(RULES).analyze(Position.parse(RULES, "a1 b2 b1"), 3, Limits.none(),
                Cancellation.never(), ProgressSink.NONE);
        assertThat(map.mustBlock()).containsExactly(new Point(2, 0));
        assertThat(map.at(new Point(2, 0)).orElseThrow().mustBlock()).isTrue();
        assertThat(map.threatStones()).containsExactly(new Point(0, 0), new Point(1, 0));
    }
}
