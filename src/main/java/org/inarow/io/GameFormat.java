package org.inarow.io;

import java.util.Locale;
import java.util.Optional;

/** The game-record formats InARow reads and writes. */
public enum GameFormat {
    /** Smart Game Format, FF[4] GM[4]: board size, rule, players and result travel with the moves. */
    SGF("sgf", true),
    /** The Piskvork (Gomocup manager) format: a {@code Piskvorky WxH} header and 1-based {@code x,y,time} lines. */
    PSQ("psq", true),
    /** Points in notation, {@code h8 h9 i8}; also read in the compact form {@code h8h9i8}. */
    MOVE_LIST("txt", false),
    /** Gomocup protocol coordinates: 0-based {@code x,y} pairs with y counted from the top. */
    XY_LIST("txt", false);

    private final String extension;
    private final boolean carriesBoardSize;

    GameFormat(String extension, boolean carriesBoardSize) {
        this.extension = extension;
        this.carriesBoardSize = carriesBoardSize;
    }

    /** The usual file extension, without the dot. */
    public String extension() {
        return extension;
    }

    /** Whether a file in this format says its board size (and so which game it is). */
    public boolean carriesBoardSize() {
        return carriesBoardSize;
    }

    /** The format a file name's extension suggests: {@code .sgf}, {@code .psq}; nothing for others. */
    public static Optional<GameFormat> fromFileName(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        if (name.endsWith(".sgf")) {
            return Optional.of(SGF);
        }
        if (name.endsWith(".psq")) {
            return Optional.of(PSQ);
        }
        return Optional.empty();
    }
}
