package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ReviewStateTest {

    @Test
    void stepsStayInsideTheGame() {
        ReviewState live = ReviewState.live(3);
        assertThat(live.isLive()).isTrue();
        assertThat(live.forward()).isEqualTo(live);
        assertThat(live.back()).isEqualTo(new ReviewState(2, 3));
        assertThat(live.back().isLive()).isFalse();
        assertThat(live.start()).isEqualTo(new ReviewState(0, 3));
        assertThat(live.start().back()).isEqualTo(new ReviewState(0, 3));
        assertThat(live.start().forward().forward().forward()).isEqualTo(live);
        assertThat(live.at(-5)).isEqualTo(live.start());
        assertThat(live.at(99)).isEqualTo(live.end());
    }

    @Test
    void anEmptyGameIsAlwaysLive() {
        ReviewState empty = ReviewState.live(0);
        assertThat(empty.start()).isEqualTo(empty);
        assertThat(empty.back().isLive()).isTrue();
    }

    @Test
    void aMoveOutsideTheGameIsRefused() {
        assertThatThrownBy(() -> new ReviewState(4, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ReviewState(-1, 3)).isInstanceOf(IllegalArgumentException.class);
    }
}
