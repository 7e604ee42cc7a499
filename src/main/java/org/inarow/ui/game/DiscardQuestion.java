package org.inarow.ui.game;

import org.inarow.ui.text.Texts;

/**
 * Asks the player whether the game in progress may go: a new game, new rules or another game
 * (opened, pasted or dropped) would replace it, and with it every move not saved. The autosave
 * keeps only the game on the board, so it is no help here.
 */
@FunctionalInterface
public interface DiscardQuestion {

    /** What would replace the game in progress. */
    enum Replacement {
        NEW_GAME,
        NEW_RULES,
        NEW_SIDE,
        NEW_CLOCK,
        OTHER_GAME;

        /** The question's title, in the current language. */
        public String title() {
            return Words.get("game.discard." + name() + ".title");
        }

        /**
         * The question's text for a game of {@code moves} moves, in lines short enough not to wrap, in
         * the current language; some replacements first say why the game would go.
         */
        public String message(int moves) {
            String lost = Words.format("game.discard.lost", moves);
            String why = "game.discard." + name() + ".why";
            return Texts.has(why) ? Words.get(why) + "\n" + lost : lost;
        }

        /** The same, saying first {@code why} the game would go (one line, in the current language). */
        public String message(int moves, String why) {
            return why + "\n" + Words.format("game.discard.lost", moves);
        }
    }

    /** Whether the game of {@code moves} moves may be replaced. */
    boolean mayDiscard(int moves, Replacement replacement);
}
