package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.inarow.ai.Score;
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
    void aFinishedGameIsNoQuestion() {
        Position five = Position.parse(GomokuPuzzle.RULES, "h8 a1 h9 a2 h10 a3 h11 a4 h12");
        assertThatThrownBy(() -> LastingAttack.score(five)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Score.isDecisive(LastingAttack.score(Position.parse(GomokuPuzzle.RULES, "h8 a1 h9 a2 h10 a3 h11 a4"))))
                .as("a five to make is a win").isTrue();
    }
}
