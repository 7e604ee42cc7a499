package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void everyPresetReadsBackFromItsId() {
        for (TimeControl preset : TimeControl.PRESETS) {
            assertThat(TimeControl.parse(preset.id())).as(preset.id()).contains(preset);
        }
        assertThat(TimeControl.fischer(300, 5).id()).isEqualTo("fischer:300+5");
        assertThat(TimeControl.perMove(30).id()).isEqualTo("move:30");
        assertThat(TimeControl.parse("fischer:3+0")).contains(TimeControl.fischer(3, 0));
    }

    @Test
    void aDamagedIdIsNoTimeControlAtAll() {
        for (String bad : new String[] {null, "", "fischer", "fischer:300", "fischer:x+1", "move:0", "move:-5",
                "fischer:300+-1", "move:99999999999999", "hourglass:3"}) {
            assertThat(TimeControl.parse(bad)).as(String.valueOf(bad)).isEmpty();
        }
    }

    @Test
    void aTimedControlNeedsASecondAtLeast() {
        assertThatThrownBy(() -> TimeControl.fischer(0, 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TimeControl(TimeControl.Kind.PER_MOVE, 10_000, 1_000))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void timeIsLowBelowAFifthAndAtMostTenSeconds() {
        assertThat(TimeControl.fischer(3, 0).lowMillis()).isEqualTo(600);
        assertThat(TimeControl.fischer(300, 3).lowMillis()).isEqualTo(10_000);
        assertThat(TimeControl.perMove(30).lowMillis()).isEqualTo(6_000);
    }

    @Test
    void aGameLostOnTimeIsOverWithNoLineAndUndoTakesItBack() {
        Rules rules = Rules.gomokuFreestyle(15);
        Game game = Notation.parseGame("h8 i9", rules);
        game.loseOnTime(Side.FIRST);
        assertThat(game.isOver()).isTrue();
        assertThat(game.result()).isEqualTo(GameResult.onTime(Side.SECOND));
        assertThat(game.result().winningLine()).isEmpty();
        assertThat(game.snapshot().isOver()).isTrue();
        assertThat(game.check(Notation.parsePoint("a1", rules))).contains(IllegalReason.GAME_OVER);
        assertThatThrownBy(() -> game.loseOnTime(Side.SECOND)).isInstanceOf(IllegalStateException.class);

        game.undo();
        assertThat(game.isOver()).isFalse();
    }
}
