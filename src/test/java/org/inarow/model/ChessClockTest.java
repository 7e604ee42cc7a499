package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The clocks on a hand-turned time source: no sleeps. */
class ChessClockTest {
    private final AtomicLong now = new AtomicLong(1_000_000);

    private ChessClock clock(TimeControl control) {
        return new ChessClock(control, now::get);
    }

    private void pass(long millis) {
        now.addAndGet(millis);
    }

    @Test
    void fischerAddsTheIncrementAfterEachMoveOfTheSideThatMoved() {
        ChessClock clock = clock(TimeControl.fischer(60, 2));
        clock.turn(Seat.OPENER);
        pass(5_000);
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(55_000);
        assertThat(clock.remaining(Seat.RESPONDER)).isEqualTo(60_000);

        clock.turn(Seat.RESPONDER); // the opener moved: +2 s
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(57_000);
        pass(10_000);
        clock.turn(Seat.OPENER);
        assertThat(clock.remaining(Seat.RESPONDER)).isEqualTo(52_000);
        assertThat(clock.running()).contains(Seat.OPENER);
    }

    @Test
    void theSameSeatActingAgainKeepsItsClockRunningWithNoIncrement() {
        ChessClock clock = clock(TimeControl.fischer(60, 2));
        clock.turn(Seat.OPENER);
        pass(1_000);
        clock.turn(Seat.OPENER); // the second of three opening stones
        pass(1_000);
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(58_000);
    }

    @Test
    void aTimePerMoveStartsAfreshEachTurnAndUnusedTimeIsLost() {
        ChessClock clock = clock(TimeControl.perMove(10));
        clock.turn(Seat.OPENER);
        pass(3_000);
        clock.turn(Seat.RESPONDER);
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(7_000); // shown until its next turn
        pass(9_000);
        clock.turn(Seat.OPENER);
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(10_000);
        pass(9_999);
        assertThat(clock.flag()).isEmpty();
        pass(1);
        assertThat(clock.flag()).contains(Seat.OPENER);
    }

    @Test
    void theFlagFallsAtZeroAndTheClocksStop() {
        ChessClock clock = clock(TimeControl.fischer(3, 0));
        clock.turn(Seat.OPENER);
        pass(2_999);
        assertThat(clock.flag()).isEmpty();
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(1);
        pass(500);
        assertThat(clock.remaining(Seat.OPENER)).isZero();
        assertThat(clock.flag()).contains(Seat.OPENER);
        assertThat(clock.running()).isEmpty();

        clock.turn(Seat.RESPONDER); // a move after the flag fell changes nothing
        pass(10_000);
        assertThat(clock.remaining(Seat.RESPONDER)).isEqualTo(3_000);
        assertThat(clock.flag()).contains(Seat.OPENER);
    }

    @Test
    void aMoveMadeAfterTheTimeRanOutDoesNotSaveTheFlag() {
        ChessClock clock = clock(TimeControl.fischer(3, 10));
        clock.turn(Seat.OPENER);
        pass(3_050); // no one looked in between
        clock.turn(Seat.RESPONDER);
        assertThat(clock.flag()).contains(Seat.OPENER);
        assertThat(clock.remaining(Seat.OPENER)).isZero(); // no increment for a move too late
    }

    @Test
    void aPauseStopsTheRunningClockUntilResumed() {
        ChessClock clock = clock(TimeControl.fischer(3, 0));
        clock.turn(Seat.OPENER);
        pass(1_000);
        clock.pause();
        pass(60_000); // a dialog open for a minute
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(2_000);
        assertThat(clock.flag()).isEmpty();
        assertThat(clock.isPaused()).isTrue();
        clock.resume();
        pass(1_500);
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(500);
        assertThat(clock.isLow(Seat.OPENER)).isTrue(); // 3 s: low from 0.6 s
        assertThat(clock.isLow(Seat.RESPONDER)).isFalse();
    }

    @Test
    void aTurnHandedOverDuringAPauseCountsNoPausedTime() {
        ChessClock clock = clock(TimeControl.fischer(10, 0));
        clock.turn(Seat.OPENER);
        pass(1_000);
        clock.pause();
        pass(5_000);
        clock.turn(Seat.RESPONDER); // a move the computer found while a question was open
        pass(5_000);
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(9_000);
        assertThat(clock.remaining(Seat.RESPONDER)).isEqualTo(10_000);
        clock.resume();
        pass(1_000);
        assertThat(clock.remaining(Seat.RESPONDER)).isEqualTo(9_000);
    }

    @Test
    void stoppedClocksKeepTheirTimes() {
        ChessClock clock = clock(TimeControl.fischer(10, 0));
        clock.turn(Seat.OPENER);
        pass(4_000);
        clock.stop();
        pass(60_000);
        clock.turn(Seat.RESPONDER);
        assertThat(clock.remaining(Seat.OPENER)).isEqualTo(6_000);
        assertThat(clock.running()).isEmpty();
        assertThat(clock.flag()).isEmpty();
    }

    @Test
    void withoutATimeControlNothingRuns() {
        ChessClock clock = clock(TimeControl.NONE);
        clock.turn(Seat.OPENER);
        pass(1_000_000);
        assertThat(clock.running()).isEmpty();
        assertThat(clock.flag()).isEmpty();
        assertThat(clock.isLow(Seat.OPENER)).isFalse();
    }

    @Test
    void aResumedClockStartsFromTheTimeKeptAndARecordReadsTheTimeAtTheLastTurn() {
        ChessClock clock = clock(TimeControl.fischer(300, 5));
        clock.restore(Seat.OPENER, 120_000);
        clock.restore(Seat.RESPONDER, 7_000);
        assertThat(clock.remaining(Seat.RESPONDER)).isEqualTo(7_000);
        clock.turn(Seat.RESPONDER);
        pass(3_000);
        assertThat(clock.remaining(Seat.RESPONDER)).isEqualTo(4_000);
        assertThat(clock.leftAtLastTurn(Seat.RESPONDER)).as("steady while it runs").isEqualTo(7_000);
        clock.turn(Seat.OPENER);
        assertThat(clock.leftAtLastTurn(Seat.RESPONDER)).as("its time after its move, increment added").isEqualTo(9_000);
        assertThat(clock.leftAtLastTurn(Seat.OPENER)).isEqualTo(120_000);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> clock.restore(Seat.OPENER, 1))
                .isInstanceOf(IllegalStateException.class);

        ChessClock perMove = clock(TimeControl.perMove(30));
        perMove.restore(Seat.OPENER, 4_000);
        assertThat(perMove.remaining(Seat.OPENER)).as("each move starts full").isEqualTo(30_000);
    }
}
