package org.inarow.ai;

import java.util.Locale;

/** The difficulty levels players choose from; {@link Strategies} maps each to a strategy per game. */
public enum Level {
    EASY,
    MEDIUM,
    HARD;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Level fromId(String id) {
        for (Level level : values()) {
            if (level.id().equalsIgnoreCase(id)) {
                return level;
            }
        }
        throw new IllegalArgumentException("unknown level '" + org.inarow.model.UserText.shown(id, 40) + "' (expected easy, medium or hard)");
    }
}
