package org.inarow.ui.files;

/**
 * The questions and messages the file commands put to the player. The window shows them as
 * dialogs; tests answer them without a screen.
 */
public interface Prompts {
    /** Tells the player why something they asked for could not be done. */
    void error(String title, String message);

    /** A yes-or-no question; true for yes. */
    boolean confirm(String title, String message);

    /** Whether to save changes before quitting: Save, Don't save or Cancel (closing the question cancels). */
    SaveAnswer askToSave(String title, String message);
}
