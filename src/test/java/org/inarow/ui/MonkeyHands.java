package org.inarow.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dialog;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Random;
import java.util.function.Predicate;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;

/**
 * The monkey's hands: clicks and keys through {@link java.awt.Robot} as a person sends them, on a
 * component found by its name, and a menu item chosen as a person does (the menu opened with Alt and
 * its letter, the item clicked). Nothing here waits for the window to handle an event: the monkey does.
 */
final class MonkeyHands {
    private final java.awt.Robot robot;
    private final Random random;

    MonkeyHands(java.awt.Robot robot, Random random) {
        this.robot = robot;
        this.random = random;
    }

    java.awt.Robot robot() {
        return robot;
    }

    /** A random point of {@code target}, clicked with the left button (now and then the right). */
    void clickIn(Component target) {
        Rectangle onScreen = Edt.call(() -> target != null && target.isShowing()
                ? new Rectangle(target.getLocationOnScreen(), target.getSize()) : null);
        if (onScreen == null || onScreen.isEmpty()) {
            return; // e.g. hidden for a moment by a layout
        }
        int x = onScreen.x + random.nextInt(onScreen.width);
        int y = onScreen.y + random.nextInt(onScreen.height);
        click(x, y, random.nextInt(12) == 0 ? InputEvent.BUTTON3_DOWN_MASK : InputEvent.BUTTON1_DOWN_MASK);
    }

    /** The middle of the component named {@code name} in {@code in}, clicked, if it shows. */
    void clickNamed(Container in, String name) {
        Rectangle onScreen = Edt.call(() -> {
            Component c = in == null ? null : named(in, name);
            return c != null && c.isShowing() ? new Rectangle(c.getLocationOnScreen(), c.getSize()) : null;
        });
        if (onScreen != null) {
            click((int) onScreen.getCenterX(), (int) onScreen.getCenterY(), InputEvent.BUTTON1_DOWN_MASK);
        }
    }

    void click(int x, int y, int button) {
        robot.mouseMove(x, y);
        robot.mousePress(button);
        TestStrategies.sleep(5 + random.nextInt(40));
        robot.mouseRelease(button);
    }

    /** Presses {@code keys} in order and lets them go in reverse: a modifier, then the key. */
    void keys(int... keys) {
        for (int key : keys) {
            robot.keyPress(key);
        }
        for (int i = keys.length - 1; i >= 0; i--) {
            robot.keyRelease(keys[i]);
        }
    }

    /**
     * Opens a menu of the menu bar with Alt and {@code menuKey} and clicks the item that {@code item}
     * picks, when it shows and is enabled; otherwise lets go of the menu with Escape, as a person who
     * finds the item greyed out does. Whether the item was clicked.
     */
    boolean menuItem(int menuKey, Predicate<JMenuItem> item) {
        keys(KeyEvent.VK_ALT, menuKey);
        Rectangle target = null;
        long deadline = System.currentTimeMillis() + 2_000;
        while (target == null && System.currentTimeMillis() < deadline) {
            TestStrategies.sleep(30);
            target = Edt.call(() -> {
                for (MenuElement e : MenuSelectionManager.defaultManager().getSelectedPath()) {
                    if (e instanceof JPopupMenu popup) {
                        for (Component c : popup.getComponents()) {
                            if (c instanceof JMenuItem m && item.test(m) && m.isShowing() && m.isEnabled()) {
                                return new Rectangle(m.getLocationOnScreen(), m.getSize());
                            }
                        }
                    }
                }
                return null;
            });
        }
        if (target == null) {
            for (int i = 0; i < 3 && Edt.call(() -> MenuSelectionManager.defaultManager().getSelectedPath().length > 0); i++) {
                keys(KeyEvent.VK_ESCAPE);
                TestStrategies.sleep(30);
            }
            return false;
        }
        click((int) target.getCenterX(), (int) target.getCenterY(), InputEvent.BUTTON1_DOWN_MASK);
        return true;
    }

    /** The dialog named {@code name} that shows, or null. */
    static Dialog dialogNamed(String name) {
        return Edt.call(() -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof Dialog d && d.isShowing() && name.equals(d.getName())) {
                    return d;
                }
            }
            return null;
        });
    }

    static Component named(Container in, String name) {
        for (Component c : in.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container inner) {
                Component found = named(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
