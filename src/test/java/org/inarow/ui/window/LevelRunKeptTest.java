package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ui.game.LevelAdjust;
import org.inarow.ui.game.LevelProgress;
import org.inarow.ui.game.PlayerResult;
import org.junit.jupiter.api.Test;

/** "Adjust the level to me" counts a run across a restart of the app; a damaged run starts again. */
class LevelRunKeptTest {

    @Test
    void aWinBeforeARestartAndAWinAfterItMoveTheLevelUp() {
        MemoryPreferences store = new MemoryPreferences();
        LevelProgress before = new LevelProgress(new Settings(store).levels());
        before.setAdjusts(true);
        assertThat(before.gameEnded(4, PlayerResult.WON)).isEmpty();

        LevelProgress after = new LevelProgress(new Settings(store).levels()); // the app started again
        assertThat(after.gameEnded(4, PlayerResult.WON)).hasValueSatisfying(move -> {
            assertThat(move.rung()).isEqualTo(5);
            assertThat(move.why()).isEqualTo(LevelAdjust.Why.TWO_WINS);
        });
        assertThat(new Settings(store).levels().levelRun()).as("a move starts a new run").isZero();
    }

    @Test
    void aLossAfterAWinBreaksTheRunAlsoOverARestart() {
        MemoryPreferences store = new MemoryPreferences();
        LevelProgress first = new LevelProgress(new Settings(store).levels());
        first.setAdjusts(true);
        first.gameEnded(4, PlayerResult.WON);
        new LevelProgress(new Settings(store).levels()).gameEnded(4, PlayerResult.LOST);
        assertThat(new Settings(store).levels().levelRun()).isEqualTo(-1);
        assertThat(new LevelProgress(new Settings(store).levels()).gameEnded(4, PlayerResult.LOST))
                .hasValueSatisfying(move -> assertThat(move.rung()).isEqualTo(3));
    }

    @Test
    void switchingTheRuleOffAndOnStartsAgainAndADamagedRunIsNone() {
        MemoryPreferences store = new MemoryPreferences();
        LevelProgress progress = new LevelProgress(new Settings(store).levels());
        progress.setAdjusts(true);
        progress.gameEnded(2, PlayerResult.WON);
        progress.setAdjusts(false);
        progress.setAdjusts(true);
        assertThat(new Settings(store).levels().levelRun()).isZero();

        store.put("levelRun", "7");
        assertThat(new Settings(store).levels().levelRun()).isZero();
        store.put("levelRun", "not a number");
        assertThat(new Settings(store).levels().levelRun()).isZero();
    }
}
