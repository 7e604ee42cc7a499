package org.inarow.ui.game;

import org.inarow.model.Game;

/**
 * Asks the player whether the game in progress may go ({@link DiscardQuestion}) before a new, opened or
 * pasted game, or new rules, replace it. While the question is open the game waits: a move the computer
 * finds meanwhile is held back (the question counts the moves on the board, and the board must not change
 * behind it), and played once the player keeps the game.
 */
final class DiscardAsker {
    private final CurrentGame current;
    private DiscardQuestion question = (moves, replacement) -> true; // no one to ask: the window sets one
    private boolean asking;
    private Runnable held; // a computer's move (or opening decision) that came while a question was open

    DiscardAsker(CurrentGame current) {
        this.current = current;
    }

    void setQuestion(DiscardQuestion question) {
        this.question = question;
    }

    /**
     * Whether replacing the game would lose a game in progress: one not over, with a move of a
     * person in it (a computer's opening move alone is nothing to lose).
     */
    boolean hasGameInProgress() {
        Game game = current.game();
        GameSetup setup = current.setup();
        return !game.isOver() && game.history().stream()
                .anyMatch(move -> !setup.isComputer(game.opening().seatOfMove(move.number())));
    }

    /** Whether the game may be replaced by {@code replacement}: there is none in progress, or the player agrees. */
    boolean mayReplace(DiscardQuestion.Replacement replacement) {
        if (!hasGameInProgress()) {
            return true;
        }
        boolean yes;
        asking = true;
        try {
            yes = question.mayDiscard(current.game().moveCount(), replacement);
        } finally {
            asking = false;
        }
        Runnable move = held;
        held = null;
        if (!yes && move != null) {
            move.run();
        }
        return yes;
    }

    /** Holds the computer's {@code move} back while the question is open; returns whether it did. */
    boolean holds(Runnable move) {
        if (!asking) {
            return false;
        }
        held = move;
        return true;
    }
}
