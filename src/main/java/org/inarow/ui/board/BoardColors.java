package org.inarow.ui.board;

import java.awt.Color;
import java.util.function.Function;
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
        return of(UIManager::getColor);
    }

    /**
     * The colours {@code theme} gives the keys (null for a key it lacks): the installed look and
     * feel's, or a theme file read before any is installed (the window's first look).
     */
    public static BoardColors of(Function<String, Color> theme) {
        ThemeKeys keys = new ThemeKeys(theme);
        return new BoardColors(
                keys.color("InARow.board.wood", 0xdcb36a), keys.color("InARow.board.woodShade", 0xcc9d52),
                keys.color("InARow.board.woodEdge", 0xa8793a), keys.color("InARow.board.grid", 0x3b2a14),
                keys.color("InARow.board.label", 0x4a3519),
                keys.color("InARow.stone.black", 0x161616), keys.color("InARow.stone.blackLight", 0x5c5c5c),
                keys.color("InARow.stone.white", 0xf7f7f2), keys.color("InARow.stone.whiteShade", 0xbdbdb4),
                keys.color("InARow.stone.shadow", 0x000000, 0x50),
                keys.color("InARow.mark.lastMove", 0xe0403a), keys.color("InARow.mark.winLine", 0xe0403a, 0xd8),
                keys.color("InARow.mark.hint", 0x17a34a), keys.color("InARow.mark.cursor", 0x2f6fde),
                keys.color("InARow.cells.background", 0xffffff), keys.color("InARow.cells.grid", 0xa3acb6),
                keys.color("InARow.cells.label", 0x6b7280),
                keys.color("InARow.cells.lastMove", 0x2f6fde, 0x22),
                keys.color("InARow.cells.cross", 0x2f6fde), keys.color("InARow.cells.nought", 0xe0403a),
                keys.color("InARow.cells.winLine", 0x1f2328, 0xd0),
                keys.color("InARow.tint.win", 0x22c55e, 0x40), keys.color("InARow.tint.draw", 0xeab308, 0x40),
                keys.color("InARow.tint.loss", 0xef4444, 0x40), MapColors.of(theme),
                keys.color("InARow.mark.forbidden", 0xd42a22));
    }
}
