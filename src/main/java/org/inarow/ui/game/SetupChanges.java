package org.inarow.ui.game;

import org.inarow.model.Game;
import org.inarow.model.OpeningRule;

/**
 * New games and changes of the setup. New rules (an opening rule too), the other side against the
 * computer, or another clock start a new game: taking the other side mid-game would hand the player's own position to the
 * computer, which then moves for it at once. Other choices (mode, level, time) apply to the game in
 * progress. A game in progress goes only if the player agrees ({@link DiscardAsker}).
 */
final class SetupChanges {
    private final CurrentGame current;
    private final DiscardAsker asker;
    private final Changes changes;

    SetupChanges(CurrentGame current, DiscardAsker asker, Changes changes) {
        this.current = current;
        this.asker = asker;
        this.changes = changes;
    }

    /** Starts a new game with the same setup; a game in progress goes only if the player agrees. */
    void newGame() {
        if (asker.mayReplace(DiscardQuestion.Replacement.NEW_GAME)) {
            replaceGame();
        }
    }

    /** Takes {@code newSetup}, starting a new game where it must (see above); returns whether it was taken. */
    boolean changeSetup(GameSetup chosen) {
        GameSetup setup = current.setup();
        GameSetup newSetup = keepingTheSide(chosen);
        boolean newRules = !newSetup.rules().equals(setup.rules()) || newSetup.opening() != setup.opening();
        boolean newSide = setup.mode() == Mode.VS_COMPUTER && newSetup.mode() == Mode.VS_COMPUTER
                && newSetup.humanSide() != setup.humanSide();
        boolean newClock = !newSetup.clock().equals(setup.clock()); // both clocks start full in a new game
        DiscardQuestion.Replacement replacement = newRules ? DiscardQuestion.Replacement.NEW_RULES
                : newSide ? DiscardQuestion.Replacement.NEW_SIDE : DiscardQuestion.Replacement.NEW_CLOCK;
        if ((newRules || newSide || newClock) && !asker.mayReplace(replacement)) {
            return false;
        }
        current.setSetup(newSetup);
        if (newRules || newSide || newClock) {
            replaceGame();
        } else {
            changes.playerActed();
        }
        return true;
    }

    /**
     * A change of opening rule keeps the player's side. Back to no rule, where the side is a colour, the player
     * keeps the colour the game's opening gave their seat (a Chooser who took Black plays Black, not the second
     * seat's White); before the colours are decided the seat's own colour (Opener Black, Chooser White). From no
     * rule to one the first side opens, as the setup has always had it.
     */
    private GameSetup keepingTheSide(GameSetup chosen) {
        GameSetup setup = current.setup();
        boolean openingOnly = chosen.opening() != setup.opening() && chosen.rules().equals(setup.rules())
                && chosen.humanSide() == setup.humanSide();
        if (!openingOnly || chosen.opening() != OpeningRule.NONE || chosen.mode() != Mode.VS_COMPUTER
                || setup.mode() != Mode.VS_COMPUTER) {
            return chosen;
        }
        return chosen.withHumanSide(current.playing().humanSide());
    }

    /** A new game under the setup takes the board. */
    private void replaceGame() {
        GameSetup setup = current.setup();
        current.replace(new Game(setup.rules(), setup.opening()));
        changes.playerActed();
    }
}
