package org.inarow.ui.game;

/**
 * Asks the player whether the game in progress may go: a new game, new rules or another game
 * (opened, pasted or dropped) would replace it, and with it every move not saved. The autosave
 * keeps only the game on the board, so it is no help here.
 */
@FunctionalInterface
public interface DiscardQuestion {

    /** What would replace the game in progress. */
    enum Replacement {
        NEW_GAME("Start a new game?", ""),
        NEW_RULES("Start a new game?", "Another game, board or rule starts a new game.\n"),
        NEW_SIDE("Start a new game?", "Playing the other side starts a new game.\n"),
        OTHER_GAME("Replace the game in progress?", "");

        private final String title;
        private final String lead;

        Replacement(String title, String lead) {
            this.title = title;
            this.lead = lead;
        }

        /** The question's title. */
        public String title() {
            return title;
        }

        /** The question's text for a game of {@code moves} moves, in lines short enough not to wrap. */
        public String message(int moves) {
            return lead + "The game in progress (" + (moves == 1 ? "1 move" : moves + " moves") + ") will be lost.\n"
                    + "To keep it, answer No and save it first (File › Save).";
        }
    }

    /** Whether the game of {@code moves} moves may be replaced. */
    boolean mayDiscard(int moves, Replacement replacement);
}
