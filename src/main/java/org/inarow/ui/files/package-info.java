/**
 * Games in and out of the window: open, save and save as with their file choosers, copy and paste,
 * drag and drop, recent files, the autosave, and the prompts these put to the player. It may
 * import {@code ui.game} and {@code ui.board}, never {@code ui.window} or the app.
 */
package org.inarow.ui.files;
