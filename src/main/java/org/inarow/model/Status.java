package org.inarow.model;

/** Whether a game goes on or how it ended. */
public enum Status {
    ONGOING,
    WIN,
    DRAW
}
