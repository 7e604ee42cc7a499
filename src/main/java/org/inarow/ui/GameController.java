package org.inarow.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Prediction;
import org.inarow.ai.Progress;
import org.inarow.ai.SearchResult;
import org.inarow.model.Family;
import org.inarow.model.Game;
import org.inarow.model.IllegalReason;
import org.inarow.model.Move;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * Owns the {@link Game} on the event thread and everything that changes it: the player's moves,
 * the computer's moves and hints (searched off the event thread by {@link ComputerMoveWorker}),
 * "who will win" ({@link PredictionWorker}), undo, redo and new games. Every change of position
 * bumps a generation counter, stops running searches and so makes any late answer stale. The
 * views only read its state and call its commands; they are told of changes through listeners.
 */
final class GameController {
    private static final long HINT_MILLIS = 1000;
    private static final long PREDICTION_MILLIS = 1000;
    private static final long EASY_MEDIUM_MILLIS = 1500;

    private final StrategyFactory strategies;
    private final PredictorFactory predictors;
    private final Consumer<Throwable> errors;
    private final List<Runnable> listeners = new ArrayList<>();
    private final Random seeds = new Random();

    private GameSetup setup;
    private Game game;
    private int generation;
    private boolean showPrediction;
    private ComputerMoveWorker computer;
    private ComputerMoveWorker hintSearch;
    private PredictionWorker predictionWorker;
    private Progress progress;
    private Prediction prediction;
    private Point hint;
    private String notice;

    GameController(GameSetup setup, boolean showPrediction, StrategyFactory strategies,
                   PredictorFactory predictors, Consumer<Throwable> errors) {
        this.setup = setup;
        this.showPrediction = showPrediction;
        this.strategies = strategies;
        this.predictors = predictors;
        this.errors = errors;
        this.game = new Game(setup.rules());
    }

    void addListener(Runnable listener) {
        listeners.add(listener);
    }

    // ---- state, read by the views ----

    GameSetup setup() {
        return setup;
    }

    Position position() {
        return game.snapshot();
    }

    List<Move> history() {
        return game.history();
    }

    int generation() {
        return generation;
    }

    boolean isThinking() {
        return computer != null;
    }

    boolean isHinting() {
        return hintSearch != null;
    }

    boolean isPredicting() {
        return predictionWorker != null;
    }

    long thinkingMillis() {
        return computer == null ? 0 : computer.elapsedMillis();
    }

    Optional<Progress> progress() {
        return Optional.ofNullable(progress);
    }

    Optional<Prediction> prediction() {
        return Optional.ofNullable(prediction);
    }

    boolean showPrediction() {
        return showPrediction;
    }

    Optional<Point> hintedMove() {
        return Optional.ofNullable(hint);
    }

    /** A short message about the last refused action (a click on an occupied point, …), or null. */
    String notice() {
        return notice;
    }

    boolean isComputerToMove() {
        return !game.isOver() && setup.isComputer(game.toMove());
    }

    /** Whether a click on an empty cell would be played now. */
    boolean acceptsMoves() {
        return !game.isOver() && !isComputerToMove();
    }

