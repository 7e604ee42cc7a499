package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.util.concurrent.TimeUnit;
import org.inarow.testing.GuiTest;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The window comes back where it was closed, with its size; a place off every screen gives a centred window. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class WindowPlaceGuiTest {

    @Test
    void theWindowComesBackWhereItWasAndAPlaceOffTheScreenIsCentred() {
        Settings settings = new Settings(new MemoryPreferences());
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            Edt.run(() -> app.frame.setBounds(60, 50, 1000, 840));
            app.robot.waitForIdle();
            Edt.run(app.frame::close);
        }
        assertThat(settings.window().location()).contains(new Point(60, 50));
        try (AppDriver again = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            assertThat((Object) Edt.call(again.frame::getLocation)).isEqualTo(new Point(60, 50));
            assertThat((Object) Edt.call(again.frame::getSize)).isEqualTo(new Dimension(1000, 840));
        }
        settings.window().setLocation(new Point(30_000, 30_000)); // a monitor unplugged since
        try (AppDriver far = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            var bounds = Edt.call(far.frame::getBounds);
            var screen = Edt.call(() -> far.frame.getGraphicsConfiguration().getBounds());
            assertThat(screen.contains(bounds)).as("%s on the screen %s", bounds, screen).isTrue();
            assertThat(Math.abs(bounds.getCenterX() - screen.getCenterX())).as("centred across").isLessThan(40);
        }
    }
}
