/**
 * The game behind the window: the controller and its parts (the current game, turns, looking back,
 * the review, new games and records, the tally, the analysis shown), the searches it runs off the
 * event thread (computer moves, hints, "who will win"), the setup, take-back and review rules, the
 * questions it asks and the status sentences it is described in. It may import {@code ui.board}'s
 * view, never {@code ui.files}, {@code ui.window} or the app.
 */
package org.inarow.ui.game;
