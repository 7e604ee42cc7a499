package org.inarow.model;

/** The game family a variant belongs to; it chooses painting style and strategies, never rules. */
public enum Family {
    TIC_TAC_TOE("tictactoe"),
    GOMOKU("gomoku");

    private final String id;

    Family(String id) {
        this.id = id;
    }

    /** The name used on the command line and in settings. */
    public String id() {
        return id;
    }

    public static Family fromId(String id) {
        for (Family family : values()) {
            if (family.id.equalsIgnoreCase(id)) {
                return family;
            }
        }
        throw new IllegalArgumentException("unknown game '" + UserText.shown(id, 40) + "' (expected tictactoe or gomoku)");
    }
}
