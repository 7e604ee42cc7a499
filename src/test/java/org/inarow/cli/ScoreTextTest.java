package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Score;
import org.junit.jupiter.api.Test;

class ScoreTextTest {

    @Test
    void evaluationsAreNumbersAndProvenResultsCountPlies() {
        assertThat(ScoreText.format(35)).isEqualTo("35");
        assertThat(ScoreText.format(-120)).isEqualTo("-120");
        assertThat(ScoreText.format(Score.winIn(3))).isEqualTo("win-in-3");
        assertThat(ScoreText.format(Score.lossIn(4))).isEqualTo("loss-in-4");
    }
}
