package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.ActionEvent;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sound.sampled.LineUnavailableException;
import javax.swing.Action;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.ClickSound;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.Test;

/** View › Stone sound: on by default, its choice remembered across a restart, and obeyed at once. */
class StoneSoundSwitchTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    @Test
    void theSwitchIsRememberedAndObeyed() throws Exception {
        MemoryPreferences store = new MemoryPreferences();
        Settings settings = new Settings(store);
        assertThat(settings.stoneSound()).as("on by default").isTrue();
        AtomicInteger clicks = new AtomicInteger();
        ClickSound sound = new ClickSound(format -> {
            clicks.incrementAndGet();
            throw new LineUnavailableException("no device here");
        });
        GameController controller = Edt.call(() -> {
            GameController c = new GameController(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1),
                    false, (level, rules, seed) -> TestStrategies.scripted(""), rules -> (p, l, c2) -> Prediction.unknown(),
                    e -> { });
            c.start();
            return c;
        });
        try {
            Action toggle = Edt.call(() -> StoneSoundSwitch.attach(controller, settings, sound));
            assertThat(toggle.getValue(Action.SELECTED_KEY)).isEqualTo(true);
            Edt.run(() -> {
                toggle.putValue(Action.SELECTED_KEY, false); // as the menu's check box does before it fires
                toggle.actionPerformed(new ActionEvent(this, ActionEvent.ACTION_PERFORMED, "Stone sound"));
                controller.cellChosen(Notation.parsePoint("h8", GOMOKU));
            });
            sound.play().get(5, TimeUnit.SECONDS);
            assertThat(clicks).as("switched off: only the test's own flush").hasValue(1);
            assertThat(new Settings(store).stoneSound()).as("remembered after a restart").isFalse();
            Action again = Edt.call(() -> StoneSoundSwitch.attach(controller, new Settings(store), sound));
            assertThat(again.getValue(Action.SELECTED_KEY)).as("the menu shows it off after a restart").isEqualTo(false);

            Edt.run(() -> {
                toggle.putValue(Action.SELECTED_KEY, true);
                toggle.actionPerformed(new ActionEvent(this, ActionEvent.ACTION_PERFORMED, "Stone sound"));
            });
            assertThat(new Settings(store).stoneSound()).isTrue();
        } finally {
            Edt.run(controller::shutdown);
        }
    }

    /** With the sound on, the click is got ready as the window is built (not beside the first stone); off, it is not. */
    @Test
    void theClickIsGotReadyOnlyWhenTheSoundIsOn() throws Exception {
        for (boolean on : new boolean[] {true, false}) {
            Settings settings = new Settings(new MemoryPreferences());
            settings.setStoneSound(on);
            AtomicInteger lookups = new AtomicInteger();
            ClickSound sound = new ClickSound(new ClickSound.LineSource() {
                @Override
                public javax.sound.sampled.SourceDataLine open(javax.sound.sampled.AudioFormat format)
                        throws LineUnavailableException {
                    throw new LineUnavailableException("no device here");
                }

                @Override
                public void find(javax.sound.sampled.AudioFormat format) {
                    lookups.incrementAndGet();
                }
            });
            GameController controller = Edt.call(() -> new GameController(
                    new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), false,
                    (level, rules, seed) -> TestStrategies.scripted(""), rules -> (p, l, c2) -> Prediction.unknown(),
                    e -> { }));
            Edt.call(() -> StoneSoundSwitch.attach(controller, settings, sound));
            sound.play().get(5, TimeUnit.SECONDS); // the click's thread takes its tasks in turn: any getting ready is done
            assertThat(lookups).as("sound " + (on ? "on" : "off")).hasValue(on ? 1 : 0);
        }
    }
}
