package org.inarow.ui.window;

import java.util.Optional;
import org.inarow.model.Family;
import org.inarow.model.Rules;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.text.Texts;

/**
 * Why a change in the setup starts a new game, naming the change: "The opening rule “Swap2”
 * starts a new game." The question before it then tells what the player chose, where a line for
 * every change ("Another game, board or rule…") made them guess, and the panel behind it shows the
 * game in progress until the answer.
 */
final class SetupChangeWords {
    private SetupChangeWords() {
    }

    /** The sentence for a change from {@code from} to {@code to}, if its rules or opening change. */
    static Optional<String> why(GameSetup from, GameSetup to) {
        Rules before = from.rules();
        Rules after = to.rules();
        if (before.family() != after.family()) {
            return Optional.of(Texts.format("setup.change.game", Texts.get("setup.game." + after.family().name())));
        }
        if (after.family() == Family.GOMOKU && GomokuRule.of(before) != GomokuRule.of(after)) {
            return Optional.of(Texts.format("setup.change.rule", GomokuRule.of(after).label()));
        }
        if (before.width() != after.width()) {
            return Optional.of(Texts.format("setup.change.size", String.valueOf(after.width())));
        }
        if (from.opening() != to.opening()) {
            return Optional.of(Texts.format("setup.change.opening", Texts.get("setup.opening." + to.opening().name())));
        }
        return Optional.empty();
    }
}
