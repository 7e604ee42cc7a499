package org.inarow.ui.files;

import java.nio.file.Path;
import java.util.Locale;
import org.inarow.io.GameFormat;
import org.inarow.ui.text.Texts;

/** Where Save As writes and in which format. */
record SaveTarget(Path file, GameFormat format) {

    /** The formats Save As offers, SGF first (it keeps the most: rules, players, result). */
    static final GameFormat[] OFFERED = {GameFormat.SGF, GameFormat.PSQ, GameFormat.MOVE_LIST};

    /**
     * The file and format for a name the player chose with a format's type selected: the type
     * decides the format, and the name's extension follows it ({@code game1.sgf} with "Piskvork
     * game" chosen is written as {@code game1.psq}); a name without a known extension gets the
     * type's.
     */
    static SaveTarget resolve(Path chosen, GameFormat type) {
        return new SaveTarget(chosen.resolveSibling(withExtension(chosen.getFileName().toString(), type)), type);
    }

    /** {@code name} with its known extension (if any) replaced by {@code type}'s. */
    static String withExtension(String name, GameFormat type) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (GameFormat format : OFFERED) {
            if (lower.endsWith("." + format.extension())) {
                return name.substring(0, name.length() - format.extension().length()) + type.extension();
            }
        }
        return name + "." + type.extension();
    }

    /** How the save dialog names a format. */
    static String describe(GameFormat format) {
        return Texts.get("files.format." + format.name());
    }
}
