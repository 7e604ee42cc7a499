package org.inarow.model;

/** Why a point is forbidden for Black under renju (the RIF rules' three forbidden shapes). */
public enum Foul {
    OVERLINE("overline", IllegalReason.FORBIDDEN_OVERLINE),
    DOUBLE_FOUR("double four", IllegalReason.FORBIDDEN_DOUBLE_FOUR),
    DOUBLE_THREE("double three", IllegalReason.FORBIDDEN_DOUBLE_THREE);

    private final String text;
    private final IllegalReason reason;

    Foul(String text, IllegalReason reason) {
        this.text = text;
        this.reason = reason;
    }

    /** The shape's name: "double three". */
    public String text() {
        return text;
    }

    /** The reason a move onto such a point is refused. */
    public IllegalReason reason() {
        return reason;
    }
}
