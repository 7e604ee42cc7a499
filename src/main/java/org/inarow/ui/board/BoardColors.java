package org.inarow.ui.board;

import java.awt.Color;
import javax.swing.UIManager;

/**
 * The board's colours, read from the theme keys ({@code InARow.*}) of FlatLaf's properties files,
 * which the window registers with its theme (the board knows no more of it than these keys). A
 * missing key falls back to the light theme's colour.
 */
public record BoardColors(Color wood, Color woodShade, Color woodEdge, Color grid, Color label,
                          Color blackStone, Color blackStoneLight, Color whiteStone, Color whiteStoneShade,
                          Color stoneShadow, Color lastMove, Color winLine, Color hint, Color cursor,
                          Color cellBackground, Color cellGrid, Color cellLabel, Color cellLastMove, Color cross, Color nought, Color cellWinLine,
                          Color tintWin, Color tintDraw, Color tintLoss, MapColors map,
                          Color forbidden) {

    public static BoardColors fromUIManager() {
        return new BoardColors(
                color("InARow.board.wood", 0xdcb36a), color("InARow.board.woodShade", 0xcc9d52),
                color("InARow.board.woodEdge", 0xa8793a), color("InARow.board.grid", 0x3b2a14),
                color("InARow.board.label", 0x4a3519),
                color("InARow.stone.black", 0x161616), color("InARow.stone.blackLight", 0x5c5c5c),
                color("InARow.stone.white", 0xf7f7f2), color("InARow.stone.whiteShade", 0xbdbdb4),
                color("InARow.stone.shadow", 0x000000, 0x50),
                color("InARow.mark.lastMove", 0xe0403a), color("InARow.mark.winLine", 0xe0403a, 0xd8),
                color("InARow.mark.hint", 0x17a34a), color("InARow.mark.cursor", 0x2f6fde),
                color("InARow.cells.background", 0xffffff), color("InARow.cells.grid", 0xa3acb6),
                color("InARow.cells.label", 0x6b7280),
                color("InARow.cells.lastMove", 0x2f6fde, 0x22),
                color("InARow.cells.cross", 0x2f6fde), color("InARow.cells.nought", 0xe0403a),
                color("InARow.cells.winLine", 0x1f2328, 0xd0),
                color("InARow.tint.win", 0x22c55e, 0x40), color("InARow.tint.draw", 0xeab308, 0x40),
                color("InARow.tint.loss", 0xef4444, 0x40), MapColors.fromUIManager(),
                color("InARow.mark.forbidden", 0xd42a22));
    }

    private static Color color(String key, int rgb) {
        Color c = UIManager.getColor(key);
        return c != null ? c : new Color(rgb);
    }

    private static Color color(String key, int rgb, int alpha) {
        Color c = UIManager.getColor(key);
        return c != null ? c : new Color((alpha << 24) | rgb, true);
    }
}
