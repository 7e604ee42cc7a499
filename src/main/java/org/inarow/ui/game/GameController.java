package org.inarow.ui.game;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.inarow.ai.Progress;
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
 * through its parts ({@link GameParts}, which builds and wires them), each holding its own state:
 * {@link CurrentGame} (the game, its setup, the position shown, the news), {@link Turns} (moves, the
 * computer's turn, undo and redo, hint, move now), {@link GameNavigator} (earlier positions and other lines),
 * {@link SetupChanges} and {@link Records} (new games, setups, games opened or resumed; {@link DiscardAsker}
 * asks first) and {@link Searches} (the work off the event thread). Their calls it hands on; the parts with
 * views of their own the views reach through it: {@link #reviewer()}, {@link #analysis()}, {@link #tally()}.
 */
public final class GameController {
    private final GameParts parts;

    public GameController(GameSetup setup, boolean showPrediction, StrategyFactory strategies,
                   PredictorFactory predictors, Consumer<Throwable> errors) {
        parts = new GameParts(setup, showPrediction, strategies, predictors, errors);
    }

    public void addListener(Runnable listener) {
        parts.current.addListener(listener);
    }

    /** Asked before a game in progress is replaced by a new or another game (the window asks the player). */
    public void setDiscardQuestion(DiscardQuestion question) {
        parts.asker.setQuestion(question);
    }

    /** The line of moves to come shown on the board as see-through stones, stepped through, played out. */
    public ShownLine line() {
        return parts.line;
    }

    /**
     * The line to show on the board when the player asks for one: the analysis panel's best line, or else
     * the continuation "who will win" expects; empty when neither is known for the position on the board.
     */
    public List<Point> lineToShow() {
        return parts.lineToShow();
    }

    /** Shows {@link #lineToShow()} on the board, or hides the line shown. */
    public void toggleLine() {
        if (parts.line.isShown()) {
            parts.line.hide();
        } else {
            parts.line.show(lineToShow());
        }
    }

    /** The teaching mode: the player's costly moves held for a choice before the computer answers. */
    public Teacher teacher() {
        return parts.teacher;
    }

    /** Game › Practise my mistakes: the player's marked moves of the review, as exercises. */
    public MistakePractice practice() {
        return parts.practice;
    }

    /** Game › Solve: a search for a forced win in the position on the board, with its own time. */
    public Solver solver() {
        return parts.solver;
    }

    /** The analysis panel's work: the position on the board analysed deeper and deeper while it runs. */
    public ContinuousAnalysis deepAnalysis() {
        return parts.deepAnalysis;
    }

    /** Begins play: the computer moves first if it has the first move. */
    public void start() {
        parts.changes.shownChanged();
    }

    /** Stops all background work; late answers will be dropped. */
    public void shutdown() {
        parts.shutdown();
    }

    /** Whether no search is still to answer or to have its answer used or dropped (for tests). */
    boolean isSettled() {
        return parts.searches.isSettled() && parts.reviewer.isSettled();
    }

    // ---- the game and the position shown: CurrentGame ----

    public GameSetup setup() {
        return parts.current.setup();
    }

    /** The game being played (its last position, also while an earlier one is reviewed). */
    public Position position() {
        return parts.current.game().snapshot();
    }

    public Position shownPosition() {
        return parts.current.shownPosition();
    }

    public Rules rules() {
        return parts.current.game().rules();
    }

    public List<Point> moves() {
        return parts.current.game().moves();
    }

    public List<Move> history() {
        return parts.current.game().history();
    }

    public ReviewState review() {
        return parts.current.review();
    }

    public boolean isReviewing() {
        return !parts.current.isLive();
    }

    public int gameNumber() {
        return parts.current.number();
    }

    public GameSetup playing() {
        return parts.current.playing();
    }

    /** The game's opening rule and the choices made in it. */
    public Opening opening() {
        return parts.current.game().opening();
    }

    /** The opening step under way (placing stones or choosing), or empty once the colours are decided. */
    public Optional<OpeningStep> openingStep() {
        return parts.current.game().openingStep();
    }

    /**
     * A short message: about the last refused action (a click on an occupied point, …), gone with
     * the next change; or else news for the player (a file opened, an autosave that could not be
     * restored), kept until the player's next action; or else what the opening step asks of the player,
     * or why the last move's long line did not win. Null when there is none.
     */
    public String notice() {
        Supplier<String> news = parts.current.news();
        if (news != null) {
            return news.get();
        }
        String guide = parts.turns.openingGuide();
        return guide != null ? guide
                : OverlineNote.madeByLastMove(parts.current.shownPosition()).map(StatusText::overline).orElse(null);
    }

    /** News for the player, shown until their next action. */
    public void inform(String message) {
        parts.current.inform(message == null ? null : () -> message);
    }

    /** News for the player, shown until their next action, in the language of the moment each time it is read. */
    public void informLive(Supplier<String> message) {
        parts.current.inform(message);
    }

    /** The language has changed: every view reads its texts again (the status, the notice, the map's labels). */
    public void languageChanged() {
        parts.current.notifyListeners();
    }

    // ---- turns: Turns ----

    public boolean acceptsMoves() {
        return parts.turns.acceptsMoves();
    }

    public List<OpeningChoice> choicesOffered() {
        return parts.turns.choicesOffered();
    }

    public String turnText() {
        return parts.turns.turnText();
    }

    public boolean canUndo() {
        return parts.turns.canUndo();
    }

    public boolean canRedo() {
        return parts.turns.canRedo();
    }

    public boolean canHint() {
        return parts.turns.canHint();
    }

    public void cellChosen(Point p) {
        if (parts.practice.isActive()) {
            parts.practice.answer(p); // an exercise's answer, never a move of the game
        } else {
            parts.turns.cellChosen(p);
        }
    }

    public void choose(OpeningChoice choice) {
        parts.turns.choose(choice);
    }

    public void undo() {
        parts.turns.undo();
    }

    public void redo() {
        parts.turns.redo();
    }

    public void hint() {
        parts.turns.hint();
    }

    public void moveNow() {
        parts.turns.moveNow();
    }

    // ---- the searches: Searches ----

    public boolean isThinking() {
        return parts.searches.isThinking();
    }

    public boolean isHinting() {
        return parts.searches.isHinting();
    }

    public long thinkingMillis() {
        return parts.searches.thinkingMillis();
    }

    public Optional<Progress> progress() {
        return parts.searches.progress();
    }

    Optional<Point> hintedMove() {
        return parts.searches.hint();
    }

    // ---- earlier positions and other lines: GameNavigator ----

    public void showMove(int moves) {
        parts.navigator.showMove(moves);
    }

    public void showTurningPoint(boolean forward) {
        parts.navigator.showTurningPoint(forward);
    }

    public void switchToLine(List<Point> line) {
        parts.navigator.switchToLine(line);
    }

    /** The move list's rows: the game's moves with the review's signs, and the variations beside them. */
    public List<MoveRow> moveRows() {
        return parts.reviewer.moveRows();
    }

    // ---- new games and setups: SetupChanges, DiscardAsker ----

    boolean hasGameInProgress() {
        return parts.asker.hasGameInProgress();
    }

    public void newGame() {
        parts.setups.newGame();
    }

    public boolean changeSetup(GameSetup newSetup) {
        return parts.setups.changeSetup(newSetup);
    }

    // ---- game records: Records ----

    public boolean load(GameRecord record) {
        return parts.records.load(record);
    }

    public void resume(GameRecord record) {
        parts.records.resume(record);
        parts.clocks.restore(record.info().timeLeft()); // on the clock where it stopped, not full again
    }

    public MoveTree moveTree() {
        return parts.records.moveTree();
    }

    /** Who played, when, and the rest a record of the game says besides its moves. */
    public RecordInfo recordInfo() {
        return parts.recordInfo;
    }

    // ---- the parts with views of their own ----

    /** "Review game" and its verdicts. */
    public Reviewer reviewer() {
        return parts.reviewer;
    }

    /** "Who will win", the board's marks and the board's view. */
    public AnalysisDisplay analysis() {
        return parts.display;
    }

    /** The players' clocks in a game on the clock; {@link GameClocks#timeLeftMillis} for an engine's time_left. */
    public GameClocks clocks() {
        return parts.clocks;
    }

    /** The session's score and the player's record per level. */
    public ResultTally tally() {
        return parts.tally;
    }
}
