package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sound.sampled.LineUnavailableException;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A click for each stone set on the board while the switch is on; none for loading, undoing or a new game. */
class StoneSoundsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    private final AtomicInteger clicks = new AtomicInteger();
    private final ClickSound sound = new ClickSound(format -> {
        clicks.incrementAndGet(); // counted, then no device
        throw new LineUnavailableException("none here");
    });
    private final AtomicBoolean on = new AtomicBoolean(true);
    private GameController controller;

    @AfterEach
    void stop() {
        Edt.run(controller::shutdown);
    }

    private int clicksSoFar() throws Exception {
        sound.play().get(5, TimeUnit.SECONDS); // the clicks before it have played: one thread plays them in turn
        return clicks.getAndDecrement() - 1;
    }

    @Test
    void eachStoneClicksWhileTheSwitchIsOn() throws Exception {
        controller = Edt.call(() -> {
            GameController c = new GameController(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1),
                    false, (level, rules, seed) -> TestStrategies.scripted(""), rules -> (p, l, c2) -> Prediction.unknown(),
                    e -> { });
            c.start();
            StoneSounds.attach(c, sound, on::get);
            return c;
        });
        for (String cell : List.of("h8", "h9", "i8")) {
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
        }
        assertThat(clicksSoFar()).as("three stones").isEqualTo(3);
        Edt.run(() -> controller.cellChosen(Notation.parsePoint("h8", GOMOKU))); // occupied: refused
        Edt.run(controller::undo);
        Edt.run(() -> controller.load(GameRecord.of(GOMOKU, Notation.parseMoves("a1 a2 a3 a4", GOMOKU))));
        Edt.run(controller::newGame);
        assertThat(clicksSoFar()).as("a refused click, undo, an opened game, a new game").isEqualTo(3);
        on.set(false);
        Edt.run(() -> controller.cellChosen(Notation.parsePoint("h8", GOMOKU)));
        assertThat(clicksSoFar()).as("switched off").isEqualTo(3);
        on.set(true);
        Edt.run(() -> controller.cellChosen(Notation.parsePoint("h9", GOMOKU)));
        assertThat(clicksSoFar()).as("on again").isEqualTo(4);
    }
}
