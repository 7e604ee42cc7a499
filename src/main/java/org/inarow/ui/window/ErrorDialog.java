package org.inarow.ui.window;

import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.StringSelection;
import java.io.PrintWriter;
import java.io.StringWriter;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Tells the player that something unexpected went wrong, in one short sentence, with a button
 * that copies the details (the stack trace) for a bug report. The game stays as it was.
 */
final class ErrorDialog extends JDialog {
    private static final long serialVersionUID = 1L;

    ErrorDialog(Window owner, Throwable error) {
        super(owner, ModalityType.DOCUMENT_MODAL);
        TextBindings.title(this, "dialog.error.title");
        setName("errorDialog");
        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 2", "[][grow,fill]", "[][]para[]"));
        content.add(new JLabel(UIManager.getIcon("OptionPane.errorIcon")), "spany 2, top");
        JLabel message = new JLabel(shortMessage(error));
        message.setName("errorMessage");
        TextBindings.onRetext(message, () -> message.setText(shortMessage(error)));
        content.add(message, "wmin 0");
        content.add(TextBindings.text(new JLabel(), "dialog.error.gameSafe"));
        JButton copy = TextBindings.text(new JButton(), "dialog.error.copyDetails");
        copy.setName("copyDetails");
        copy.addActionListener(e -> {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(details(error)), null);
            TextBindings.text(copy, "dialog.error.copied");
        });
        JButton close = TextBindings.text(new JButton(), "dialog.error.close");
        close.addActionListener(e -> dispose());
        content.add(copy, "span 2, split 2, right, tag other");
        content.add(close, "tag ok");
        setContentPane(content);
        getRootPane().setDefaultButton(close);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        pack();
        setLocationRelativeTo(owner);
    }

    /** One sentence for the player: the error's first line (cut if long), or its kind when it has no message. */
    static String shortMessage(Throwable error) {
        String text = error.getMessage();
        String what = error.getClass().getSimpleName();
        if (text == null || text.isBlank()) {
            return Texts.format("dialog.error.unexpected", what);
        }
        text = text.strip().lines().findFirst().orElse(text);
        return Texts.format("dialog.error.unexpectedBecause", text.length() > 120 ? text.substring(0, 117) + "…" : text);
    }

    /** For a bug report, in English whatever the player's language: the versions and the stack trace. */
    static String details(Throwable error) {
        StringWriter out = new StringWriter();
        out.append("InARow %s, Java %s, %s%n".formatted(AboutBox.buildVersion().orElse("development build"),
                System.getProperty("java.version"), System.getProperty("os.name")));
        error.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
