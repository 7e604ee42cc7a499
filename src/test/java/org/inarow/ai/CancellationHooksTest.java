package org.inarow.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** What runs when a search is cancelled (an external engine is hurried): once, and at once when already cancelled. */
class CancellationHooksTest {

    @Test
    void anActionRunsOnceWhenTheFlagIsFirstSetAndAtOnceWhenItIsSetAlready() {
        Cancellation cancellation = new Cancellation();
        AtomicInteger hurried = new AtomicInteger();
        cancellation.whenCancelled(hurried::incrementAndGet);
        assertThat(hurried).hasValue(0);
        cancellation.cancel();
        cancellation.cancel();
        assertThat(hurried).as("once, however often it is cancelled").hasValue(1);
        cancellation.whenCancelled(hurried::incrementAndGet);
        assertThat(hurried).as("added after the cancel: runs at once").hasValue(2);
        assertThat(cancellation.isCancelled()).isTrue();
    }
}
