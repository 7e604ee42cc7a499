package org.inarow.ui.window;

import java.awt.Component;
import java.awt.Container;
import javax.swing.text.JTextComponent;

/**
 * Leaves input methods (the system's composer of Chinese and other scripts) to the components
 * that take text. AWT gives every component that handles keys one: focusing the first of them
 * activates it, which on X11 makes the window's X input context, a call into the display server
 * that held the event thread 25-240 ms (measured in the first seconds of the window, while the
 * computer made its first move); and a composer in front of the board or a button would swallow
 * their letter shortcuts. Text fields keep theirs: typing a game name in Chinese still works.
 */
final class TextInputOnly {
    private TextInputOnly() {
    }

    /** Turns input methods off for every component in {@code root} that is not a text component. */
    static void apply(Component root) {
        if (!(root instanceof JTextComponent)) {
            root.enableInputMethods(false);
        }
        if (root instanceof Container container) {
            for (Component child : container.getComponents()) {
                apply(child);
            }
        }
    }
}
