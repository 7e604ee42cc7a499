package org.inarow.ui.window;

import java.awt.Color;
import javax.swing.UIManager;
import org.inarow.model.Family;
import org.inarow.model.Side;

/**
 * The colours of the win-chance bar and graph, from the theme keys {@code InARow.chance.*} and
 * {@code InARow.graph.*} (a missing key falls back to the light theme's colour). Each side has its
 * colour and a text colour readable on it: Black and White stones in gomoku, X's blue and O's red
 * in tic-tac-toe; a proven draw has its own. The graph's labels (axes, the hovered move) have theirs.
 */
record ChartColors(Color black, Color onBlack, Color white, Color onWhite, Color cross, Color onCross, Color nought,
                   Color onNought, Color draw, Color onDraw, Color edge, Color background, Color even, Color current,
                   Color blunder, Color mistake, Color inaccuracy, Color label) {

    static ChartColors fromUIManager() {
        return new ChartColors(
                color("InARow.chance.black", 0x1c1c1c), color("InARow.chance.onBlack", 0xf4f4f0),
                color("InARow.chance.white", 0xf4f4f0), color("InARow.chance.onWhite", 0x1c1c1c),
                color("InARow.chance.cross", 0x2563d6), color("InARow.chance.onCross", 0xffffff),
                color("InARow.chance.nought", 0xc42820), color("InARow.chance.onNought", 0xffffff),
                color("InARow.chance.draw", 0xd6a21c), color("InARow.chance.onDraw", 0x1c1c1c),
                color("InARow.chance.edge", 0x8a9099), color("InARow.graph.background", 0xe3e5e8),
                color("InARow.graph.even", 0x8a9099), color("InARow.graph.current", 0xe0403a),
                color("InARow.graph.blunder", 0xd92d20), color("InARow.graph.mistake", 0xe8730c),
                color("InARow.graph.inaccuracy", 0xd6a21c), color("InARow.graph.label", 0x4b525b));
    }

    /** The colour of {@code side}'s share. */
    Color share(Family family, Side side) {
        if (family == Family.TIC_TAC_TOE) {
            return side == Side.FIRST ? cross : nought;
        }
        return side == Side.FIRST ? black : white;
    }

    /** Text written on {@code side}'s share. */
    Color onShare(Family family, Side side) {
        if (family == Family.TIC_TAC_TOE) {
            return side == Side.FIRST ? onCross : onNought;
        }
        return side == Side.FIRST ? onBlack : onWhite;
    }

    private static Color color(String key, int rgb) {
        Color c = UIManager.getColor(key);
        return c != null ? c : new Color(rgb);
    }
}
