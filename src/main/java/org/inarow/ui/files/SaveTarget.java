package org.inarow.ui.files;

import java.nio.file.Path;
import java.util.Locale;
import org.inarow.io.GameFormat;

/** Where Save As writes and in which format. */
record SaveTarget(Path file, GameFormat format) {

    /** The formats Save As offers, SGF first (it keeps the most: rules, players, result). */
    static final GameFormat[] OFFERED = {GameFormat.SGF, GameFormat.PSQ, GameFormat.MOVE_LIST};

    /**
     * The file and format for a name the player chose with a format's filter selected: a known
     * extension ({@code .sgf}, {@code .psq}, {@code .txt}) decides the format; a name without one
     * gets the filter's extension.
     */
    static SaveTarget resolve(Path chosen, GameFormat filter) {
        String name = chosen.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        for (GameFormat format : OFFERED) {
            if (lower.endsWith("." + format.extension())) {
                return new SaveTarget(chosen, format);
            }
        }
        return new SaveTarget(chosen.resolveSibling(name + "." + filter.extension()), filter);
    }

    /** How the save dialog names a format. */
    static String describe(GameFormat format) {
        return switch (format) {
            case SGF -> "SGF game record (*.sgf)";
            case PSQ -> "Piskvork game (*.psq)";
            case MOVE_LIST, XY_LIST -> "Move list (*.txt)";
        };
    }
}
