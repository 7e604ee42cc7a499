package org.inarow.ui.game;

import org.inarow.io.GameRecord;
import org.inarow.model.Game;
import org.inarow.model.MoveTree;

/**
 * The game in and out of game records: an opened or pasted game takes the board (its rules become the
 * setup's), an autosaved one is resumed exactly where it stopped, each with the review and the info ({@link RecordInfo})
 * its record holds;
 * and the lines a record of the game keeps.
 */
final class Records {
    private final CurrentGame current;
    private final DiscardAsker asker;
    private final Reviewer reviewer;
    private final Changes changes;
    private final RecordInfo info;

    Records(CurrentGame current, DiscardAsker asker, Reviewer reviewer, Changes changes, RecordInfo info) {
        this.current = current;
        this.info = info;
        this.asker = asker;
        this.reviewer = reviewer;
        this.changes = changes;
    }

    /**
     * Replaces the game with an opened or pasted one, whose rules become the setup's. Against the
     * computer the player takes the side to move: opening a game never makes the computer move on
     * its own, so the game stays as the file has it until the player acts. A game in progress goes
     * only if the player agrees; returns whether the game was replaced.
     */
    boolean load(GameRecord record) {
        if (!asker.mayReplace(DiscardQuestion.Replacement.OTHER_GAME)) {
            return false;
        }
        Game loaded = record.toGame();
        GameSetup next = current.setup().withRules(record.rules()).withOpening(record.opening().rule());
        if (!loaded.isOver() && next.isComputer(loaded.seatToAct())) {
            next = next.withHumanSeat(loaded.seatToAct());
        }
        current.setSetup(next);
        current.replace(loaded);
        info.opened(record);
        changes.playerActed();
        reviewer.restore(record);
        return true;
    }

    /** Continues an autosaved game exactly where it stopped (before the controller starts). */
    void resume(GameRecord record) {
        GameSetup setup = current.setup().withRules(record.rules()).withOpening(record.opening().rule());
        if (record.info().timeControl().isTimed()) {
            setup = setup.withClock(record.info().timeControl()); // the game's own clock (its time left: GameClocks)
        }
        current.setSetup(setup);
        current.replace(record.toGame());
        info.opened(record);
        current.showLive();
        reviewer.keepInStep();
        reviewer.restore(record);
    }

    /** The game's moves with the variations kept beside them (as a game file holds them; not what could be redone). */
    MoveTree moveTree() {
        Game game = current.game();
        return game.tree().cutAfter(game.moves());
    }
}
