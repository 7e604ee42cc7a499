package org.inarow.ui.game;

import java.util.Locale;
import org.inarow.ai.ladder.Rung;

/**
 * What the window calls gomoku's levels, in the current language: a rung's name ("Club", 棋社) and
 * its title ("Level 5 · Club"). The ladder's own English names stay the command line's.
 */
public final class LevelNames {
    private LevelNames() {
    }

    /** The rung's name: "Club". */
    public static String name(Rung rung) {
        return Words.get(key(rung));
    }

    /** The rung's title: "Level 5 · Club". */
    public static String title(Rung rung) {
        return Words.format("game.levelTitle", rung.number(), name(rung));
    }

    /** The key of a rung's name: {@code game.rung.club}. */
    static String key(Rung rung) {
        return "game.rung." + rung.name().toLowerCase(Locale.ROOT);
    }
}
