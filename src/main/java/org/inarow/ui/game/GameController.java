package org.inarow.ui.game;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.inarow.ai.Predictors;
import org.inarow.ai.Progress;
import org.inarow.ai.review.GameReview;
import org.inarow.ai.review.MoveCheck;
import org.inarow.io.GameRecord;
import org.inarow.model.Move;
import org.inarow.model.MoveTree;
import org.inarow.model.Opening;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningStep;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * The game behind the window, as the views read and command it. It owns the {@link org.inarow.model.Game}
 * on the event thread (or, for a controller with no window and no computer, on the one thread that uses it)
 * through its parts, each holding its own state: {@link CurrentGame} (the game, its setup, the position
 * shown, the news), {@link Turns} (moves, the computer's turn, undo and redo, hint, move now),
 * {@link GameNavigator} (earlier positions and other lines), {@link SetupChanges} and {@link Records} (new
 * games, setups, games opened or resumed; {@link DiscardAsker} asks first) and {@link Searches} (the work
 * off the event thread). Their calls it hands on; the parts with views of their own the views reach through
 * it: {@link #reviewer()}, {@link #analysis()}, {@link #tally()}. What it does itself is what follows every
 * change ({@link Changes}): a new search generation, which stops running searches and so makes any late
 * answer stale, the computer's search when it is to move, the prediction when it is on, and the views told.
 */
public final class GameController {
    private final CurrentGame current;
    private final Searches searches;
    private final ResultTally tally;
    private final DiscardAsker asker;
    private final Reviewer reviewer;
    private final GameNavigator navigator;
    private final Turns turns;
    private final SetupChanges setups;
    private final Records records;
    private final RecordInfo recordInfo;
    private final AnalysisDisplay display;
    private final ShownLine line;
    private final Solver solver;
    private final ContinuousAnalysis deepAnalysis;
    private final Changes changes = new AfterChanges();
    private final Teacher teacher;
    private final MistakePractice practice;

    public GameController(GameSetup setup, boolean showPrediction, StrategyFactory strategies,
                   PredictorFactory predictors, Consumer<Throwable> errors) {
        current = new CurrentGame(setup);
        tally = new ResultTally(current);
        current.addListener(tally::check); // before the views: they show what it counts
        searches = new Searches(strategies, predictors, current::notifyListeners, errors);
        // the review's judgement of one move, for the teaching mode and the practice alike
        Function<Rules, MoveCheck> checks = rules -> new MoveCheck(predictors.create(rules), Predictors.candidatesFor(rules));
        teacher = new Teacher(current, searches, changes, checks, errors);
        searches.onPredicted((position, prediction) -> {
            current.chances().record(position, prediction);
            teacher.predicted(position, prediction); // the lesson's better move is then the map's
        });
        reviewer = new Reviewer(current, searches, rules -> new GameReview(predictors.create(rules),
                Predictors.candidatesFor(rules)), errors);
        asker = new DiscardAsker(current);
        navigator = new GameNavigator(current, reviewer, changes);
        turns = new Turns(current, searches, asker, navigator, changes, teacher);
        teacher.onResume(turns::startComputerIfToMove);
        searches.onComputerMoved(turns::computerMoved);
        setups = new SetupChanges(current, asker, changes);
        recordInfo = new RecordInfo(current, reviewer, java.time.LocalDate::now);
        records = new Records(current, asker, reviewer, changes, recordInfo);
        line = new ShownLine(current, turns);
        solver = new Solver(current, line, errors);
        deepAnalysis = new ContinuousAnalysis(current, predictors, searches, errors);
        practice = new MistakePractice(current, reviewer, navigator, line, searches, predictors::create, checks,
                errors);
        display = new AnalysisDisplay(current, searches, turns, reviewer, line, showPrediction, practice::isActive);
    }

    /** What follows every change, in this order: the views are told last, of everything. */
    private final class AfterChanges implements Changes {
        @Override
        public void playerActed() {
            current.setInfo(null);
            gameMoved();
        }

        @Override
        public void gameMoved() {
            current.showLive();
            reviewer.keepInStep();
            shownChanged();
        }

        @Override
        public void shownChanged() {
            current.clearNotice();
            searches.newGeneration();
            turns.startComputerIfToMove();
            display.predictIfShown();
            solver.positionChanged();
            practice.positionChanged();
            deepAnalysis.positionChanged();
            current.notifyListeners();
        }
    }

    public void addListener(Runnable listener) {
        current.addListener(listener);
    }

    /** Asked before a game in progress is replaced by a new or another game (the window asks the player). */
    public void setDiscardQuestion(DiscardQuestion question) {
        asker.setQuestion(question);
    }

    /** The line of moves to come shown on the board as see-through stones, stepped through, played out. */
    public ShownLine line() {
        return line;
    }

    /**
     * The line to show on the board when the player asks for one: the analysis panel's best line, or else
     * the continuation "who will win" expects; empty when neither is known for the position on the board.
     */
    public List<Point> lineToShow() {
        return deepAnalysis.shown().flatMap(r -> r.map().best()).map(org.inarow.ai.Candidate::line)
                .or(() -> display.prediction().map(org.inarow.ai.Prediction::line))
                .orElse(List.of());
    }

    /** Shows {@link #lineToShow()} on the board, or hides the line shown. */
    public void toggleLine() {
        if (line.isShown()) {
            line.hide();
        } else {
            line.show(lineToShow());
        }
    }

    /** The teaching mode: the player's costly moves held for a choice before the computer answers. */
    public Teacher teacher() {
        return teacher;
    }

    /** Game › Practise my mistakes: the player's marked moves of the review, as exercises. */
    public MistakePractice practice() {
        return practice;
    }

    /** Game › Solve: a search for a forced win in the position on the board, with its own time. */
    public Solver solver() {
        return solver;
    }

    /** The analysis panel's work: the position on the board analysed deeper and deeper while it runs. */
    public ContinuousAnalysis deepAnalysis() {
        return deepAnalysis;
    }

    /** Begins play: the computer moves first if it has the first move. */
    public void start() {
        changes.shownChanged();
    }

    /** Stops all background work; late answers will be dropped. */
    public void shutdown() {
        searches.newGeneration();
        reviewer.stop();
        solver.cancel();
        deepAnalysis.stop();
        current.notifyListeners(); // views stop their timers
    }

    /** Whether no search is still to answer or to have its answer used or dropped (for tests). */
    boolean isSettled() {
        return searches.isSettled() && reviewer.isSettled();
    }

    // ---- the game and the position shown: CurrentGame ----

    public GameSetup setup() {
        return current.setup();
    }

    /** The game being played (its last position, also while an earlier one is reviewed). */
    public Position position() {
        return current.game().snapshot();
    }

    public Position shownPosition() {
        return current.shownPosition();
    }

    public Rules rules() {
        return current.game().rules();
    }

    public List<Point> moves() {
        return current.game().moves();
    }

    public List<Move> history() {
        return current.game().history();
    }

    public ReviewState review() {
        return current.review();
    }

    public boolean isReviewing() {
        return !current.isLive();
    }

    public int gameNumber() {
        return current.number();
    }

    public GameSetup playing() {
        return current.playing();
    }

    /** The game's opening rule and the choices made in it. */
    public Opening opening() {
        return current.game().opening();
    }

    /** The opening step under way (placing stones or choosing), or empty once the colours are decided. */
    public Optional<OpeningStep> openingStep() {
        return current.game().openingStep();
    }

    /**
     * A short message: about the last refused action (a click on an occupied point, …), gone with
     * the next change; or else news for the player (a file opened, an autosave that could not be
     * restored), kept until the player's next action; or else what the opening step asks of the player,
     * or why the last move's long line did not win. Null when there is none.
     */
    public String notice() {
        Supplier<String> news = current.news();
        if (news != null) {
            return news.get();
        }
        String guide = turns.openingGuide();
        return guide != null ? guide
                : OverlineNote.madeByLastMove(current.shownPosition()).map(StatusText::overline).orElse(null);
    }

    /** News for the player, shown until their next action. */
    public void inform(String message) {
        current.inform(message == null ? null : () -> message);
    }

    /** News for the player, shown until their next action, in the language of the moment each time it is read. */
    public void informLive(Supplier<String> message) {
        current.inform(message);
    }

    /** The language has changed: every view reads its texts again (the status, the notice, the map's labels). */
    public void languageChanged() {
        current.notifyListeners();
    }

    // ---- turns: Turns ----

    public boolean acceptsMoves() {
        return turns.acceptsMoves();
    }

    public List<OpeningChoice> choicesOffered() {
        return turns.choicesOffered();
    }

    public String turnText() {
        return turns.turnText();
    }

    public boolean canUndo() {
        return turns.canUndo();
    }

    public boolean canRedo() {
        return turns.canRedo();
    }

    public boolean canHint() {
        return turns.canHint();
    }

    public void cellChosen(Point p) {
        if (practice.isActive()) {
            practice.answer(p); // an exercise's answer, never a move of the game
        } else {
            turns.cellChosen(p);
        }
    }

    public void choose(OpeningChoice choice) {
        turns.choose(choice);
    }

    public void undo() {
        turns.undo();
    }

    public void redo() {
        turns.redo();
    }

    public void hint() {
        turns.hint();
    }

    public void moveNow() {
        turns.moveNow();
    }

    // ---- the searches: Searches ----

    public boolean isThinking() {
        return searches.isThinking();
    }

    public boolean isHinting() {
        return searches.isHinting();
    }

    public long thinkingMillis() {
        return searches.thinkingMillis();
    }

    public Optional<Progress> progress() {
        return searches.progress();
    }

    Optional<Point> hintedMove() {
        return searches.hint();
    }

    // ---- earlier positions and other lines: GameNavigator ----

    public void showMove(int moves) {
        navigator.showMove(moves);
    }

    public void showTurningPoint(boolean forward) {
        navigator.showTurningPoint(forward);
    }

    public void switchToLine(List<Point> line) {
        navigator.switchToLine(line);
    }

    /** The move list's rows: the game's moves with the review's signs, and the variations beside them. */
    public List<MoveRow> moveRows() {
        return reviewer.moveRows();
    }

    // ---- new games and setups: SetupChanges, DiscardAsker ----

    boolean hasGameInProgress() {
        return asker.hasGameInProgress();
    }

    public void newGame() {
        setups.newGame();
    }

    public boolean changeSetup(GameSetup newSetup) {
        return setups.changeSetup(newSetup);
    }

    // ---- game records: Records ----

    public boolean load(GameRecord record) {
        return records.load(record);
    }

    public void resume(GameRecord record) {
        records.resume(record);
    }

    public MoveTree moveTree() {
        return records.moveTree();
    }

    /** Who played, when, and the rest a record of the game says besides its moves. */
    public RecordInfo recordInfo() {
        return recordInfo;
    }

    // ---- the parts with views of their own ----

    /** "Review game" and its verdicts. */
    public Reviewer reviewer() {
        return reviewer;
    }

    /** "Who will win", the board's marks and the board's view. */
    public AnalysisDisplay analysis() {
        return display;
    }

    /** The session's score and the player's record per level. */
    public ResultTally tally() {
        return tally;
    }
}
