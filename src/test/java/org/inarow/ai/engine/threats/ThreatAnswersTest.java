package org.inarow.ai.engine.threats;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.Proof;
import org.inarow.ai.engine.ThreatPredictor;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** What really answers an opponent's threat: the defender's fours that only delay it are no answer when a threat win follows their block. */
class ThreatAnswersTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);
    /** From our self-play; White to move, and a stronger engine proves Black's win (in 14 plies). */
    private static final String LOST = "e8 i9 h10 i10 i8 h8 e9 g9 e10 e7 g7 d10 f9 h9 j9 d11 f10 f8 d9 f7 e6 d7 c7";

    @Test
    void fourThatOnlyDelaysIsNoDefenceWhenThreatsWinAfterItsBlock() {
        Position position = Position.parse(FREESTYLE, LOST);
        // d6 and j11, White's fours, were named as the stops: after each, Black blocks and wins by threats
        for (String four : new String[] {"d6", "j11"}) {
            EngineBoard board = EngineBoard.of(Position.parse(FREESTYLE, LOST + " " + four), ThreatPredictor.RADIUS, Evaluation.CODE_VALUES);
            assertThat(board.fivePoints(EngineBoard.sideIndex(position.toMove())).size()).as("%s is a four", four)
                    .isEqualTo(1);
            VctSearch vct = new VctSearch(board, new SearchClock(Limits.none(), Cancellation.never()));
            assertThat(vct.find(board.sideToMove(), VctSearch.PLAY_MOVES, 1_000_000)).as("Black's win after %s", four)
                    .isNotEmpty();
        }
        // a node budget, not the clock: the same proof on a loaded machine (about a second's nodes here)
        Prediction prediction = Predictors.forRules(FREESTYLE).predict(position, Limits.nodes(2_000_000),
                Cancellation.never());
        assertThat(prediction.outcome()).isEqualTo(Outcome.FIRST_WINS);
        assertThat(prediction.proof()).isEqualTo(Proof.THREAT);
        assertThat(prediction.threatUnstoppable()).isTrue();
        assertThat(prediction.mustBlock()).doesNotContain(Notation.parsePoint("d6", FREESTYLE),
                Notation.parsePoint("j11", FREESTYLE));
    }
}
