package org.inarow.ui.game;

import org.inarow.model.Family;
import org.inarow.model.GameResult;
import org.inarow.model.Status;

/**
 * Counts the games that end in this session: in the session's score per mode ({@link SessionScore}) and,
 * for gomoku against the computer, in the player's record at the level ({@link LevelProgress}), whose rule
 * (if switched on) may move the next game's level, which the news then says. It looks whenever the views
 * are told of a change, before they are: they show what it counted.
 */
public final class ResultTally {
    private final CurrentGame current;
    private final SessionScore score = new SessionScore();
    private LevelProgress levels = LevelProgress.inMemory(); // the window gives the settings' own

    ResultTally(CurrentGame current) {
        this.current = current;
    }

    /** The games finished in this session, per mode. */
    public SessionScore score() {
        return score;
    }

    /** The player's record per gomoku level and "adjust the level to me" (the window's, kept in its settings). */
    public LevelProgress levels() {
        return levels;
    }

    public void setLevels(LevelProgress levels) {
        this.levels = levels;
    }

    /** Counts the game if this is the moment it ended, once a game (the score says when: {@link SessionScore#seen}). */
    void check() {
        GameSetup now = current.playing();
        GameResult result = current.game().isOver() ? current.game().snapshot().result() : null;
        if (score.seen(current.number(), now, result)) {
            countForTheLevel(now, result);
        }
    }

    /**
     * A gomoku game against the computer has just ended: it counts for the level's record, and
     * the rule (if switched on) may move the next game's level, which the notice says.
     */
    private void countForTheLevel(GameSetup now, GameResult result) {
        if (now.mode() != Mode.VS_COMPUTER || now.rules().family() != Family.GOMOKU || now.engines().any()) {
            return; // a game against an added engine says nothing of InARow's levels
        }
        PlayerResult forPlayer = result.status() == Status.DRAW ? PlayerResult.DRAWN
                : now.isComputer(result.winner()) ? PlayerResult.LOST : PlayerResult.WON;
        levels.gameEnded(now.rung(), forPlayer).ifPresent(move -> {
            current.setSetup(current.setup().withRung(move.rung()));
            current.setInfo(move::notice);
        });
    }
}
