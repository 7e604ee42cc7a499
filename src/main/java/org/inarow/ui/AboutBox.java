package org.inarow.ui;

import com.formdev.flatlaf.FlatLaf;
import java.awt.Component;
import javax.swing.JOptionPane;
import javax.swing.UIManager;

/** Help › About: what this is, which version, on what. */
final class AboutBox {
    private AboutBox() {
    }

    static String version() {
        String v = AboutBox.class.getPackage().getImplementationVersion();
        return v != null ? v : "(development build)";
    }

    private static String flatLafVersion() {
        String v = FlatLaf.class.getPackage().getImplementationVersion();
        return v == null ? "" : " (FlatLaf " + v + ")";
    }

    static void show(Component parent) {
        String text = "<html><b style='font-size:120%'>InARow</b> " + version()
                + "<br><br>Tic-tac-toe and gomoku: play the computer or a friend,"
                + "<br>and see who is going to win.<br><br>"
                + "Java " + System.getProperty("java.version") + " · " + UIManager.getLookAndFeel().getName()
                + flatLafVersion()
                + "<br>MIT licence</html>";
        JOptionPane.showMessageDialog(parent, text, "About InARow", JOptionPane.INFORMATION_MESSAGE);
    }
}
