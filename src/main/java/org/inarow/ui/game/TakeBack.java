package org.inarow.ui.game;

import org.inarow.model.Game;
import org.inarow.model.Seat;

/**
 * Undo and redo as players expect them: between two people one move at a time; against the
 * computer the player's own move goes together with the computer's reply, so it is the player's
 * turn again afterwards, and the computer's moves are never taken back on their own. Under an
 * opening rule "the player's own" means the stones their seat placed, and a colour choice made on
 * a stone goes back with that stone (so the opening stones the computer placed, and the choice
 * after them, stand once the player's own moves are taken back).
 */
final class TakeBack {
    private TakeBack() {
    }

    static boolean canUndo(Game game, GameSetup setup) {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            return game.canUndo();
        }
        return game.history().stream().anyMatch(m -> seatOf(game, m.number()) == setup.humanSeat());
    }

    static boolean canRedo(Game game, GameSetup setup) {
        return game.canRedo() && (setup.mode() == Mode.TWO_PLAYERS || !setup.isComputer(game.seatToAct()));
    }

    static void undo(Game game, GameSetup setup) {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            game.undo();
            return;
        }
        // take back the computer's reply (if any) together with the player's move before it
        while (game.canUndo()) {
            Seat placedBy = seatOf(game, game.moveCount());
            game.undo();
            if (placedBy == setup.humanSeat()) {
                break;
            }
        }
    }

    static void redo(Game game, GameSetup setup) {
        game.redo();
        if (game.canRedo() && !game.isOver() && setup.isComputer(game.seatToAct())) {
            game.redo(); // the computer's reply comes back with the player's move
        }
    }

    private static Seat seatOf(Game game, int moveNumber) {
        return game.opening().seatOfMove(moveNumber);
    }
}
