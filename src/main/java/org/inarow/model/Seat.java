package org.inarow.model;

/**
 * The two players as they sat down, before an opening rule decides their colours: the opener
 * places the first stones, the responder answers them. Without an opening rule the opener plays
 * Black (the first side) and the responder White.
 */
public enum Seat {
    OPENER,
    RESPONDER;

    public Seat other() {
        return this == OPENER ? RESPONDER : OPENER;
    }
}
