package org.inarow.io;

import java.util.Locale;

/** What a rule name written in a file (SGF {@code RU}, a Gomocup trailer) means here. */
enum RuleName {
    TIC_TAC_TOE,
    FREESTYLE,
    STANDARD,
    /** Renju (RIF), also named by its opening rules (Yamaguchi, Taraguchi, Soosõrv, Sakata). */
    RENJU,
    /** A rule we know but do not play (caro, omok): reading such a game would change its meaning. */
    UNSUPPORTED,
    /** Not stated, or a name we do not know (e.g. just "gomoku" in another language). */
    UNKNOWN;

    static RuleName classify(String text) {
        String s = text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        if (s.isEmpty()) {
            return UNKNOWN;
        }
        if (s.contains("tictactoe") || s.contains("noughtsandcrosses") || s.equals("k3")) {
            return TIC_TAC_TOE;
        }
        if (s.contains("renju") || s.equals("rif") || s.contains("yamaguchi") || s.contains("taraguchi")
                || s.contains("soosorv") || s.contains("sakata")) {
            return RENJU;
        }
        if (s.contains("caro") || s.contains("omok")) {
            return UNSUPPORTED;
        }
        if (s.contains("standard") || s.contains("exactlyfive") || s.contains("exactfive")) {
            return STANDARD;
        }
        if (s.contains("freestyle") || s.equals("free") || s.contains("fiveormore") || s.equals("gomoku")) {
            return FREESTYLE;
        }
        return UNKNOWN;
    }
}
