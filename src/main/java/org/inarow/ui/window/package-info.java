/**
 * The window and what it arranges: the frame, menu bar, side panel (setup, status, move list),
 * the game's actions, dialogs, the themes and the settings remembered between runs. It may import
 * {@code ui.files}, {@code ui.game} and {@code ui.board}, never the app above it.
 */
package org.inarow.ui.window;
