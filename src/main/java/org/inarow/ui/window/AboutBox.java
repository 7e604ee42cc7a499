package org.inarow.ui.window;

import java.awt.Component;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.Properties;
import javax.swing.JOptionPane;
import javax.swing.UIManager;

/** Help › About: what this is, which version, on what. */
final class AboutBox {
    private static final String VERSIONS = "versions.properties";

    private AboutBox() {
    }

    static String version() {
        String v = AboutBox.class.getPackage().getImplementationVersion();
        return v != null ? v : "(development build)";
    }

    /**
     * The FlatLaf version the app was built with, which Maven writes into {@value #VERSIONS}: in
     * the single jar FlatLaf's manifest is InARow's, so FlatLaf's package cannot say.
     */
    static Optional<String> flatLafVersion() {
        try (InputStream in = AboutBox.class.getResourceAsStream(VERSIONS)) {
            if (in == null) {
                return Optional.empty();
            }
            Properties versions = new Properties();
            versions.load(in);
            String v = versions.getProperty("flatlaf.version", "").strip();
            return v.isEmpty() || v.contains("${") ? Optional.empty() : Optional.of(v); // unfiltered: say nothing
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    static String text() {
        return "<html><b style='font-size:120%'>InARow</b> " + version()
                + "<br><br>Tic-tac-toe and gomoku: play the computer or a friend,"
                + "<br>and see who is going to win.<br><br>"
                + "Java " + System.getProperty("java.version") + " · " + UIManager.getLookAndFeel().getName()
                + flatLafVersion().map(v -> " (FlatLaf " + v + ")").orElse("")
                + "<br>MIT licence</html>";
    }

    static void show(Component parent) {
        JOptionPane.showMessageDialog(parent, text(), "About InARow", JOptionPane.INFORMATION_MESSAGE);
    }
}
