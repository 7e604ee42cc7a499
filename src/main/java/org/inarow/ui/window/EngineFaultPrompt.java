package org.inarow.ui.window;

import java.awt.Component;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import org.inarow.ui.text.Texts;

/**
 * The question after an engine was stopped: the sentence saying what happened, and what now: Retry (start it
 * again and ask it again), let InARow play that side at its level, or take over the move oneself. Closing the
 * question changes nothing: the sentence stays in the status and the side panel offers the same choices.
 */
final class EngineFaultPrompt {
    /** The player's answer. */
    enum Answer {
        RETRY, OUR_LEVEL, TAKE_OVER, NONE
    }

    private final Component owner;
    private boolean open;

    EngineFaultPrompt(Component owner) {
        this.owner = owner;
    }

    /** Whether a question is open (a second fault meanwhile is not asked about again). */
    boolean isOpen() {
        return open;
    }

    /** Asks (modal, on the event thread); {@code sentence} says what happened. */
    Answer ask(String sentence) {
        String[] options = {plain("engines.retry"), plain("engines.useLevel"), plain("engines.takeOver")};
        JOptionPane pane = new DialogPrompts.WrappingPane(sentence + "\n" + Texts.get("engines.faultQuestion"),
                JOptionPane.WARNING_MESSAGE, JOptionPane.DEFAULT_OPTION);
        pane.setOptions(options);
        pane.setInitialValue(options[0]);
        JDialog dialog = pane.createDialog(owner, Texts.get("engines.faultTitle"));
        dialog.setName("engineFault");
        open = true;
        try {
            dialog.setVisible(true);
        } finally {
            open = false;
            dialog.dispose();
        }
        Object chosen = pane.getValue();
        for (int i = 0; i < options.length; i++) {
            if (options[i].equals(chosen)) {
                return Answer.values()[i];
            }
        }
        return Answer.NONE;
    }

    /** A button's text without its mnemonic mark (an option pane's buttons take plain strings). */
    private static String plain(String key) {
        return org.inarow.ui.text.TextBindings.plain(Texts.get(key));
    }
}
