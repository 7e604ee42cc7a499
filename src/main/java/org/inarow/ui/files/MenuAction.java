package org.inarow.ui.files;

import java.awt.event.ActionEvent;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/** Builds the menu and keyboard actions: a command that runs only while the action is enabled, or a switch. */
public final class MenuAction {
    private MenuAction() {
    }

    /** An action with its menu text, mnemonic, shortcut (or null) and tooltip (or null). */
    public static Action of(String name, int mnemonic, KeyStroke accelerator, String tip, Runnable command) {
        Action action = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                if (isEnabled()) { // a disabled action's shortcut can still arrive from a key binding
                    command.run();
                }
            }
        };
        action.putValue(Action.MNEMONIC_KEY, mnemonic);
        action.putValue(Action.ACCELERATOR_KEY, accelerator);
        action.putValue(Action.SHORT_DESCRIPTION, tip);
        return action;
    }

    /** A check-box action: {@code onChange} gets the new state; {@code selected} is the state it starts in. */
    public static Action toggle(String name, int mnemonic, KeyStroke accelerator, String tip, boolean selected,
                                Consumer<Boolean> onChange) {
        Action action = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                onChange.accept(Boolean.TRUE.equals(getValue(SELECTED_KEY)));
            }
        };
        action.putValue(Action.MNEMONIC_KEY, mnemonic);
        action.putValue(Action.ACCELERATOR_KEY, accelerator);
        action.putValue(Action.SHORT_DESCRIPTION, tip);
        action.putValue(Action.SELECTED_KEY, selected);
        return action;
    }
}
