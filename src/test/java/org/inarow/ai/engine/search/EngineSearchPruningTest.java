package org.inarow.ai.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.engine.AlphaBetaStrategy;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.ProgressThrottle;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * Reverse futility pruning, fail-high reduction and singular extension in {@link EngineSearch}:
 * each of the first two makes a fixed-depth search cheaper, the third finds table moves to extend;
 * play charges a delaying four its ply and frees answers to open threes less far than a judgement
 * (their worth is measured in games: experiments X14, X15, K4); and none changes a forced win's
 * score (the cut returns the static score, never a decisive one, a reduced node still proves what it
 * proves, and a decisive table score is never extended).
 */
class EngineSearchPruningTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final int DEPTH = 7;

    // balanced openings (the shipped openings-freestyle15.txt) with a move or two more
    private static final String[] OPENINGS = {"e11 f9 f5 j6 g8 h8", "e9 g11 h9 g8 k9 h10", "e8 g9 g10 g6 j6 h7"};
    private static final EngineSearch.Settings NONE = new EngineSearch.Settings(DEPTH, 16, 0, false, false, true, false, EngineSearch.JUDGING_REACH);
    private static final EngineSearch.Settings FUTILITY =
            new EngineSearch.Settings(DEPTH, 16, EngineSearch.FUTILITY_MARGIN, false, false, true, false, EngineSearch.JUDGING_REACH);
    private static final EngineSearch.Settings BOTH =
            new EngineSearch.Settings(DEPTH, 16, EngineSearch.FUTILITY_MARGIN, true, false, true, false, EngineSearch.JUDGING_REACH);
    private static final EngineSearch.Settings ALL = new EngineSearch.Settings(DEPTH, 16);
    private static final EngineSearch.Settings DELAYS_FREE =
            new EngineSearch.Settings(DEPTH, 16, EngineSearch.FUTILITY_MARGIN, true, true, true, false, EngineSearch.PLAY_REACH);

    @Test
    void theSameDepthCostsFewerNodesWithFutility() {
        fewerNodes(NONE, FUTILITY);
    }

    @Test
    void theSameDepthCostsFewerNodesStillWithFailHighReduction() {
        assertThat(ALL.failHighReduction()).as("the engine's default").isTrue();
        fewerNodes(FUTILITY, BOTH);
    }

    @Test
    void singularExtensionFindsTableMovesToExtendAndKeepsTheDepth() {
        assertThat(ALL.singularExtension()).as("the engine's default").isTrue();
        for (String opening : OPENINGS) {
            Searched without = search(opening, BOTH);
            Searched with = search(opening, ALL);
            assertThat(without.extensions).as("extensions when it is off, %s", opening).isZero();
            assertThat(with.extensions).as("extensions, %s", opening).isPositive();
            assertThat(with.outcome.depth()).as("depth, %s", opening).isEqualTo(DEPTH);
            assertThat(Score.isDecisive(with.outcome.score())).as("decisive, %s", opening)
                    .isEqualTo(Score.isDecisive(without.outcome.score()));
        }
    }

    @Test
    void playChargesTheDelayingFoursAndReachesLessFarThanAJudgement() {
        assertThat(ALL.delaysPay()).as("play").isTrue();
        assertThat(ALL.judging().delaysPay()).as("a judgement follows every delay").isFalse();
        assertThat(ALL.answerReach()).isEqualTo(EngineSearch.PLAY_REACH);
        assertThat(ALL.judging().answerReach()).isEqualTo(EngineSearch.JUDGING_REACH);
    }

    @Test
    void answersToAnOpenThreeAreFreeUpToTheReachInTenthsOfTheIteration() {
        // iteration depth 8: play (15) frees them below ply 12, a judgement (20) below ply 16
        assertThat(EngineSearch.answersFree(11, 8, EngineSearch.PLAY_REACH)).isTrue();
        assertThat(EngineSearch.answersFree(12, 8, EngineSearch.PLAY_REACH)).isFalse();
        assertThat(EngineSearch.answersFree(15, 8, EngineSearch.JUDGING_REACH)).isTrue();
        assertThat(EngineSearch.answersFree(16, 8, EngineSearch.JUDGING_REACH)).isFalse();
        assertThat(EngineSearch.answersFree(7, 5, EngineSearch.PLAY_REACH)).isTrue();
        assertThat(EngineSearch.answersFree(8, 5, EngineSearch.PLAY_REACH)).isFalse();
    }

    @Test
    void aWinByOpenThreesScoresTheSameWhetherDelaysPayOrNot() {
        // White (to move) faces two open threes of Black's (g8 h8 i8 and k11 k12 k13) and has a four to delay
        // with (a4, blocked at a5): the delay changes nothing, one of Black's open fours follows
        String moves = "g8 a1 h8 a2 i8 a3 k11 o1 k12 o3 k13";
        Searched paying = search(moves, ALL);
        Searched free = search(moves, DELAYS_FREE);
        Searched judged = search(moves, ALL.judging());
        assertThat(Score.isDecisive(paying.outcome.score())).isTrue();
        assertThat(paying.outcome.score()).isNegative().isEqualTo(free.outcome.score()).isEqualTo(judged.outcome.score());
    }

    private static void fewerNodes(EngineSearch.Settings before, EngineSearch.Settings after) {
        for (String opening : OPENINGS) {
            Searched without = search(opening, before);
            Searched with = search(opening, after);
            assertThat(with.nodes).as("nodes with %s, %s", after, opening).isLessThan(without.nodes);
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
        Searched with = search("g8 a1 h8 a3 i8 a5", ALL);
        Searched without = search("g8 a1 h8 a3 i8 a5", NONE);
        assertThat(Score.isDecisive(with.outcome.score())).isTrue();
        assertThat(with.outcome.score()).isPositive().isEqualTo(without.outcome.score());
    }

    private record Searched(EngineSearch.Outcome outcome, long nodes, long extensions) {
    }

    private static Searched search(String moves, EngineSearch.Settings settings) {
        Game game = Game.fromMoves(GOMOKU, Notation.parseMoves(moves, GOMOKU));
        EngineBoard board = EngineBoard.of(game.snapshot(), AlphaBetaStrategy.DEFAULT_RADIUS, Evaluation.CODE_VALUES);
        SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
        EngineSearch search = new EngineSearch(board, settings, clock,
                TranspositionTable.ofMegabytes(8));
        EngineSearch.Outcome outcome = search.run(board.sideToMove(), RootMoves.all(board),
                new ProgressThrottle(ProgressSink.NONE));
        return new Searched(outcome, clock.nodes(), search.singularExtensions());
    }
}
