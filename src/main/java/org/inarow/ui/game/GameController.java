package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.inarow.ai.Prediction;
import org.inarow.ai.Progress;
import org.inarow.io.GameRecord;
import org.inarow.model.Family;
import org.inarow.model.Game;
import org.inarow.model.IllegalReason;
import org.inarow.model.Move;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.board.BoardView;

/**
 * Owns the {@link Game} on the event thread and everything that changes it: the player's moves,
 * the computer's moves and hints, "who will win" (searched off the event thread by
 * {@link Searches}), undo, redo, new games, games loaded from files, and reviewing earlier
 * positions ({@link ReviewState}). Every change of what is shown starts a new search generation,
 * which stops running searches and so makes any late answer stale. The views only read its state
 * and call its commands; they are told of changes through listeners.
 */
public final class GameController {
    private final List<Runnable> listeners = new ArrayList<>();
    private final Searches searches;

    private GameSetup setup;
    private Game game;
    private boolean showPrediction;
    private String notice;
    private String info;
    private ReviewState review = ReviewState.live(0);
    private Position reviewed;
    private int gameNumber;
    private boolean asking;
    private HeldMove held;
    private final SessionScore score = new SessionScore();
    private NewLineQuestion newLineQuestion = (from, later) -> false;
    private DiscardQuestion discardQuestion = (moves, replacement) -> true; // no one to ask: the window sets one

