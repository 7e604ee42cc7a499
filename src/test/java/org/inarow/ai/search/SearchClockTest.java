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
    void aTimeToSpendStartsDepthsUntilNearlyAllOfItIsGone() {
        SearchClock saving = new SearchClock(Limits.time(1_000), Cancellation.never());
        SearchClock spending = new SearchClock(Limits.time(1_000).spendingTheTime(), Cancellation.never());
        assertThat(saving.hardMillis()).as("a tenth kept back").isEqualTo(900L);
        assertThat(spending.hardMillis()).as("its caller kept the reserve: only the safety margin").isEqualTo(985L);
        assertThat(saving.softMillis()).as("a player waits: no depth after about half").isLessThan(saving.hardMillis() * 6 / 10);
        assertThat(spending.softMillis()).as("a tournament's time").isGreaterThanOrEqualTo(spending.hardMillis() * 9 / 10)
                .isLessThan(spending.hardMillis());
    }

    @Test
    void spendingTheTimeIsKeptByTheOtherLimits() {
        Limits spending = Limits.time(500).spendingTheTime();
        assertThat(spending.withDepth(4).withNodes(1_000).withTime(700).spendTheTime()).isTrue();
        assertThat(Limits.time(500).withDepth(4).spendTheTime()).isFalse();
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
