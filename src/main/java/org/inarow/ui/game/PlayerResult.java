package org.inarow.ui.game;

/** How a game against the computer ended, for the player. */
public enum PlayerResult {
    WON,
    DRAWN,
    LOST
}