    public GameController(GameSetup setup, boolean showPrediction, StrategyFactory strategies,
                   PredictorFactory predictors, Consumer<Throwable> errors) {
        this.setup = setup;
        this.showPrediction = showPrediction;
        this.game = new Game(setup.rules());
        this.searches = new Searches(strategies, predictors, this::computerMoved, this::notifyListeners, errors);
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /** Asked before a move on an earlier position drops the moves after it (the window asks the player). */
    public void setNewLineQuestion(NewLineQuestion question) {
        newLineQuestion = question;
    }

    /** Asked before a game in progress is replaced by a new or another game (the window asks the player). */
    public void setDiscardQuestion(DiscardQuestion question) {
        discardQuestion = question;
    }

    // ---- state, read by the views ----

    public GameSetup setup() {
        return setup;
    }

    /** The game being played (its last position, also while an earlier one is reviewed). */
    public Position position() {
        return game.snapshot();
    }

    /** What the board shows: the game's position, or while reviewing the earlier one looked at. */
    public Position shownPosition() {
        return review.isLive() ? game.snapshot() : reviewed;
    }

    public Rules rules() {
        return game.rules();
    }

    public List<Point> moves() {
        return game.moves();
    }

    public List<Move> history() {
        return game.history();
    }

    public ReviewState review() {
        return review;
    }

    public boolean isReviewing() {
        return !review.isLive();
    }

    /** Counts games: a new game, new rules, an opened or resumed game each start another. */
    public int gameNumber() {
        return gameNumber;
    }

    /** The games finished in this session, per mode. */
    public SessionScore score() {
        return score;
    }

    public boolean isThinking() {
        return searches.isThinking();
    }

    public boolean isHinting() {
        return searches.isHinting();
    }

    public boolean isPredicting() {
        return searches.isPredicting();
    }

    /** Whether no search is still to answer or to have its answer used or dropped (for tests). */
    boolean isSettled() {
        return searches.isSettled();
    }

    public long thinkingMillis() {
        return searches.thinkingMillis();
    }

    public Optional<Progress> progress() {
        return searches.progress();
    }

    public Optional<Prediction> prediction() {
        return searches.prediction();
    }

    public boolean showPrediction() {
        return showPrediction;
    }

    Optional<Point> hintedMove() {
        return searches.hint();
    }

    /**
     * A short message: about the last refused action (a click on an occupied point, …), gone with
     * the next change; or else news for the player (a file opened, an autosave that could not be
     * restored), kept until the player's next action; or else why the last move's long line did
     * not win. Null when there is none.
     */
    public String notice() {
        if (notice != null || info != null) {
            return notice != null ? notice : info;
        }
        return OverlineNote.madeByLastMove(shownPosition()).map(StatusText::overline).orElse(null);
    }

    /** Whether the computer is to move in the game now (never while an earlier position is reviewed). */
    boolean isComputerToMove() {
        return review.isLive() && !game.isOver() && setup.isComputer(game.toMove());
    }

    /** Whether a click on an empty cell would be played now (while reviewing: after asking). */
    public boolean acceptsMoves() {
        Position shown = shownPosition();
        return !shown.isOver() && !setup.isComputer(shown.toMove());
    }

    public boolean canUndo() {
        return review.isLive() && TakeBack.canUndo(game, setup);
    }

    public boolean canRedo() {
        return review.isLive() && TakeBack.canRedo(game, setup);
    }

    public boolean canHint() {
        return review.isLive() && acceptsMoves() && !searches.isHinting();
    }

    /** What the board should show now. */
    public BoardView boardView() {
        BoardView view = BoardView.of(shownPosition()).withAcceptingMoves(acceptsMoves())
                .withHint(searches.hint().orElse(null));
        Optional<Prediction> prediction = searches.prediction();
        if (showPrediction && prediction.isPresent() && setup.rules().family() == Family.TIC_TAC_TOE) {
            view = view.withCellOutcomes(prediction.get().cellOutcomes());
        }
        return view;
    }

    // ---- commands, from the views (event thread) ----

    /** Begins play: the computer moves first if it has the first move. */
    public void start() {
        refresh();
    }

    /**
     * Whether replacing the game would lose a game in progress: one not over, with a move of a
     * person in it (a computer's opening move alone is nothing to lose).
     */
    boolean hasGameInProgress() {
        return !game.isOver() && game.history().stream().anyMatch(move -> !setup.isComputer(move.side()));
    }

    /** Starts a new game with the same setup; a game in progress goes only if the player agrees. */
    public void newGame() {
        if (mayReplace(DiscardQuestion.Replacement.NEW_GAME)) {
            replaceGame(new Game(setup.rules()));
        }
    }

    /**
     * New rules, or the other side against the computer, start a new game (if the player agrees to
     * lose a game in progress): taking the other side mid-game would hand the player's own position
     * to the computer, which then moves for it at once. Other choices (mode, level, time) apply to
     * the game in progress. Returns whether the setup was taken.
     */
    public boolean changeSetup(GameSetup newSetup) {
        boolean newRules = !newSetup.rules().equals(setup.rules());
        boolean newSide = setup.mode() == Mode.VS_COMPUTER && newSetup.mode() == Mode.VS_COMPUTER
                && newSetup.humanSide() != setup.humanSide();
        DiscardQuestion.Replacement replacement = newRules ? DiscardQuestion.Replacement.NEW_RULES
                : DiscardQuestion.Replacement.NEW_SIDE;
        if ((newRules || newSide) && !mayReplace(replacement)) {
            return false;
        }
        setup = newSetup;
        if (newRules || newSide) {
            replaceGame(new Game(setup.rules()));
        } else {
            changed();
        }
        return true;
    }

    /**
     * Replaces the game with an opened or pasted one, whose rules become the setup's. Against the
     * computer the player takes the side to move: opening a game never makes the computer move on
     * its own, so the game stays as the file has it until the player acts. A game in progress goes
     * only if the player agrees; returns whether the game was replaced.
     */
    public boolean load(GameRecord record) {
        if (!mayReplace(DiscardQuestion.Replacement.OTHER_GAME)) {
            return false;
        }
        Game loaded = record.toGame();
        GameSetup next = setup.withRules(record.rules());
        if (!loaded.isOver() && next.isComputer(loaded.toMove())) {
            next = next.withHumanSide(loaded.toMove());
        }
        setup = next;
        replaceGame(loaded);
        return true;
    }

    /** Continues an autosaved game exactly where it stopped (before {@link #start()}). */
    public void resume(GameRecord record) {
        setup = setup.withRules(record.rules());
        game = record.toGame();
        gameNumber++;
        review = ReviewState.live(game.moveCount());
    }

    /** News for the player, shown until their next action. */
    public void inform(String message) {
        info = message;
        notifyListeners();
    }

    public void cellChosen(Point p) {
        if (isComputerToMove()) {
            say("Wait: the computer is thinking.");
            return;
        }
        Position shown = shownPosition();
        if (!shown.isOver() && setup.isComputer(shown.toMove())) {
            say("After move " + review.shown() + " it was the computer's turn: End returns to the game.");
            return;
        }
        Game from = review.isLive() ? game : shown.toGame();
        Optional<IllegalReason> problem = from.check(p);
        if (problem.isPresent()) {
            say(StatusText.refusal(p, problem.get()));
            return;
        }
        if (!review.isLive()) {
            if (p.equals(game.moves().get(review.shown()))) {
                showMove(review.shown() + 1); // the move the game went on with: just step forward
                return;
            }
            if (!newLineQuestion.startNewLine(review.shown(), review.later())) {
                return;
            }
            game = from; // the moves after the reviewed one are dropped; nothing is left to redo
        }
        game.play(p);
        changed();
    }

    public void undo() {
        if (canUndo()) {
            TakeBack.undo(game, setup);
            changed();
        }
    }

    public void redo() {
        if (canRedo()) {
            TakeBack.redo(game, setup);
            changed();
        }
    }

    /** Shows the position after {@code moves} moves of the game; all of them returns to the game. */
    public void showMove(int moves) {
        ReviewState next = review.at(moves);
        if (next.equals(review)) {
            return;
        }
        review = next;
        reviewed = next.isLive() ? null : Position.of(game.rules(), game.moves().subList(0, next.shown()));
        info = null;
        refresh();
    }

    public void hint() {
        if (canHint()) {
            searches.startHint(game.snapshot());
        }
    }

    /** Stops the computer's search; it plays the best move found so far. */
    public void moveNow() {
        searches.moveNow();
    }

    public void setShowPrediction(boolean show) {
        if (show == showPrediction) {
            return;
        }
        showPrediction = show;
        searches.cancelPrediction();
        maybePredict();
        notifyListeners();
    }

    /** Stops all background work; late answers will be dropped. */
    public void shutdown() {
        searches.newGeneration();
        notifyListeners(); // views stop their timers
    }

    // ---- the machinery ----

    /**
     * Asks whether the game in progress may go. While the question is open the game waits: a
     * move the computer finds meanwhile is held back (the question counts the moves on the board,
     * and the board must not change behind it), and played once the player keeps the game.
     */
    private boolean mayReplace(DiscardQuestion.Replacement replacement) {
        if (!hasGameInProgress()) {
            return true;
        }
        boolean yes;
        asking = true;
        try {
            yes = discardQuestion.mayDiscard(game.moveCount(), replacement);
        } finally {
            asking = false;
        }
        HeldMove move = held;
        held = null;
        if (!yes && move != null) {
            computerMoved(move.searched(), move.move());
        }
        return yes;
    }

    /** A computer's move that came while a question was open. */
    private record HeldMove(Position searched, Point move) {
    }

    private void replaceGame(Game newGame) {
        game = newGame;
        gameNumber++;
        changed();
    }

    /** After the player's action: the game is shown live again, and older news goes. */
    private void changed() {
        info = null;
        review = ReviewState.live(game.moveCount());
        reviewed = null;
        refresh();
    }

    /** After any change of what is shown: searches for the old position stop, new ones start. */
    private void refresh() {
        notice = null;
        searches.newGeneration();
        if (isComputerToMove()) {
            searches.startComputer(setup, game.snapshot());
        }
        maybePredict();
        notifyListeners();
    }

    /** Predicts while a person is to move or watching (the searches skip it while the computer thinks). */
    private void maybePredict() {
        Position shown = shownPosition();
        if (showPrediction && !shown.isOver()) {
            searches.startPrediction(shown);
        }
    }

    /** A legal move (the searches check) for the position searched. */
    private void computerMoved(Position searched, Point move) {
        if (!searched.equals(game.snapshot())) {
            return; // belt and braces: only a move for the position on screen is played
        }
        if (asking) {
            held = new HeldMove(searched, move);
            return;
        }
        game.play(move);
        review = ReviewState.live(game.moveCount());
        refresh(); // the player's news stays: they have not acted since
    }

    private void say(String message) {
        notice = message;
        notifyListeners();
    }

    private void notifyListeners() {
        score.seen(gameNumber, setup, game.isOver() ? game.snapshot().result() : null);
        for (Runnable listener : List.copyOf(listeners)) {
            listener.run();
        }
    }
}
