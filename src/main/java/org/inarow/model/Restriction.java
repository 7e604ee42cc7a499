package org.inarow.model;

/** Which moves the first player (Black) may not make; the second player is always free. */
public enum Restriction {
    /** Every empty point may be played. */
    NONE,
    /**
     * Renju (RIF rules): Black may not make an overline, a double four or a double three, and only an
     * exact five wins for Black; a five wins even when the same move makes a forbidden shape.
     */
    RENJU
}
