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

/**
 * Tells the player that something unexpected went wrong, in one short sentence, with a button
 * that copies the details (the stack trace) for a bug report. The game stays as it was.
 */
final class ErrorDialog extends JDialog {
    private static final long serialVersionUID = 1L;

    ErrorDialog(Window owner, Throwable error) {
        super(owner, "Something went wrong", ModalityType.DOCUMENT_MODAL);
        setName("errorDialog");
        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 2", "[][grow,fill]", "[][]para[]"));
        content.add(new JLabel(UIManager.getIcon("OptionPane.errorIcon")), "spany 2, top");
        JLabel message = new JLabel(shortMessage(error));
        message.setName("errorMessage");
        content.add(message, "wmin 0");
        content.add(new JLabel("Your game is safe: you can go on playing."));
        JButton copy = new JButton("Copy details");
        copy.setName("copyDetails");
        copy.addActionListener(e -> {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(details(error)), null);
            copy.setText("Copied");
        });
        JButton close = new JButton("Close");
        close.addActionListener(e -> dispose());
        content.add(copy, "span 2, split 2, right, tag other");
        content.add(close, "tag ok");
        setContentPane(content);
        getRootPane().setDefaultButton(close);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        pack();
        setLocationRelativeTo(owner);
    }

    static String shortMessage(Throwable error) {
        String text = error.getMessage();
        String what = error.getClass().getSimpleName();
        if (text == null || text.isBlank()) {
            return "An unexpected error occurred (" + what + ").";
        }
        text = text.strip().lines().findFirst().orElse(text);
        return "An unexpected error occurred: " + (text.length() > 120 ? text.substring(0, 117) + "…" : text);
    }

    static String details(Throwable error) {
        StringWriter out = new StringWriter();
        out.append("InARow ").append(AboutBox.version()).append(", Java ")
                .append(System.getProperty("java.version")).append(", ").append(System.getProperty("os.name"))
                .append('\n');
        error.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
