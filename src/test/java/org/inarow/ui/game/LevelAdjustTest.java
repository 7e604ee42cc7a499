package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.inarow.ai.ladder.Ladder;
import org.junit.jupiter.api.Test;

class LevelAdjustTest {
    private static final int TOP = 8;

    /** The rungs of the games that follow, starting at {@code rung}, after each result in turn. */
    private static List<Integer> rungs(int rung, PlayerResult... results) {
        LevelAdjust adjust = LevelAdjust.START;
        java.util.ArrayList<Integer> seen = new java.util.ArrayList<>();
        for (PlayerResult r : results) {
            LevelAdjust.Step step = adjust.after(r, rung, TOP);
            adjust = step.adjust();
            rung = step.rung();
            seen.add(rung);
        }
        return seen;
    }

    @Test
    void twoWinsInARowMoveUpAndTwoLossesDown() {
        assertThat(rungs(4, PlayerResult.WON, PlayerResult.WON)).containsExactly(4, 5);
        assertThat(rungs(4, PlayerResult.LOST, PlayerResult.LOST)).containsExactly(4, 3);
    }

    @Test
    void aDrawOrTheOtherResultBreaksTheRun() {
        assertThat(rungs(4, PlayerResult.WON, PlayerResult.DRAWN, PlayerResult.WON)).containsExactly(4, 4, 4);
        assertThat(rungs(4, PlayerResult.WON, PlayerResult.LOST, PlayerResult.WON)).containsExactly(4, 4, 4);
        assertThat(rungs(4, PlayerResult.LOST, PlayerResult.WON, PlayerResult.LOST)).containsExactly(4, 4, 4);
    }

    @Test
    void aMoveStartsANewRun() {
        assertThat(rungs(4, PlayerResult.WON, PlayerResult.WON, PlayerResult.WON, PlayerResult.WON))
                .as("the third win is the first at the new level").containsExactly(4, 5, 5, 6);
    }

    @Test
    void neverBeyondTheLadder() {
        assertThat(rungs(TOP, PlayerResult.WON, PlayerResult.WON, PlayerResult.WON)).containsExactly(TOP, TOP, TOP);
        assertThat(rungs(1, PlayerResult.LOST, PlayerResult.LOST, PlayerResult.LOST)).containsExactly(1, 1, 1);
    }

    @Test
    void theStepSaysWhy() {
        LevelAdjust.Step step = new LevelAdjust(1).after(PlayerResult.WON, 4, TOP);
        assertThat(step.why()).contains(LevelAdjust.Why.TWO_WINS);
        assertThat(step.why().map(why -> why.notice("Level 5 · Club")))
                .contains("Two wins in a row: next game at Level 5 · Club");
        assertThat(new LevelAdjust(-1).after(PlayerResult.LOST, 4, TOP).why()).contains(LevelAdjust.Why.TWO_LOSSES);
        assertThat(LevelAdjust.Why.TWO_LOSSES.notice("Level 3 · Casual"))
                .isEqualTo("Two losses in a row: next game at Level 3 · Casual");
        assertThat(new LevelAdjust(0).after(PlayerResult.WON, 4, TOP).why()).isEmpty();
    }

    @Test
    void progressCountsEveryGameAndMovesOnlyWhenSwitchedOn() {
        LevelProgress progress = LevelProgress.inMemory();
        assertThat(progress.gameEnded(4, PlayerResult.WON)).isEmpty();
        assertThat(progress.gameEnded(4, PlayerResult.WON)).as("switched off").isEmpty();
        assertThat(progress.gameEnded(4, PlayerResult.DRAWN)).isEmpty();
        assertThat(progress.gameEnded(4, PlayerResult.LOST)).isEmpty();
        assertThat(progress.record(4)).isEqualTo(new LevelRecord(2, 1, 1));
        assertThat(progress.record(5)).isEqualTo(LevelRecord.NONE);

        progress.setAdjusts(true);
        assertThat(progress.gameEnded(4, PlayerResult.WON)).isEmpty();
        Optional<LevelProgress.Move> moved = progress.gameEnded(4, PlayerResult.WON);
        assertThat(moved).contains(new LevelProgress.Move(5, LevelAdjust.Why.TWO_WINS));
        assertThat(moved.map(LevelProgress.Move::notice))
                .contains("Two wins in a row: next game at " + Ladder.rung(5).title());
        assertThat(progress.record(4)).isEqualTo(new LevelRecord(4, 1, 1));
    }
}
