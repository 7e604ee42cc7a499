package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The controller's clocks on a hand-turned time source: a flag falls, the game ends on time and says so. */
class GameClocksTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private final List<Throwable> errors = new ArrayList<>();
    private final AtomicLong now = new AtomicLong(5_000_000);
    private GameController controller;

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    private GameController start(GameSetup setup, Strategy strategy) {
        controller = Edt.call(() -> {
            GameController c = new GameController(setup, false, (level, rules, seed) -> strategy,
                    rules -> (p, l, c2) -> { throw new AssertionError("no prediction asked"); }, errors::add);
            c.clocks().timeSource(now::get);
            c.start();
            return c;
        });
        return controller;
    }

    private GameController twoPlayers(TimeControl clock) {
        return start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1).withClock(clock),
                TestStrategies.scripted("a1"));
    }

    private void play(String cell) {
        Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
    }

    private void pass(long millis) {
        now.addAndGet(millis);
        Edt.run(() -> controller.clocks().tick());
    }

    @Test
    void aFallenFlagEndsTheGameOnTimeAndTheStatusTallyAndRecordSaySo() {
        twoPlayers(TimeControl.fischer(3, 0));
        play("h8");
        play("i9");
        pass(2_999); // Black's clock since i9
        assertThat(Edt.call(() -> controller.position().isOver())).isFalse();
        assertThat(Edt.call(() -> controller.clocks().remaining(Seat.OPENER))).isEqualTo(1);

        pass(1);

        assertThat(Edt.call(() -> controller.position().isOver())).isTrue();
        assertThat(Edt.call(controller::turnText)).isEqualTo("White wins on time: Black's clock ran out");
        assertThat(Edt.call(() -> controller.tally().score().text(Mode.TWO_PLAYERS, GOMOKU.family())))
                .isEqualTo("Session: Black 0, White 1, draws 0");
        String sgf = Edt.call(() -> GameRecords.write(GameRecord.of(controller.rules(), controller.moves())
                .withInfo(controller.recordInfo().forSave()), GameFormat.SGF));
        assertThat(sgf).contains("RE[W+T]").contains("TM[3]OT[fischer 0]");
        play("j10");
        assertThat(Edt.call(controller::moves)).hasSize(2); // no move after the flag fell
    }

    @Test
    void noTakeBacksWhileTheClocksRunButAfterTheEndAsInAnyGame() {
        twoPlayers(TimeControl.fischer(60, 0));
        play("h8");
        play("i9");
        assertThat(Edt.call(controller::canUndo)).isFalse();
        Edt.run(controller::undo);
        assertThat(Edt.call(controller::moves)).hasSize(2);
        assertThat(Edt.call(controller::notice)).isEqualTo("No take-backs while the clocks run: the game is on the clock.");
        Edt.run(() -> controller.showMove(1));
        play("j10"); // a new line from an earlier position would take back a move too
        assertThat(Edt.call(controller::moves)).hasSize(2);

        Edt.run(() -> controller.showMove(2));
        pass(60_000);
        assertThat(Edt.call(() -> controller.position().isOver())).isTrue();
        assertThat(Edt.call(controller::canUndo)).isTrue();
        assertThat(Edt.call(() -> controller.clocks().thinkingCapMillis())).as("no clock for the game played on")
                .isEqualTo(org.inarow.ai.search.MoveBudget.UNLIMITED);
    }

    @Test
    void theClocksWaitWhilePaused() {
        twoPlayers(TimeControl.fischer(3, 0));
        play("h8");
        Edt.run(() -> controller.clocks().setPaused(true)); // a dialog is open
        pass(60_000);
        assertThat(Edt.call(() -> controller.position().isOver())).isFalse();
        assertThat(Edt.call(() -> controller.clocks().remaining(Seat.RESPONDER))).isEqualTo(3_000);
        Edt.run(() -> controller.clocks().setPaused(false));
        pass(2_000);
        assertThat(Edt.call(() -> controller.clocks().remaining(Seat.RESPONDER))).isEqualTo(1_000);
        assertThat(Edt.call(() -> controller.clocks().timeLeftMillis(Side.SECOND))).hasValue(1_000);
        assertThat(Edt.call(() -> controller.clocks().timeLeftMillis(Side.FIRST))).hasValue(3_000);
    }

    @Test
    void anotherClockMidGameAsksFirstAndStartsANewGame() {
        twoPlayers(TimeControl.fischer(60, 0));
        List<String> asked = new ArrayList<>();
        Edt.run(() -> controller.setDiscardQuestion((moves, replacement) -> {
            asked.add(replacement + " " + moves);
            return false;
        }));
        play("h8");
        play("i9");
        boolean taken = Edt.call(() -> controller.changeSetup(controller.setup().withClock(TimeControl.perMove(30))));
        assertThat(taken).isFalse();
        assertThat(asked).containsExactly("NEW_CLOCK 2");
        assertThat(Edt.call(controller::moves)).hasSize(2);

        Edt.run(() -> controller.setDiscardQuestion((moves, replacement) -> true));
        Edt.run(() -> controller.changeSetup(controller.setup().withClock(TimeControl.perMove(30))));
        assertThat(Edt.call(controller::moves)).isEmpty();
        assertThat(Edt.call(() -> controller.clocks().control())).isEqualTo(TimeControl.perMove(30));
    }

    @Test
    void theComputerThinksWithinItsBudgetFromItsClock() {
        List<Limits> asked = new CopyOnWriteArrayList<>();
        Strategy recording = new Strategy() {
            @Override
            public String name() {
                return "recording";
            }

            @Override
            public SearchResult search(org.inarow.model.Position position, Limits limits,
                                       org.inarow.ai.Cancellation cancellation, org.inarow.ai.ProgressSink progress) {
                asked.add(limits);
                var move = TestStrategies.firstEmpty(position, "a1 a2 a3 a4");
                return new SearchResult(move, 0, 1, 1, 0, List.of(move));
            }
        };
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1).withClock(TimeControl.fischer(10, 0)),
                recording);
        play("h8");
        Edt.waitFor("the computer's answer", 10_000, () -> controller.moves().size() == 2 && !controller.isThinking());
        // 10 s left: a twentieth, 500 ms, less a 50 ms reserve (the medium level alone would think 1.5 s)
        assertThat(asked.get(0).timeMillis()).isEqualTo(450);
    }

    @Test
    void anEngineIsToldItsClockTimeLeftAndTheMatchTime() {
        twoPlayers(TimeControl.fischer(60, 2));
        assertThat(Edt.call(() -> controller.clocks().engineTime())).as("before the first stone: the whole time")
                .contains(new EngineTime(60_000, 60_000, 60_000));
        play("h8");
        pass(7_000);
        assertThat(Edt.call(() -> controller.clocks().engineTime())).as("White has used 7 s")
                .contains(new EngineTime(53_000, 60_000, 53_000));
        play("h9");
        pass(1_000);
        play("h10"); // Black's clock had 60 s, used 1 s, gets 2 s after its move
        assertThat(Edt.call(() -> controller.clocks().engineTime())).as("White again, with its increment")
                .contains(new EngineTime(55_000, 60_000, 55_000));
    }

    @Test
    void anEngineOnATimePerMoveIsToldWhatIsLeftOfTheMoveAndNoMatchClock() {
        twoPlayers(TimeControl.perMove(30));
        play("h8");
        pass(4_000);
        assertThat(Edt.call(() -> controller.clocks().engineTime()))
                .contains(EngineTime.perMove(26_000));
        Edt.run(controller::shutdown);
        controller = null;
        twoPlayers(TimeControl.NONE);
        assertThat(Edt.call(() -> controller.clocks().engineTime())).isEmpty();
    }
}
