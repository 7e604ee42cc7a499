package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * Reverse futility pruning in {@link EngineSearch}: it makes a fixed-depth search cheaper, and it
 * leaves a forced win's score alone (its cut returns the static score, never a decisive one).
 */
class EngineSearchFutilityTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final int DEPTH = 7;

    @Test
    void theSameDepthCostsFewerNodesWithThePruning() {
        // balanced openings (the shipped openings-freestyle15.txt) with a move or two more
        for (String opening : new String[] {"e11 f9 f5 j6 g8 h8", "e9 g11 h9 g8 k9 h10", "e8 g9 g10 g6 j6 h7"}) {
            Searched without = search(opening, 0);
            Searched with = search(opening, EngineSearch.FUTILITY_MARGIN);
            assertThat(with.nodes).as("nodes with futility, %s", opening).isLessThan(without.nodes);
            assertThat(with.outcome.depth()).as("depth, %s", opening).isEqualTo(DEPTH);
            assertThat(Score.isDecisive(with.outcome.score())).as("decisive, %s", opening)
                    .isEqualTo(Score.isDecisive(without.outcome.score()));
        }
    }

    @Test
    void aForcedWinScoresTheSameWithAndWithoutThePruning() {
        // Black to move has an open three on row 8 (g8 h8 i8) and White no four: the open four wins.
        // Here every reply faces an open three, so nothing is cut; PuzzleSolvingTest checks the
        // pruned engine on the public puzzles, wins that need quiet moves among them.
        Searched with = search("g8 a1 h8 a3 i8 a5", EngineSearch.FUTILITY_MARGIN);
        Searched without = search("g8 a1 h8 a3 i8 a5", 0);
        assertThat(Score.isDecisive(with.outcome.score())).isTrue();
        assertThat(with.outcome.score()).isPositive().isEqualTo(without.outcome.score());
    }

    private record Searched(EngineSearch.Outcome outcome, long nodes) {
    }

    private static Searched search(String moves, int margin) {
        Game game = Game.fromMoves(GOMOKU, Notation.parseMoves(moves, GOMOKU));
        EngineBoard board = EngineBoard.of(game.snapshot(), AlphaBetaStrategy.DEFAULT_RADIUS);
        SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
        EngineSearch search = new EngineSearch(board, new EngineSearch.Settings(DEPTH, 16, margin), clock,
                TranspositionTable.ofMegabytes(8));
        EngineSearch.Outcome outcome = search.run(board.sideToMove(), RootMoves.all(board),
                new ProgressThrottle(ProgressSink.NONE));
        return new Searched(outcome, clock.nodes());
    }
}
