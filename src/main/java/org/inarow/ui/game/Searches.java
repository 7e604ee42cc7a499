package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import javax.swing.SwingUtilities;
import org.inarow.ai.Candidates;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Prediction;
import org.inarow.ai.Progress;
import org.inarow.model.IllegalReason;
import org.inarow.model.OpeningStep;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * The controller's background work, each on a snapshot off the event thread: the computer's move
 * ({@link ComputerMoveWorker}), a hint, and "who will win" ({@link PredictionWorker}). A new
 * generation stops them all and forgets what they found; an answer from an older generation is
 * dropped when it arrives. Answers are kept here and announced through {@code changed}.
 */
final class Searches {
    private static final long HINT_MILLIS = 1000;
    private static final long PREDICTION_MILLIS = 1000;
    private static final long EASY_MEDIUM_MILLIS = 1500;

    private final StrategyFactory strategies;
    private final PredictorFactory predictors;
    private final Runnable changed;
    private final Consumer<Throwable> failed;
    private final Random seeds = new Random();

    private final List<SearchWorker<?, ?>> started = new ArrayList<>();

    private int generation;
    private ComputerMoveWorker computer;
    private OpeningWorker opening;
    private ComputerMoveWorker hintSearch;
    private PredictionWorker predictionWorker;
    private Progress progress;
    private Prediction prediction;
    private Candidates candidates;
    private Point hint;
    private BiConsumer<Position, Point> computerMoved = (position, move) -> { };
    private BiConsumer<Position, Prediction> predicted = (position, p) -> { };
    private LongSupplier thinkingCap = () -> Long.MAX_VALUE;
    private java.util.function.Supplier<Optional<EngineTime>> engineClock = Optional::empty;

    /** {@code changed} hears of hints and predictions; {@code failed} of unexpected errors. */
    Searches(StrategyFactory strategies, PredictorFactory predictors, Runnable changed, Consumer<Throwable> failed) {
        this.strategies = strategies;
        this.predictors = predictors;
        this.changed = changed;
        this.failed = failed;
    }

    /** Gets the computer's move (a legal one: anything else is a failure), with the position it is for. */
    void onComputerMoved(BiConsumer<Position, Point> listener) {
        computerMoved = listener;
    }

    /** Told of every prediction used (on the event thread), with the position it is for. */
    void onPredicted(BiConsumer<Position, Prediction> listener) {
        predicted = listener;
    }

    int generation() {
        return generation;
    }

    boolean isThinking() {
        return computer != null || opening != null;
    }

    boolean isHinting() {
        return hintSearch != null;
    }

    boolean isPredicting() {
        return predictionWorker != null;
    }

    /** Whether every search started has ended and had its answer used or dropped (tests wait for this). */
    boolean isSettled() {
        started.removeIf(SearchWorker::hasFinished);
        return started.isEmpty();
    }

    long thinkingMillis() {
        return computer != null ? computer.elapsedMillis() : opening != null ? opening.elapsedMillis() : 0;
    }

    Optional<Progress> progress() {
        return Optional.ofNullable(progress);
    }

    Optional<Prediction> prediction() {
        return Optional.ofNullable(prediction);
    }

    /** The map of the position predicted: its candidate points (none for a predictor without a map). */
    Optional<Candidates> candidates() {
        return Optional.ofNullable(candidates);
    }

    Optional<Point> hint() {
        return Optional.ofNullable(hint);
    }

    /** Stops everything running and forgets what was found: the position changed. */
    void newGeneration() {
        generation++;
        hint = null;
        progress = null;
        prediction = null;
        if (computer != null) {
            computer.stop();
            computer = null;
        }
        if (hintSearch != null) {
            hintSearch.stop();
            hintSearch = null;
        }
        if (opening != null) {
            opening.stop();
            opening = null;
        }
        cancelPrediction();
    }

    /**
     * The computer's opening step ({@code step}: its three stones, or a choice), judged by the hard
     * level's search in the computer's thinking time; {@code decided} gets the decision.
     */
    void startOpening(GameSetup setup, Position position, OpeningStep step, BiConsumer<Position, OpeningDecision> decided) {
        long millis = thinkMillis(setup);
        long seed = seeds.nextLong();
        Optional<EngineTime> clock = engineClock.get();
        opening = new OpeningWorker(() -> strategies.create(Level.HARD, setup.rules(), seed),
                stop -> strategies.engineOpening(setup, position, step, clock, stop), position, step, millis, seed,
                generation, this::generation, (searched, decision) -> {
                    opening = null;
                    decided.accept(searched, decision);
                }, e -> {
                    opening = null;
                    fail(e);
                });
        launch(opening);
    }

