package org.inarow.model;

/** Text that does not name a point or a move list on the given board; the message says where. */
public final class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(UserText.escape(message)); // whatever was quoted, the message stays one line
    }
}
