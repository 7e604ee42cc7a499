package org.inarow.ui.board;

import java.awt.Color;
import java.util.function.Function;
import org.inarow.ai.OutcomeClass;

/**
 * The colours of the "who will win" map, from the theme keys {@code InARow.map.*}: tic-tac-toe's
 * language of green (wins), yellow (even or drawn) and red (loses), in five steps for gomoku; the
 * best move's ring; the colour that links the points that must block to the stones they answer.
 */
public record MapColors(Color provenWin, Color better, Color aboutEven, Color draw, Color worse, Color provenLoss,
                        Color darkText, Color lightText, Color best, Color block) {

    static MapColors of(Function<String, Color> theme) {
        ThemeKeys keys = new ThemeKeys(theme);
        return new MapColors(
                keys.color("InARow.map.provenWin", 0x157a3a, 0xf0), keys.color("InARow.map.better", 0x86efac, 0xd8),
                keys.color("InARow.map.aboutEven", 0xfde047, 0xd8), keys.color("InARow.map.draw", 0xfacc15, 0xd8),
                keys.color("InARow.map.worse", 0xfb923c, 0xd8), keys.color("InARow.map.provenLoss", 0xdc2626, 0xe6),
                keys.color("InARow.map.darkText", 0x1a1a1a, 0xff), keys.color("InARow.map.lightText", 0xffffff, 0xff),
                keys.color("InARow.map.best", 0x1d4ed8, 0xff), keys.color("InARow.map.block", 0xc026d3, 0xff));
    }

    /** The tint of a point of this class. */
    public Color tint(OutcomeClass outcome) {
        return switch (outcome) {
            case PROVEN_WIN -> provenWin;
            case BETTER -> better;
            case ABOUT_EVEN -> aboutEven;
            case DRAW -> draw;
            case WORSE -> worse;
            case PROVEN_LOSS -> provenLoss;
        };
    }

    /** The label's colour on a tint: dark on light tints, light on dark ones. */
    public Color text(Color tint) {
        double luminance = 0.299 * tint.getRed() + 0.587 * tint.getGreen() + 0.114 * tint.getBlue();
        return luminance > 140 ? darkText : lightText;
    }
}