    /** The computer thinks no longer than {@code cap} says (its clock's budget, {@link GameClocks}). */
    void capThinking(LongSupplier cap) {
        thinkingCap = cap;
    }

    /** What an engine to move is told of its clock (read when it is asked, on the event thread). */
    void readEngineClock(java.util.function.Supplier<Optional<EngineTime>> clock) {
        engineClock = clock;
    }

    /** The computer's thinking time, within its clock's budget. */
    private long thinkMillis(GameSetup setup) {
        long millis = setup.thinkTimeCounts() ? setup.thinkSeconds() * 1000L : EASY_MEDIUM_MILLIS;
        return Math.max(1, Math.min(millis, thinkingCap.getAsLong()));
    }

    void startComputer(GameSetup setup, Position position) {
        Limits limits = Limits.time(thinkMillis(setup));
        long seed = seeds.nextLong();
        org.inarow.model.Side toMove = position.toMove();
        Optional<EngineTime> clock = engineClock.get();
        computer = new ComputerMoveWorker(() -> strategies.create(setup, toMove, seed, clock),
                position, limits, generation, this::generation, p -> progress = p, (searched, result) -> {
                    computer = null;
                    Optional<IllegalReason> illegal = searched.toGame().check(result.move());
                    if (illegal.isPresent()) {
                        fail(new IllegalStateException("the computer chose %s, which %s".formatted(result.move(),
                                illegal.get().text())));
                    } else {
                        computerMoved.accept(searched, result.move());
                    }
                }, e -> {
                    computer = null;
                    fail(e);
                });
        launch(computer);
    }

    /** Stops the computer's search; it plays the best move found so far. */
    void moveNow() {
        if (computer != null) {
            computer.stop();
        }
        if (opening != null) {
            opening.stop();
        }
    }

    /** Marks the best move: at once if the prediction knows it, otherwise after a short search. */
    void startHint(Position position) {
        if (prediction != null && prediction.best() != null) {
            hint = prediction.best();
            changed.run();
            return;
        }
        long seed = seeds.nextLong();
        hintSearch = new ComputerMoveWorker(() -> strategies.create(Level.HARD, position.rules(), seed),
                position, Limits.time(HINT_MILLIS), generation, this::generation, p -> { }, (searched, result) -> {
                    hintSearch = null;
                    hint = result.move();
                    changed.run();
                }, e -> {
                    hintSearch = null;
                    fail(e);
                });
        launch(hintSearch);
        changed.run();
    }

    /** Rings {@code best} as the hint (a move already judged elsewhere: the teaching mode's better move). */
    void showHint(Point best) {
        hint = best;
        changed.run();
    }

    /** Predicts, with at least {@code points} points on the map; not while the computer searches (it needs the cores). */
    void startPrediction(Position position, int points) {
        if (computer != null || opening != null) {
            return;
        }
        predictionWorker = new PredictionWorker(() -> predictors.candidates(position.rules()), position, points,
                Limits.time(PREDICTION_MILLIS), generation, this::generation, map -> {
                    predictionWorker = null;
                    candidates = map;
                    prediction = map.prediction();
                    predicted.accept(position, prediction);
                    changed.run();
                }, e -> {
                    predictionWorker = null;
                    fail(e);
                });
        launch(predictionWorker);
    }

    /** Stops predicting and forgets the last prediction (the switch went off). */
    void cancelPrediction() {
        if (predictionWorker != null) {
            predictionWorker.cancelPrediction();
            predictionWorker = null;
        }
        prediction = null;
        candidates = null;
    }

    /**
     * Starts {@code worker} once the change that launched it is painted: the event that launches a
     * search goes on to tell the window, whose repaint is queued then; a start two events later comes
     * after that repaint, which so runs before the search takes a core (on two cores, the repaint that
     * shows "thinking" took twice as long beside it: 23-40 ms for 11-16 ms of its own processor time).
     */
    private void launch(SearchWorker<?, ?> worker) {
        started.removeIf(SearchWorker::hasFinished);
        started.add(worker);
        SwingUtilities.invokeLater(() -> SwingUtilities.invokeLater(worker::execute));
    }

    private void fail(Throwable t) {
        failed.accept(t);
        changed.run();
    }
}
