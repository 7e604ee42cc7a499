package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ClockPanelTest {

    @Test
    void minutesAndSecondsTenthsUnderTwentySecondsNeverRoundedUp() {
        assertThat(ClockPanel.format(300_000)).isEqualTo("5:00");
        assertThat(ClockPanel.format(299_999)).isEqualTo("4:59");
        assertThat(ClockPanel.format(20_000)).isEqualTo("0:20");
        assertThat(ClockPanel.format(19_999)).isEqualTo("0:19.9");
        assertThat(ClockPanel.format(3_000)).isEqualTo("0:03.0");
        assertThat(ClockPanel.format(99)).isEqualTo("0:00.0");
        assertThat(ClockPanel.format(-5)).isEqualTo("0:00.0");
        assertThat(ClockPanel.format(3_723_000)).isEqualTo("1:02:03");
    }
}
