package org.inarow.ai.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.junit.jupiter.api.Test;

class SearchClockTest {

    @Test
    void aHugeMoveTimeMeansNoDeadlineRatherThanAnOverflowedOne() {
        SearchClock clock = new SearchClock(Limits.time(99_999_999_999_999L), Cancellation.never());
        assertThat(clock.check()).as("stopped at once").isFalse();
        assertThat(clock.softTimeUp()).as("no time for another depth").isFalse();
        assertThat(SearchClock.deadline(System.nanoTime(), Long.MAX_VALUE / 2)).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void anOrdinaryDeadlineIsStartPlusTheTime() {
        assertThat(SearchClock.deadline(5_000L, 1_000L)).isEqualTo(5_000L + 1_000_000_000L);
    }

    @Test
    void aShortTimeRunsOut() throws InterruptedException {
        SearchClock clock = new SearchClock(Limits.time(20), Cancellation.never());
        Thread.sleep(40);
        assertThat(clock.check()).isTrue();
        assertThat(clock.softTimeUp()).isTrue();
    }

    @Test
    void cancellingStopsTheClock() {
        Cancellation cancellation = new Cancellation();
        SearchClock clock = new SearchClock(Limits.none(), cancellation);
        assertThat(clock.check()).isFalse();
        cancellation.cancel();
        assertThat(clock.check()).isTrue();
    }
}
