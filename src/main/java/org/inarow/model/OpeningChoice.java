package org.inarow.model;

import java.util.Locale;

/**
 * What a player may choose when an opening rule asks: to play White (and make White's move, the
 * next one), to play Black (the other player makes White's move), or, under swap2, to place two
 * more stones (White's, then Black's) and hand the choice back.
 */
public enum OpeningChoice {
    PLAY_WHITE("play White"),
    PLAY_BLACK("play Black"),
    PLACE_TWO("place two more");

    private final String text;

    OpeningChoice(String text) {
        this.text = text;
    }

    /** As a player reads it: "play White". */
    public String text() {
        return text;
    }

    /** The name in records and messages: {@code white}, {@code black}, {@code two}. */
    public String id() {
        return switch (this) {
            case PLAY_WHITE -> "white";
            case PLAY_BLACK -> "black";
            case PLACE_TWO -> "two";
        };
    }

    /** The colour taken, or null for {@link #PLACE_TWO}. */
    public Side side() {
        return switch (this) {
            case PLAY_WHITE -> Side.SECOND;
            case PLAY_BLACK -> Side.FIRST;
            case PLACE_TWO -> null;
        };
    }

    public static OpeningChoice fromId(String id) {
        for (OpeningChoice c : values()) {
            if (c.id().equals(id.strip().toLowerCase(Locale.ROOT))) {
                return c;
            }
        }
        throw new IllegalArgumentException("'" + UserText.shown(id, 20) + "' is not an opening choice (white, black or two)");
    }
}
