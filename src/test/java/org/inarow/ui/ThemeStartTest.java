package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.LookAndFeel;
import javax.swing.UIManager;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The look and feel installed early, on a helper thread, is the one the window gets; no display needed. */
class ThemeStartTest {

    @AfterEach
    void backToLight() {
        Edt.run(() -> ThemeStart.install(Theme.LIGHT)); // and nothing left begun for the next test
    }

    @Test
    void theThemeInstalledEarlyIsKeptNotInstalledAgain() {
        ThemeStart.begin(Theme.DARK);
        LookAndFeel early = awaitLookAndFeel("FlatLaf Dark");
        Edt.run(() -> ThemeStart.install(Theme.DARK));
        assertThat(Edt.call(UIManager::getLookAndFeel)).as("the early one, not a second install").isSameAs(early);
    }

    @Test
    void anotherThemeWantedByThenIsInstalledInstead() {
        ThemeStart.begin(Theme.LIGHT);
        Edt.run(() -> ThemeStart.install(Theme.DARK));
        assertThat(Edt.call(() -> UIManager.getLookAndFeel().getName())).isEqualTo("FlatLaf Dark");
    }

    @Test
    void withoutAnEarlyStartTheThemeIsInstalledThere() {
        Edt.run(() -> ThemeStart.install(Theme.DARK));
        LookAndFeel dark = Edt.call(UIManager::getLookAndFeel);
        assertThat(dark.getName()).isEqualTo("FlatLaf Dark");
        Edt.run(() -> ThemeStart.install(Theme.DARK));
        assertThat(Edt.call(UIManager::getLookAndFeel)).as("installed anew each time, as before").isNotSameAs(dark);
    }

    private static LookAndFeel awaitLookAndFeel(String name) {
        long deadline = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < deadline) {
            LookAndFeel current = UIManager.getLookAndFeel();
            if (current != null && name.equals(current.getName())) {
                return current;
            }
            Thread.onSpinWait();
        }
        throw new AssertionError("no " + name + " installed within 20 s");
    }
}
