package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.inarow.model.Game;
import org.inarow.model.Position;

/**
 * The game the window plays, as the controller's parts share it: the {@link Game} and the setup it is
 * played under, its number (a new, opened or resumed game is another), the position the board shows (the
 * game's last, or an earlier one looked back at: {@link ReviewState}), the win chances worked out along
 * it, and the news for the player. Only the parts change it, on the event thread; {@link #notifyListeners}
 * tells the views.
 */
final class CurrentGame {
    private final List<Runnable> listeners = new ArrayList<>();
    private final ChanceHistory chances = new ChanceHistory();

    private GameSetup setup;
    private Game game;
    private int number;
    private ReviewState review = ReviewState.live(0);
    private Position reviewed;
    /** The notice and the news, each read in the current language whenever it is shown. */
    private Supplier<String> notice;
    private Supplier<String> info;

    CurrentGame(GameSetup setup) {
        this.setup = setup;
        this.game = new Game(setup.rules(), setup.opening());
    }

    void addListener(Runnable listener) {
        listeners.add(listener);
    }

    void notifyListeners() {
        for (Runnable listener : List.copyOf(listeners)) {
            listener.run();
        }
    }

    GameSetup setup() {
        return setup;
    }

    void setSetup(GameSetup newSetup) {
        setup = newSetup;
    }

    Game game() {
        return game;
    }

    /** Counts games: a new game, new rules, an opened or resumed game each start another. */
    int number() {
        return number;
    }

    /** Another game takes this one's place: it gets the next number, and the chances of the old one go. */
    void replace(Game newGame) {
        game = newGame;
        number++;
        chances.clear();
    }

    /** The win chances worked out so far along this game's lines. */
    ChanceHistory chances() {
        return chances;
    }

    /**
     * The setup as it is being played: against the computer, once an opening rule has decided the
     * colours, the side is the colour the player's seat took (before that, and without an opening
     * rule, the setup itself). Whose win a result is, and the session's tally, are read from it.
     */
    GameSetup playing() {
        if (setup.mode() != Mode.VS_COMPUTER) {
            return setup;
        }
        return game.opening().sideOf(setup.humanSeat()).map(setup::withHumanSide).orElse(setup);
    }

    // ---- the position shown ----

    ReviewState review() {
        return review;
    }

    boolean isLive() {
        return review.isLive();
    }

    /** What the board shows: the game's position, or while reviewing the earlier one looked at. */
    Position shownPosition() {
        return review.isLive() ? game.snapshot() : reviewed;
    }

    /** Shows the game's last position. */
    void showLive() {
        review = ReviewState.live(game.moveCount());
        reviewed = null;
    }

    /** Shows the position after {@code shown.shown()} of the game's moves (the last of them: live again). */
    void show(ReviewState shown) {
        review = shown;
        reviewed = shown.isLive() ? null : Position.of(game.rules(), game.moves().subList(0, shown.shown()));
    }

    // ---- the news ----

    /**
     * The message to show, if any: about the last refused action (gone with the next change), or else the
     * news for the player (kept until their next action). Null when there is neither.
     */
    Supplier<String> news() {
        return notice != null ? notice : info;
    }

    /** Says why an action was refused, until the next change. */
    void say(Supplier<String> message) {
        notice = message;
        notifyListeners();
    }

    /** The next change has come: the refusal said before goes. */
    void clearNotice() {
        notice = null;
    }

    /** News for the player, until their next action; null for none. The views hear of it with the change that brought it. */
    void setInfo(Supplier<String> message) {
        info = message;
    }

    /** News for the player, told at once. */
    void inform(Supplier<String> message) {
        info = message;
        notifyListeners();
    }
}
