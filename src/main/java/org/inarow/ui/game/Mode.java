package org.inarow.ui.game;

/** Who plays: a person against the computer, or two people taking turns on this screen. */
public enum Mode {
    VS_COMPUTER,
    TWO_PLAYERS
}
