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
}
