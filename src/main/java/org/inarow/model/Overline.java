package org.inarow.model;

/** What a run longer than k counts for. */
public enum Overline {
    /** Five or more in a row wins (gomoku freestyle). */
    WINS,
    /** Exactly k wins; a longer run wins nothing (gomoku standard). */
    DOES_NOT_WIN
}
