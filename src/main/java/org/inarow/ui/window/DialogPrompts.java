package org.inarow.ui.window;

import java.awt.Component;
import java.awt.Window;
import java.util.function.Consumer;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import org.inarow.ui.files.Prompts;
import org.inarow.ui.files.SaveAnswer;
import org.inarow.ui.text.Texts;

/**
 * {@link Prompts} as option-pane dialogs over the main window, with long messages wrapped; their
 * buttons in the current language (Swing's own OK, Yes and No follow it through
 * {@link org.inarow.ui.text.TextBindings#followLanguage()}).
 */
final class DialogPrompts implements Prompts {
    private static final int LINE_LENGTH = 70;

    private final Component owner;
    private final Consumer<Window> place;

    DialogPrompts(Component owner) {
        this(owner, dialog -> { }); // where Swing puts it: centred on the owner
    }

    /** {@code place} moves each dialog, packed, to where it is to open. */
    DialogPrompts(Component owner, Consumer<Window> place) {
        this.owner = owner;
        this.place = place;
    }

    @Override
    public void error(String title, String message) {
        show(new WrappingPane(message, JOptionPane.ERROR_MESSAGE, JOptionPane.DEFAULT_OPTION), title);
    }

    @Override
    public boolean confirm(String title, String message) {
        WrappingPane pane = new WrappingPane(message, JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_OPTION);
        show(pane, title);
        return Integer.valueOf(JOptionPane.YES_OPTION).equals(pane.getValue());
    }

    @Override
    public SaveAnswer askToSave(String title, String message) {
        String save = Texts.get("dialog.save");
        String dontSave = Texts.get("dialog.dontSave");
        WrappingPane pane = new WrappingPane(message, JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_CANCEL_OPTION);
        pane.setOptions(new String[] {save, dontSave, Texts.get("dialog.cancel")});
        pane.setInitialValue(save);
        show(pane, title);
        Object value = pane.getValue();
        return save.equals(value) ? SaveAnswer.SAVE : dontSave.equals(value) ? SaveAnswer.DONT_SAVE : SaveAnswer.CANCEL;
    }

    private void show(JOptionPane pane, String title) {
        JDialog dialog = pane.createDialog(owner, title);
        dialog.setName("prompt");
        place.accept(dialog);
        dialog.setVisible(true); // modal: returns when answered
        dialog.dispose();
    }

    /** An option pane that breaks long lines (the standard one never does); the lesson's question uses it too. */
    static final class WrappingPane extends JOptionPane {
        private static final long serialVersionUID = 1L;

        WrappingPane(String message, int type, int options) {
            super(message, type, options);
        }

        @Override
        public int getMaxCharactersPerLineCount() {
            return LINE_LENGTH;
        }
    }
}