    boolean canUndo() {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            return game.canUndo();
        }
        return game.history().stream().anyMatch(m -> m.side() == setup.humanSide());
    }

    boolean canRedo() {
        return game.canRedo() && (setup.mode() == Mode.TWO_PLAYERS || game.toMove() == setup.humanSide());
    }

    boolean canHint() {
        return acceptsMoves() && hintSearch == null;
    }

    /** What the board should show now. */
    BoardView boardView() {
        BoardView view = BoardView.of(game.snapshot()).withAcceptingMoves(acceptsMoves()).withHint(hint);
        if (showPrediction && prediction != null && setup.rules().family() == Family.TIC_TAC_TOE) {
            view = view.withCellOutcomes(prediction.cellOutcomes());
        }
        return view;
    }

    // ---- commands, from the views (event thread) ----

    /** Begins play: the computer moves first if it has the first move. */
    void start() {
        changed();
    }

    void newGame() {
        game = new Game(setup.rules());
        changed();
    }

    /** New rules start a new game; other choices (mode, side, level) apply to the game in progress. */
    void changeSetup(GameSetup newSetup) {
        boolean newRules = !newSetup.rules().equals(setup.rules());
        setup = newSetup;
        if (newRules) {
            game = new Game(setup.rules());
        }
        changed();
    }

    void cellChosen(Point p) {
        if (isComputerToMove()) {
            say("Wait: the computer is thinking.");
            return;
        }
        Optional<IllegalReason> problem = game.check(p);
        if (problem.isPresent()) {
            say(StatusText.refusal(p, problem.get()));
            return;
        }
        game.play(p);
        changed();
    }

    void undo() {
        if (!canUndo()) {
            return;
        }
        if (setup.mode() == Mode.TWO_PLAYERS) {
            game.undo();
        } else {
            // take back the computer's reply (if any) together with the player's move before it
            while (game.canUndo()) {
                if (game.undo().orElseThrow().side() == setup.humanSide()) {
                    break;
                }
            }
        }
        changed();
    }

    void redo() {
        if (!canRedo()) {
            return;
        }
        game.redo();
        if (game.canRedo() && isComputerToMove()) {
            game.redo(); // the computer's reply comes back with the player's move
        }
        changed();
    }

    void hint() {
        if (!canHint()) {
            return;
        }
        if (prediction != null && prediction.best() != null) {
            hint = prediction.best();
            notifyListeners();
            return;
        }
        hintSearch = new ComputerMoveWorker(strategies.create(Level.HARD, setup.rules(), seeds.nextLong()),
                game.snapshot(), Limits.time(HINT_MILLIS), generation, this::generation, p -> { },
                this::hintFound, e -> {
                    hintSearch = null;
                    failed(e);
                });
        hintSearch.execute();
        notifyListeners();
    }

    /** Stops the computer's search; it plays the best move found so far. */
    void moveNow() {
        if (computer != null) {
            computer.stop();
        }
    }

    void setShowPrediction(boolean show) {
        if (show == showPrediction) {
            return;
        }
        showPrediction = show;
        cancelPrediction();
        prediction = null;
        maybePredict();
        notifyListeners();
    }

    /** Stops all background work; late answers will be dropped. */
    void shutdown() {
        generation++;
        stopSearches();
        notifyListeners(); // views stop their timers
    }

    // ---- the machinery ----

    private void changed() {
        generation++;
        notice = null;
        hint = null;
        progress = null;
        prediction = null;
        stopSearches();
        if (isComputerToMove()) {
            startComputer();
        }
        maybePredict();
        notifyListeners();
    }

    private void stopSearches() {
        if (computer != null) {
            computer.stop();
            computer = null;
        }
        if (hintSearch != null) {
            hintSearch.stop();
            hintSearch = null;
        }
        cancelPrediction();
    }

    private void cancelPrediction() {
        if (predictionWorker != null) {
            predictionWorker.cancelPrediction();
            predictionWorker = null;
        }
    }

    private void startComputer() {
        Limits limits = setup.level() == Level.HARD ? Limits.time(setup.thinkSeconds() * 1000L)
                : Limits.time(EASY_MEDIUM_MILLIS);
        computer = new ComputerMoveWorker(strategies.create(setup.level(), setup.rules(), seeds.nextLong()),
                game.snapshot(), limits, generation, this::generation, this::progressed, this::computerMoved, e -> {
                    computer = null;
                    failed(e);
                });
        computer.execute();
    }

    /** Predicts while a person is to move or watching; not while the computer searches (it needs the cores). */
    private void maybePredict() {
        if (!showPrediction || game.isOver() || computer != null) {
            return;
        }
        predictionWorker = new PredictionWorker(predictors.create(setup.rules()), game.snapshot(),
                Limits.time(PREDICTION_MILLIS), generation, this::generation, this::predicted, e -> {
                    predictionWorker = null;
                    failed(e);
                });
        predictionWorker.execute();
    }

    /** Only kept: the status panel's ticker shows it, so a flood of progress cannot flood the event thread. */
    private void progressed(Progress p) {
        progress = p;
    }

    private void computerMoved(Position searched, SearchResult result) {
        if (!searched.equals(game.snapshot())) {
            return; // belt and braces: only a move for the position on screen is played
        }
        computer = null;
        if (!game.isLegal(result.move())) {
            failed(new IllegalStateException("the computer chose " + result.move() + ", which "
                    + game.check(result.move()).map(IllegalReason::text).orElse("is not legal")));
            return;
        }
        game.play(result.move());
        changed();
    }

    private void hintFound(Position searched, SearchResult result) {
        hintSearch = null;
        if (searched.equals(game.snapshot())) {
            hint = result.move();
        }
        notifyListeners();
    }

    private void predicted(Prediction p) {
        predictionWorker = null;
        prediction = p;
        notifyListeners();
    }

    /** An unexpected failure of a search: reported; the game stays as it is (undo or new game go on). */
    private void failed(Throwable t) {
        errors.accept(t);
        notifyListeners();
    }

    private void say(String message) {
        notice = message;
        notifyListeners();
    }

    private void notifyListeners() {
        for (Runnable listener : List.copyOf(listeners)) {
            listener.run();
        }
    }
}
