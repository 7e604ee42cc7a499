package org.inarow.architecture;

/** A class that refers to Swing, so that {@link LayeringTest} can show its check detects one. */
final class SwingUser {
    private SwingUser() {
    }

    static Class<?> swingClass() {
        return javax.swing.JComponent.class;
    }
}
