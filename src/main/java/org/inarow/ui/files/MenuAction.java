package org.inarow.ui.files;

import java.awt.GraphicsEnvironment;
import java.awt.Toolkit;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;
import org.inarow.ui.text.TextBindings;

/**
 * Builds the menu and keyboard actions: a command that runs only while the action is enabled, or a
 * switch. Named by a text's key ({@code menu.undo}: "&Undo", its tool tip {@code menu.undo.tip}),
 * an action follows the language when it changes.
 */
public final class MenuAction {
    /** The platform's menu shortcut modifier (Ctrl; ⌘ on a Mac), Ctrl where there is no keyboard (headless tests). */
    public static final int SHORTCUT = GraphicsEnvironment.isHeadless() ? InputEvent.CTRL_DOWN_MASK
            : Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();

    private MenuAction() {
    }

    /**
     * A command named by the text of {@code key} (its {@code &} the mnemonic, {@code key.tip} the
     * tool tip), with its shortcut (or null).
     */
    public static Action of(String key, KeyStroke accelerator, Runnable command) {
        Action action = command(command);
        action.putValue(Action.ACCELERATOR_KEY, accelerator);
        return TextBindings.action(action, key);
    }

    /**
     * A check-box action named by the text of {@code key}: {@code onChange} gets the new state;
     * {@code selected} is the state it starts in.
     */
    public static Action toggle(String key, KeyStroke accelerator, boolean selected, Consumer<Boolean> onChange) {
        Action action = switchOf(onChange);
        action.putValue(Action.ACCELERATOR_KEY, accelerator);
        action.putValue(Action.SELECTED_KEY, selected);
        return TextBindings.action(action, key);
    }

    private static Action command(Runnable command) {
        return new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                if (isEnabled()) { // a disabled action's shortcut can still arrive from a key binding
                    command.run();
                }
            }
        };
    }

    private static Action switchOf(Consumer<Boolean> onChange) {
        return new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                onChange.accept(Boolean.TRUE.equals(getValue(SELECTED_KEY)));
            }
        };
    }

}
