package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.inarow.ai.Limits;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.model.Position;
import org.junit.jupiter.api.Test;

/**
 * The engine's second look after a defence that stops the threats found. The positions are
 * defences the puzzle generator once accepted; Rapfi (outside the repository) proved the first lost
 * (White wins in 13 plies) and found the second playable.
 */
class LastingAttackTest {
    /** Defend puzzle ia-0486 as it was: Black to defend against White's win by fours. */
    private static final String LOST_DEFENCE_ROOT = "e10 f9 j9 d9 g9 d10 d8 e8 g10 f7 g6 g8 i8 h7 h9 j7 i6 i9 f6 h6 e7 c9";
    /** Defend puzzle ia-0425 as it was. */
    private static final String HOLDING_DEFENCE_ROOT = "e8 j8 i8 k7 g8 i9";

    @Test
    void anAttackThatGoesOnAfterTheDefenceIsSeen() {
        Position after = Position.parse(GomokuPuzzle.RULES, LOST_DEFENCE_ROOT + " g7");
        assertThat(LastingAttack.after(after)).isTrue();
    }

    @Test
    void aDefenceThatHoldsLeavesNoWinningAttack() {
        Position after = Position.parse(GomokuPuzzle.RULES, HOLDING_DEFENCE_ROOT + " h10");
        assertThat(LastingAttack.after(after)).isFalse();
    }

    @Test
    void theSameDefenceIsAlwaysJudgedTheSame() {
        Position after = Position.parse(GomokuPuzzle.RULES, HOLDING_DEFENCE_ROOT + " l6");
        assertThat(LastingAttack.score(after, 200_000)).isEqualTo(LastingAttack.score(after, 200_000));
    }

    @Test
    void aFourOfTheDefendersIsBlockedBeforeTheSearch() {
        // black h8 to h11 against white h7: White must block h12; the search answers a lone block at
        // once with the static evaluation, so the score must come from the position after the block
        Position four = Position.parse(GomokuPuzzle.RULES, "h8 h7 h9 a1 h10 a2 h11");
        int score = LastingAttack.score(four, 50_000);
        Position afterBlock = four.play(PuzzleDefender.fivePoints(four, four.toMove().opponent()).get(0));
        assertThat(score).isEqualTo(-LastingAttack.score(afterBlock, 50_000));
    }

    @Test
    void aLoneDefenceIsSearchedAsDeepAsAnyMove() {
        // puzzle ia-0394 as it was: after d9 and White's block f9, j8 is Black's one defence, and White
        // then wins in 9 plies by Rapfi's proof; answered after two plies, the search rated it +73
        Position after = Position.parse(GomokuPuzzle.RULES, "e9 g11 h9 g8 k9 l9 g10 h10 g9 i9 d9");
        assertThat(LastingAttack.score(after)).isGreaterThanOrEqualTo(LastingAttack.WINNING_SCORE);
    }

    @Test
    void aDefenceLostInThirteenPliesIsSeen() {
        // defend puzzle ia-0647 as it was: Rapfi proves d10 lost in 13 plies; before the threat searches
        // left the search its nodes, this rated Black 453 (ahead, not winning)
        Position after = Position.parse(GomokuPuzzle.RULES, "e10 e9 i7 f10 d8 f8 g7 e7 f9 g8 d6 d5 h7 j7 e5 f6 f4 g3 i8"
                + " g5 g6 j9 e4 f5 h4 g4 c7 b8 h3 h5 i6 i5 j5 g2 g1 h10 j6 g9 i11 k6 j10 e6 f7 i9 k9 h12 g11 h11 h9 g12 k8"
                + " l8 l10 i10 f13 j8 k11 k10 j12 i13 d9 h13 h14 d10");
        assertThat(LastingAttack.after(after)).isTrue();
    }

    @Test
    void theThreatSearchesLeaveTheSearchItsNodes() {
        // defend puzzle ia-0715 as it was: after j10, Black wins in 11 plies (j7 h9 k8 …) by Rapfi's proof
        // and by our own search at 1 s; on 4 M nodes alone the root's threat searches spent every node
        // and the answer was the static evaluation, -21 at depth 0
        Position after = Position.parse(GomokuPuzzle.RULES, "f8 e8 j8 f9 h10 e9 i8 g8 i9 k7 i10 i11 g11 f12 i6 i7 g10 j10");
        SearchResult judged = EngineStrategy.judging(PuzzleProver.RADIUS, EngineStrategy.DEFAULT_DEPTH,
                Strategies.ENGINE_WIDTH, 16).search(after, Limits.nodes(LastingAttack.NODES));
        assertThat(judged.depth()).as("%s", judged).isPositive();
        assertThat(judged.nodes()).isLessThanOrEqualTo(LastingAttack.NODES + 1);
        assertThat(LastingAttack.score(after)).isGreaterThanOrEqualTo(LastingAttack.WINNING_SCORE);
    }

    @Test
    void aFinishedGameIsNoQuestion() {
        Position five = Position.parse(GomokuPuzzle.RULES, "h8 a1 h9 a2 h10 a3 h11 a4 h12");
        assertThatThrownBy(() -> LastingAttack.score(five)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Score.isDecisive(LastingAttack.score(Position.parse(GomokuPuzzle.RULES, "h8 a1 h9 a2 h10 a3 h11 a4"))))
                .as("a five to make is a win").isTrue();
    }
}
