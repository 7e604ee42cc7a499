package org.inarow.ui.window;

import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Function;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.Timer;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * An engine's log in a window of its own (Game › Engines… › Log, or the fault's question): the MESSAGE, DEBUG and
 * ERROR lines it printed and the faults noted, read again every second while the window is open.
 */
final class EngineLogs {
    private final Function<String, List<String>> lines;

    /** {@code lines}: an engine's log lines by its name. */
    EngineLogs(Function<String, List<String>> lines) {
        this.lines = lines;
    }

    /** Opens the log of {@code engine} over {@code owner}. */
    JDialog open(Window owner, String engine) {
        JDialog dialog = new JDialog(owner, Texts.format("engines.logTitle", engine), java.awt.Dialog.ModalityType.MODELESS);
        dialog.setName("engineLogWindow");
        JTextArea text = new JTextArea(18, 72);
        text.setName("engineLogText");
        text.setEditable(false);
        text.setFont(new java.awt.Font(java.awt.Font.MONOSPACED, java.awt.Font.PLAIN, text.getFont().getSize()));
        Runnable refresh = () -> {
            List<String> now = lines.apply(engine);
            String shown = now.isEmpty() ? Texts.get("engines.noLog") : String.join("\n", now);
            if (!shown.equals(text.getText())) {
                text.setText(shown);
                text.setCaretPosition(shown.length());
            }
        };
        refresh.run();
        Timer timer = new Timer(1000, e -> refresh.run());
        timer.start();
        dialog.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                timer.stop();
            }
        });
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        dialog.setContentPane(new JScrollPane(text));
        dialog.getRootPane().registerKeyboardAction(e -> dialog.dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        TextBindings.onRetext(text, refresh);
        dialog.pack();
        dialog.setLocationRelativeTo(owner);
        dialog.setVisible(true);
        return dialog;
    }
}
