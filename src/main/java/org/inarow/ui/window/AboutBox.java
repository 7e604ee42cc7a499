package org.inarow.ui.window;

import java.awt.Component;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.Properties;
import javax.swing.JOptionPane;
import javax.swing.UIManager;
import org.inarow.ui.text.Texts;

/** Help › About: what this is, which version, on what, in the current language. */
final class AboutBox {
    private static final String VERSIONS = "versions.properties";

    private AboutBox() {
    }

    /** The version the jar's manifest names; none in a build from the sources. */
    static Optional<String> buildVersion() {
        return Optional.ofNullable(AboutBox.class.getPackage().getImplementationVersion());
    }

    /** The version as the player reads it: "(development build)" when the manifest names none. */
    static String version() {
        return buildVersion().orElseGet(() -> Texts.get("about.developmentBuild"));
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
        return Texts.format("about.text", version(), System.getProperty("java.version"),
                UIManager.getLookAndFeel().getName(), flatLafVersion().map(v -> Texts.format("about.flatLaf", v)).orElse(""));
    }

    static void show(Component parent) {
        JOptionPane.showMessageDialog(parent, text(), Texts.get("about.title"), JOptionPane.INFORMATION_MESSAGE);
    }
}
