package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.text.JTextComponent;
import org.assertj.swing.fixture.DialogFixture;
import org.inarow.testing.GuiTest;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Help › How to play in the real window: the rules of every game and rule, every menu shortcut, all of it readable. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class HowToPlayGuiTest {

    private static void components(Container parent, List<Component> into) {
        for (Component c : parent.getComponents()) {
            into.add(c);
            if (c instanceof Container inner) {
                components(inner, into);
            }
        }
    }

    /** Each accelerator of the menu bar as the menus name it: the key and the item. */
    private static List<String[]> accelerators(JMenuBar bar) {
        List<String[]> found = new ArrayList<>();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            for (Component c : bar.getMenu(i).getMenuComponents()) {
                if (c instanceof JMenuItem item && !(c instanceof JMenu) && item.getAccelerator() != null) {
                    var key = item.getAccelerator();
                    String mods = InputEvent.getModifiersExText(key.getModifiers());
                    String name = KeyEvent.getKeyText(key.getKeyCode());
                    found.add(new String[] {mods.isEmpty() ? name : mods + "+" + name, item.getText()});
                }
            }
        }
        return found;
    }

    @Test
    void theDialogNamesEveryRuleAndEveryMenuShortcutAndEverythingFits() {
        Settings settings = new Settings(new MemoryPreferences());
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            List<String[]> accelerators = Edt.call(() -> accelerators(app.frame.getJMenuBar()));
            assertThat(accelerators).as("the menus have shortcuts to check").hasSizeGreaterThan(10);
            app.window.menuItemWithPath("Help", "How to play").click();
            DialogFixture dialog = app.window.dialog("howToPlayDialog");
            JDialog window = (JDialog) dialog.target();
            List<Component> parts = new ArrayList<>();
            Edt.run(() -> components(window.getContentPane(), parts));
            List<String> labels = Edt.call(() -> parts.stream().filter(JLabel.class::isInstance)
                    .map(c -> ((JLabel) c).getText()).toList());
            String text = Edt.call(() -> String.join("\n", parts.stream().filter(JTextComponent.class::isInstance)
                    .map(c -> ((JTextComponent) c).getText()).toList()));

            assertThat(labels).contains("Tic-tac-toe", "Gomoku, Five or more", "Gomoku, Exactly five", "Gomoku, Renju");
            assertThat(text).contains("Three in a row", "Five or more", "exactly five wins",
                    "overline, a double four or a double three", "White is free");
            for (String[] accelerator : accelerators) {
                int at = labels.indexOf(accelerator[0]);
                assertThat(at).as("the shortcut %s of %s is listed", accelerator[0], accelerator[1]).isNotNegative();
                assertThat(labels.stream().anyMatch(l -> l.endsWith("› " + accelerator[1])))
                        .as("the command %s is named", accelerator[1]).isTrue();
            }
            assertThat(labels).contains("Ctrl+Shift+Z");

            // everything fits: no label cut, no rule text squeezed, the dialog on a small laptop's screen
            Dimension size = Edt.call(window::getSize);
            System.out.println("HowToPlayGuiTest: the dialog is " + size.width + "×" + size.height);
            assertThat(size.width).isLessThanOrEqualTo(1366);
            assertThat(size.height).isLessThanOrEqualTo(728);
            Edt.run(() -> {
                for (Component c : parts) {
                    if (c instanceof JLabel || c instanceof JTextComponent) {
                        assertThat(c.getWidth()).as("width of %s", c).isGreaterThanOrEqualTo(
                                c instanceof JLabel ? c.getPreferredSize().width : 1);
                        assertThat(c.getHeight()).as("height of %s", c).isGreaterThanOrEqualTo(c.getPreferredSize().height);
                    }
                }
            });
            dialog.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
            assertThat(Edt.call(window::isShowing)).as("Escape closes it").isFalse();
        }
    }
}
