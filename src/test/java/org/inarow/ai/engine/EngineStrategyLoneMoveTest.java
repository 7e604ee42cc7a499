package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * One move left by the threats: play answers it after two plies (it is forced, the time is saved),
 * judging searches it like any other move (its value is wanted).
 */
class EngineStrategyLoneMoveTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);
    /**
     * From the hint judge's positions (outside the repository): Black's one stop of White's threats is g9, and
     * White then wins in 13 plies (Rapfi's proof). (The earlier example, whose j8 the threat search now proves
     * lost as well, is in GomokuPredictionTest.)
     */
    private static final Position ONE_DEFENCE = Position.parse(FREESTYLE, "e10 e9 i7 f10 d8 g11 e8 h12 i13 f8 f9 g8 f7 g7 d10 g6");
    private static final long NODES = 1_000_000;

    @Test
    void playAnswersALoneMoveAfterTwoPlies() {
        SearchResult result = new EngineStrategy(2, EngineStrategy.DEFAULT_DEPTH, Strategies.ENGINE_WIDTH, 16)
                .search(ONE_DEFENCE, Limits.nodes(NODES));
        assertThat(result.move()).isEqualTo(Notation.parsePoint("g9", FREESTYLE));
        assertThat(result.depth()).isEqualTo(2);
        assertThat(result.nodes()).isLessThan(NODES / 2);
    }

    @Test
    void judgingSearchesItLikeAnyOtherMove() {
        SearchResult result = EngineStrategy.judging(2, EngineStrategy.DEFAULT_DEPTH, Strategies.ENGINE_WIDTH, 16)
                .search(ONE_DEFENCE, Limits.nodes(NODES));
        assertThat(result.move()).isEqualTo(Notation.parsePoint("g9", FREESTYLE));
        assertThat(result.depth()).isGreaterThan(2);
        assertThat(result.score()).as("Black lost").isLessThanOrEqualTo(-ThreatPredictor.CLEAR_ADVANTAGE);
    }
}
