package org.inarow.ui.game;

/**
 * How a part of the controller says what it has changed. Each starts a new search generation (searches
 * for the old position stop and so answer stale), starts the computer's move if it is to move and "who
 * will win" if it is on, and tells the views.
 */
interface Changes {

    /** The player acted (a move, undo, a new game…): the game is shown live again, and older news goes. */
    void playerActed();

    /** The game's line has a new move (the computer's): the game is shown live, and a review of other moves stops. */
    void gameMoved();

    /** The board shows another position or line (the news is the caller's). */
    void shownChanged();
}
