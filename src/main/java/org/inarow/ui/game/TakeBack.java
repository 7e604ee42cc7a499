package org.inarow.ui.game;

import org.inarow.model.Game;

/**
 * Undo and redo as players expect them: between two people one move at a time; against the
 * computer the player's own move goes together with the computer's reply, so it is the player's
 * turn again afterwards, and the computer's moves are never taken back on their own.
 */
final class TakeBack {
    private TakeBack() {
    }

    static boolean canUndo(Game game, GameSetup setup) {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            return game.canUndo();
        }
        return game.history().stream().anyMatch(m -> m.side() == setup.humanSide());
    }

    static boolean canRedo(Game game, GameSetup setup) {
        return game.canRedo() && (setup.mode() == Mode.TWO_PLAYERS || game.toMove() == setup.humanSide());
    }

    static void undo(Game game, GameSetup setup) {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            game.undo();
            return;
        }
        // take back the computer's reply (if any) together with the player's move before it
        while (game.canUndo()) {
            if (game.undo().orElseThrow().side() == setup.humanSide()) {
                break;
            }
        }
    }

    static void redo(Game game, GameSetup setup) {
        game.redo();
        if (game.canRedo() && !game.isOver() && setup.isComputer(game.toMove())) {
            game.redo(); // the computer's reply comes back with the player's move
        }
    }
}
