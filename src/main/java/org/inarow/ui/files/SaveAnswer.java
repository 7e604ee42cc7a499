package org.inarow.ui.files;

/** The answers to "Save changes?" before the app quits with an opened game changed. */
public enum SaveAnswer {
    SAVE,
    DONT_SAVE,
    CANCEL
}
