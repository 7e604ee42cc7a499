package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The warm-up is harmless wherever it runs: here without a display (the default test run is headless). */
class FirstUseWarmUpTest {

    @Test
    void withoutAnInputMethodOrDisplayItEndsQuietly() throws InterruptedException {
        Thread thread = FirstUseWarmUp.start();
        assertThat(thread.isDaemon()).as("never holds the app open").isTrue();
        thread.join(20_000);
        assertThat(thread.isAlive()).as("finished").isFalse();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        try {
            FirstUseWarmUp.warmUp(); // no input method, no display: nothing escapes
        } catch (RuntimeException | Error e) {
            failure.set(e);
        }
        assertThat(failure.get()).isNull();
    }

    /** The sample game is played for real (what it warms is the work of a move), by people: no computer searches. */
    @Test
    void theSampleGameIsPlayedWithAVariationAndNoComputer() {
        org.inarow.ui.game.GameController sample = FirstUseWarmUp.playSampleGame();
        assertThat(sample.position().moveCount()).as("two moves, a third taken back, and another in its place").isEqualTo(3);
        assertThat(sample.moveRows()).as("the line's three moves and the variation of the one taken back")
                .hasSize(4)
                .filteredOn(org.inarow.ui.game.MoveRow::isVariation).hasSize(1);
        assertThat(sample.isThinking()).as("no computer in it").isFalse();
    }
}
