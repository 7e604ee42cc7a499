package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Predictors;
import org.inarow.ai.Proof;
import org.inarow.model.Point;
import org.junit.jupiter.api.Test;

/** Predictions on the puzzle set: forced wins found, with their length, and true; threats to stop named. */
class PuzzlePredictionTest {
    private static final Limits BUDGET = Limits.nodes(300_000);

    @Test
    void everyWinPuzzleIsAProvenWinOfTheShortestLengthThatPlaysOut() {
        Predictor predictor = Predictors.forRules(Puzzle.RULES);
        int checked = 0;
        for (Puzzle p : Puzzle.all()) {
            if (!p.category().startsWith("win")) {
                continue;
            }
            Prediction prediction = predictor.predict(p.position(), BUDGET, Cancellation.never());
            assertThat(prediction.outcome()).as("%s", p).isEqualTo(Outcome.winFor(p.toMove()));
            assertThat(prediction.proof()).as("%s", p).isEqualTo(Proof.THREAT);
            assertThat(prediction.winInMoves()).as("%s: length", p).isEqualTo(p.vcfLength());
            assertThat(p.accepted()).as("%s: first move", p).contains(prediction.best());
            assertThat(prediction.line()).hasSize(2 * p.vcfLength() - 1);
            assertThat(Referees.isForcedWinByFours(p.position(), prediction.line()))
                    .as("%s: line %s", p, prediction.line()).isTrue();
            checked++;
        }
        assertThat(checked).isEqualTo(45);
    }

    @Test
    void defendPuzzlesNameEveryAcceptedDefenceAsAMoveThatMustBePlayed() {
        Predictor predictor = Predictors.forRules(Puzzle.RULES);
        int checked = 0;
        for (Puzzle p : Puzzle.all()) {
            if (!p.category().equals("defend") && !p.category().equals("block")) {
                continue;
            }
            Prediction prediction = predictor.predict(p.position(), BUDGET, Cancellation.never());
            if (prediction.proof() != Proof.ESTIMATE && prediction.outcome() == Outcome.winFor(p.toMove())) {
                // the answer wins outright (pub-051's k5: Rapfi mates in 5 plies; pub-077's block c6 makes a winning
                // threat), so the map names it as the win
                assertThat(p.id()).isIn("pub-051", "pub-077");
                assertThat(p.accepted()).as("%s", p).contains(prediction.best());
                checked++;
                continue;
            }
            // the accepted answers stop every forced win: each is named as a block, or is a four of the
            // defender's that only delays the threat (a block must still follow it)
            List<Point> named = new ArrayList<>(prediction.mustBlock());
            named.addAll(prediction.delays());
            assertThat(named).as("%s", p).containsAll(p.accepted());
            if (!p.accepted().containsAll(prediction.mustBlock())) {
                // a block after which the opponent's forced win is longer than our threat search reaches
                System.out.printf("%s: blocks %s, accepted %s%n", p, prediction.mustBlock(), p.accepted());
            }
            assertThat(prediction.mustBlock()).as("%s", p).isNotEmpty();
            // no proof says they fail; an estimate may still favour the attacker after the defence (the
            // defence stops a forced win, not the attack: pub-071 is estimated lost at this budget, and
            // at 2 s by the build before the fitted evaluation too)
            if (prediction.proof() != Proof.ESTIMATE) {
                assertThat(prediction.outcome()).as("%s", p).isNotEqualTo(Outcome.winFor(p.toMove().opponent()));
            }
            checked++;
        }
        assertThat(checked).isEqualTo(19);
    }
}
