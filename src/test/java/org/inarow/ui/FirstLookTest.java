package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.inarow.model.Rules;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The first look's helper: what it runs after the board waits for the first look to be on screen. */
@Timeout(60)
class FirstLookTest {

    @Test
    void theWorkAfterTheBoardWaitsUntilTheFirstLookIsOnScreen() throws Exception {
        CountDownLatch after = new CountDownLatch(1);
        FirstLook look = FirstLook.prepare(Theme.LIGHT, Rules.gomokuFreestyle(15), Optional.empty(), Optional.empty(),
                after::countDown);
        assertThat(look.board().get(30, TimeUnit.SECONDS)).isNotNull();
        assertThat(after.await(FirstLook.ON_SCREEN_LIMIT_MILLIS / 3, TimeUnit.MILLISECONDS))
                .as("ran before the first look was on screen").isFalse();
        look.onScreen();
        assertThat(after.await(10, TimeUnit.SECONDS)).as("ran once on screen").isTrue();
    }

    @Test
    void aFirstLookNeverPaintedHoldsTheWorkNoLongerThanItsLimit() throws Exception {
        CountDownLatch after = new CountDownLatch(1);
        long start = System.nanoTime();
        FirstLook.prepare(Theme.DARK, Rules.gomokuFreestyle(15), Optional.empty(), Optional.empty(), after::countDown);
        assertThat(after.await(FirstLook.ON_SCREEN_LIMIT_MILLIS + 10_000L, TimeUnit.MILLISECONDS)).isTrue();
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isGreaterThanOrEqualTo(FirstLook.ON_SCREEN_LIMIT_MILLIS);
    }
}
