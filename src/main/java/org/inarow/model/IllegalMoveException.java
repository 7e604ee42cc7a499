package org.inarow.model;

/** A move the rules do not allow; the message names the move and the reason. */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient Point point;
    private final IllegalReason reason;

    public IllegalMoveException(Point point, IllegalReason reason) {
        super(Notation.format(point) + " " + reason.text());
        this.point = point;
        this.reason = reason;
    }

    public Point point() {
        return point;
    }

    public IllegalReason reason() {
        return reason;
    }
}
