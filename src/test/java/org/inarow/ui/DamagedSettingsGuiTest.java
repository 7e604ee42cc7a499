package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.UnwritablePreferences;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Damaged or foreign settings never stop the app: the window fits the screen and closes; an unwritable store is one notice. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class DamagedSettingsGuiTest {

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"99999999, 99999999", "8000, 6000", "8000, 500"})
    void aRememberedSizeLargerThanTheScreenFitsItAndCtrlQStillCloses(int width, int height) {
        MemoryPreferences store = new MemoryPreferences();
        store.putInt("windowWidth", width); // as a damaged store, or one from a bigger screen, holds it
        store.putInt("windowHeight", height);
        store.put("mode", Mode.TWO_PLAYERS.name());
        Settings settings = new Settings(store);
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            Rectangle usable = Edt.call(() -> GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds());
            Rectangle frame = Edt.call(app.frame::getBounds);
            assertThat(usable.contains(frame)).as("the window %s within the usable screen %s", frame, usable).isTrue();
            Rectangle side = Edt.call(() -> new Rectangle(app.frame.side().getLocationOnScreen(), app.frame.side().getSize()));
            assertThat(side.width).isPositive();
            assertThat(usable.contains(side)).as("the side panel %s on the screen %s", side, usable).isTrue();
            app.window.button("newGame").requireVisible();
            app.click("h8");
            assertThat(app.moves()).isEqualTo("h8");

            app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Q);
            Edt.waitFor("the window closed by Ctrl+Q", 5000, () -> !app.frame.isDisplayable());
            assertThat(settings.window().size()).hasValueSatisfying(size -> assertThat(size.width).isLessThanOrEqualTo(usable.width));
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aSettingsStoreThatCannotBeWrittenIsOneQuietNoticeAndTheGameGoesOn() {
        UnwritablePreferences store = new UnwritablePreferences();
        Settings settings = new Settings(store);
        settings.setSetup(GameSetup.defaults().withMode(Mode.TWO_PLAYERS)); // the store fails here already, unheard
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            Edt.waitFor("the notice", 5000, () -> app.controller().notice() != null);
            assertThat(app.notice()).isEqualTo("Your choices will not be remembered next time: the settings could not be"
                    + " saved (Couldn't get file lock.).");
            app.window.comboBox("game").selectItem("Tic-tac-toe"); // a choice to remember; the news goes with it
            app.click("b2");
            app.window.checkBox("showPrediction").click(); // another choice to remember
            app.click("a1");
            assertThat(app.moves()).isEqualTo("b2 a1");
            app.robot.waitForIdle();
            assertThat(Edt.call(() -> app.controller().notice())).as("told once").isNull();
            assertThat(store.flushes).as("an unwritable store is not tried again").hasValue(1);
            assertThat(app.errors).isEmpty();
        }
    }
}
