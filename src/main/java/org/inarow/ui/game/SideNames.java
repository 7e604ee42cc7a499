package org.inarow.ui.game;

import org.inarow.model.Family;
import org.inarow.model.Side;

/** What the sides are called on screen: X and O in tic-tac-toe (in every language), Black and White in gomoku (黑方, 白方). */
public final class SideNames {
    private SideNames() {
    }

    public static String of(Family family, Side side) {
        if (family == Family.TIC_TAC_TOE) {
            return side == Side.FIRST ? "X" : "O";
        }
        return Words.get("game.side." + side.name());
    }
}
