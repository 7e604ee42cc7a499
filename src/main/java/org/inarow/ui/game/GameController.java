package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import org.inarow.ai.Candidates;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.Progress;
import org.inarow.ai.review.GameReview;
import org.inarow.io.GameRecord;
import org.inarow.io.MoveNote;
import org.inarow.model.Family;
import org.inarow.model.Game;
import org.inarow.model.GameResult;
import org.inarow.model.IllegalReason;
import org.inarow.model.Move;
import org.inarow.model.MoveTree;
import org.inarow.model.Opening;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningStep;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Seat;
import org.inarow.model.Status;
import org.inarow.ui.board.BoardView;

/**
 * Owns the {@link Game} on the event thread (or, for a controller with no window and no computer,
 * on the one thread that uses it) and everything that changes it: the player's moves,
 * the computer's moves and hints, "who will win" (searched off the event thread by
 * {@link Searches}), undo, redo, new games, games loaded from files, and reviewing earlier
 * positions ({@link ReviewState}), and reviewing the whole game ({@link ReviewRunner}, whose result
 * {@link #reviewResult()} stays while the game's tree keeps its moves). A move on an earlier position starts a
 * new line and keeps the old one as a variation ({@link Game#playKeepingLine}); {@link #switchToLine} goes back to one. Every change of what is shown starts a new search generation,
 * which stops running searches and so makes any late answer stale. The views only read its state
 * and call its commands; they are told of changes through listeners.
 */
public final class GameController {
    private final List<Runnable> listeners = new ArrayList<>();
    private final List<Runnable> reviewProgressListeners = new ArrayList<>();
    private final Searches searches;
    private final ReviewRunner reviewRunner;
    private final ChanceHistory chances = new ChanceHistory();

    private GameSetup setup;
    private Game game;
    private boolean showPrediction;
    private boolean showForbidden = true;
    /** The notice and the news, each read in the current language whenever it is shown. */
    private Supplier<String> notice;
    private Supplier<String> info;
    private ReviewState review = ReviewState.live(0);
    private Position reviewed;
    private int gameNumber;
    private ReviewResult reviewResult;
    private int reviewedGame;
    private long reviewMillis = ReviewRunner.DEFAULT_MILLIS;
    private boolean asking;
    private Runnable held; // a computer's move (or opening decision) that came while a question was open
    private final SessionScore score = new SessionScore();
    private LevelProgress levels = LevelProgress.inMemory(); // the window gives the settings' own
    private int countedForLevel = -1; // the game last counted in the record: undone and ended again, it counts once
    private DiscardQuestion discardQuestion = (moves, replacement) -> true; // no one to ask: the window sets one

    public GameController(GameSetup setup, boolean showPrediction, StrategyFactory strategies,
                   PredictorFactory predictors, Consumer<Throwable> errors) {
        this.setup = setup;
        this.showPrediction = showPrediction;
        this.game = new Game(setup.rules(), setup.opening());
        this.searches = new Searches(strategies, predictors, this::computerMoved, this::notifyListeners, errors);
        this.reviewRunner = new ReviewRunner(rules -> new GameReview(predictors.create(rules),
                Predictors.candidatesFor(rules)), this::notifyReviewProgress, this::reviewed, e -> {
                    errors.accept(e);
                    notifyListeners();
                });
        searches.onPredicted(chances::record);
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /**
     * Hears each position the review has analysed ({@link #reviewProgress()}); only the progress bar needs to, so
     * the rest of the window is not repainted for it. A review's start and end go to all listeners.
     */
    public void addReviewProgressListener(Runnable listener) {
        reviewProgressListeners.add(listener);
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

    /** The game's moves with the variations kept beside them (as a game file holds them; not what could be redone). */
    public MoveTree moveTree() {
        return game.tree().cutAfter(game.moves());
    }

    /** The move list's rows: the game's moves with the review's signs, and the variations beside them. */
    public List<MoveRow> moveRows() {
        int reviewed = reviewedMoves();
        Opening opening = game.opening();
        return MoveRows.of(rules(), game.tree(), game.history(), n -> joined(n > reviewed ? ""
                : reviewResult.at(n).map(MoveVerdict::sign).orElse(""), OpeningNotes.after(opening, n)));
    }

    private static String joined(String sign, String note) {
        return sign.isEmpty() || note.isEmpty() ? sign + note : sign + " " + note;
    }

    /** How many of the game's moves, from the first, the review judged: those its line shares with the game's. */
    private int reviewedMoves() {
        return reviewResult == null ? 0 : reviewResult.sharedMoves(game.moves());
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

    /** The player's record per gomoku level and "adjust the level to me" (the window's, kept in its settings). */
    public LevelProgress levels() {
        return levels;
    }

    public void setLevels(LevelProgress levels) {
        this.levels = levels;
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
        return searches.isSettled() && reviewRunner.isSettled();
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

    /**
     * The first player's win chance after each move of the game where it is known: worked out while
     * "who will win" was on (also while reviewing), and the result of a finished game. For the graph.
     */
    public List<ChancePoint> chances() {
        List<ChancePoint> worked = chances.along(game.snapshot());
        return reviewResult().map(r -> r.chancesOver(worked, reviewedMoves())).orElse(worked);
    }

    /** The win chance of the position shown, if known (from its prediction now or earlier, or its result). */
    public Optional<ChancePoint> shownChance() {
        return chances.at(shownPosition());
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
            return notice != null ? notice.get() : info.get();
        }
        String guide = openingGuide();
        return guide != null ? guide : OverlineNote.madeByLastMove(shownPosition()).map(StatusText::overline).orElse(null);
    }

    /** Whether the computer is to move in the game now (never while an earlier position is reviewed). */
    boolean isComputerToMove() {
        return review.isLive() && !game.isOver() && setup.isComputer(game.seatToAct());
    }

    /** Whether a click on an empty cell would be played now (while reviewing: as a new line from there). */
    public boolean acceptsMoves() {
        Position shown = shownPosition();
        return !shown.isOver() && !setup.isComputer(seatAt(shown.moveCount()))
                && !game.opening().awaitsChoice(shown.moveCount());
    }

    /** Who acts in the game's line after {@code moves} moves (the opening's choices decide it). */
    private Seat seatAt(int moves) {
        return game.opening().seatToAct(moves);
    }

    /**
     * The setup as it is being played: against the computer, once an opening rule has decided the
     * colours, the side is the colour the player's seat took (before that, and without an opening
     * rule, the setup itself). Whose win a result is, and the session's tally, are read from it.
     */
    public GameSetup playing() {
        if (setup.mode() != Mode.VS_COMPUTER) {
            return setup;
        }
        return game.opening().sideOf(setup.humanSeat()).map(setup::withHumanSide).orElse(setup);
    }

    /** The game's opening rule and the choices made in it. */
    public Opening opening() {
        return game.opening();
    }

    /** The opening step under way (placing stones or choosing), or empty once the colours are decided. */
    public Optional<OpeningStep> openingStep() {
        return game.openingStep();
    }

    /** The choices a person may click now: while a choice is due in the game (not reviewing) and it is a person's. */
    public List<OpeningChoice> choicesOffered() {
        Optional<OpeningStep> step = game.openingStep();
        if (!review.isLive() || step.isEmpty() || !step.get().isChoice() || setup.isComputer(step.get().actor())) {
            return List.of();
        }
        return step.get().choices();
    }

    /** Whose turn it is in words (the opening's step while it lasts), or how the game ended. */
    public String turnText() {
        Optional<OpeningStep> step = game.openingStep();
        if (step.isPresent()) {
            return StatusText.openingTurn(setup, step.get());
        }
        return StatusText.turn(playing(), game.snapshot(), game.opening());
    }

    /** What the opening step asks of a person, in a sentence ("Place three stones: black, white, black"), or null. */
    String openingGuide() {
        Optional<OpeningStep> step = game.openingStep();
        if (step.isEmpty() || !review.isLive() || setup.isComputer(step.get().actor())) {
            return null;
        }
        return StatusText.openingGuide(step.get(), game.moveCount(), game.moveCount() - game.openingStonesPlaced());
    }

    public boolean canUndo() {
        return review.isLive() && TakeBack.canUndo(game, setup);
    }

    public boolean canRedo() {
        return review.isLive() && TakeBack.canRedo(game, setup);
    }

    /** Whether Hint would mark a move: in the position shown (also an earlier one) when a person may play there. */
    public boolean canHint() {
        return acceptsMoves() && !searches.isHinting();
    }

    /** Whether "Review game" can start: there are moves, no review is running and the computer is not thinking. */
    public boolean canReviewGame() {
        return game.moveCount() > 0 && !reviewRunner.isRunning() && !searches.isThinking();
    }

    /** Whether the game's review is running (its progress: {@link #reviewProgress()}). */
    public boolean isReviewingGame() {
        return reviewRunner.isRunning();
    }

    public Optional<AnalysisProgress> reviewProgress() {
        return reviewRunner.progress();
    }

    /** The game's review, while the game keeps the moves it judged (also read from a file). */
    public Optional<ReviewResult> reviewResult() {
        return Optional.ofNullable(reviewResult);
    }

    /** The review's notes for a game record of the game (none when there is no review). */
    public List<MoveNote> reviewNotes() {
        return reviewResult().map(r -> r.toNotes(reviewedMoves())).orElse(List.of());
    }

    /** The review's verdict on the move shown (the last one played, or the one looked back at). */
    public Optional<MoveVerdict> shownVerdict() {
        return reviewResult().flatMap(r -> r.at(review.shown())).filter(v -> v.number() <= reviewedMoves());
    }

    /** The turning point after the move shown ({@code forward}) or before it, if there is one. */
    public Optional<MoveVerdict> turningPoint(boolean forward) {
        int shown = review.shown();
        List<MoveVerdict> points = reviewResult().map(ReviewResult::turningPoints).orElse(List.of()).stream()
                .filter(v -> v.number() <= reviewedMoves() && (forward ? v.number() > shown : v.number() < shown))
                .toList();
        return points.isEmpty() ? Optional.empty() : Optional.of(points.get(forward ? 0 : points.size() - 1));
    }

    /** What the board should show now. */
    public BoardView boardView() {
        BoardView view = BoardView.of(shownPosition()).withAcceptingMoves(acceptsMoves())
                .withHint(searches.hint().or(() -> shownVerdict().flatMap(MoveVerdict::better)).orElse(null));
        Optional<Prediction> prediction = searches.prediction();
        if (showPrediction && prediction.isPresent() && setup.rules().family() == Family.TIC_TAC_TOE) {
            view = view.withCellOutcomes(prediction.get().cellOutcomes());
        }
        Optional<Candidates> map = searches.candidates();
        if (showPrediction && map.isPresent() && setup.rules().family() == Family.GOMOKU) {
            view = view.withMap(WinChanceMap.of(map.get(), shownPosition()));
        }
        if (showForbidden) {
            view = view.withForbidden(shownPosition().forbiddenPoints()); // none unless Black is to move under renju
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
        return !game.isOver() && game.history().stream()
                .anyMatch(move -> !setup.isComputer(game.opening().seatOfMove(move.number())));
    }

    /** Starts a new game with the same setup; a game in progress goes only if the player agrees. */
    public void newGame() {
        if (mayReplace(DiscardQuestion.Replacement.NEW_GAME)) {
            replaceGame(new Game(setup.rules(), setup.opening()));
        }
    }

    /**
     * New rules, or the other side against the computer, start a new game (if the player agrees to
     * lose a game in progress): taking the other side mid-game would hand the player's own position
     * to the computer, which then moves for it at once. Other choices (mode, level, time) apply to
     * the game in progress. Returns whether the setup was taken.
     */
    public boolean changeSetup(GameSetup newSetup) {
        boolean newRules = !newSetup.rules().equals(setup.rules()) || newSetup.opening() != setup.opening();
        boolean newSide = setup.mode() == Mode.VS_COMPUTER && newSetup.mode() == Mode.VS_COMPUTER
                && newSetup.humanSide() != setup.humanSide();
        DiscardQuestion.Replacement replacement = newRules ? DiscardQuestion.Replacement.NEW_RULES
                : DiscardQuestion.Replacement.NEW_SIDE;
        if ((newRules || newSide) && !mayReplace(replacement)) {
            return false;
        }
        setup = newSetup;
        if (newRules || newSide) {
            replaceGame(new Game(setup.rules(), setup.opening()));
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
        GameSetup next = setup.withRules(record.rules()).withOpening(record.opening().rule());
        if (!loaded.isOver() && next.isComputer(loaded.seatToAct())) {
            next = next.withHumanSeat(loaded.seatToAct());
        }
        setup = next;
        replaceGame(loaded);
        restoreReview(record);
        return true;
    }

    /** Continues an autosaved game exactly where it stopped (before {@link #start()}). */
    public void resume(GameRecord record) {
        setup = setup.withRules(record.rules()).withOpening(record.opening().rule());
        game = record.toGame();
        gameNumber++;
        chances.clear();
        review = ReviewState.live(game.moveCount());
        keepReviewInStep();
        restoreReview(record);
    }

    /** News for the player, shown until their next action. */
    public void inform(String message) {
        informLive(message == null ? null : () -> message);
    }

    /** News for the player, shown until their next action, in the language of the moment each time it is read. */
    public void informLive(Supplier<String> message) {
        info = message;
        notifyListeners();
    }

    /** The language has changed: every view reads its texts again (the status, the notice, the map's labels). */
    public void languageChanged() {
        notifyListeners();
    }

    public void cellChosen(Point p) {
        if (isComputerToMove()) {
            say(() -> Words.get("status.waitComputerThinking"));
            return;
        }
        Position shown = shownPosition();
        if (!shown.isOver() && setup.isComputer(seatAt(shown.moveCount()))) {
            int shownMoves = review.shown();
            say(() -> Words.format("status.computersTurnThere", shownMoves));
            return;
        }
        Game from = review.isLive() ? game : shown.toGame();
        Optional<IllegalReason> problem = from.checkAsPlayed(p);
        if (problem.isPresent()) {
            IllegalReason reason = problem.get();
            say(() -> StatusText.refusal(p, reason));
            return;
        }
        if (!review.isLive()) {
            if (p.equals(game.moves().get(review.shown()))) {
                showMove(review.shown() + 1); // the move the game went on with: just step forward
                return;
            }
            while (game.moveCount() > review.shown()) {
                game.undo(); // back to the position shown: the moves after it stay, as a variation
            }
        }
        game.playKeepingLine(p); // nothing is lost: what followed here before is kept as a variation
        changed();
    }

    /**
     * Makes the line through {@code line} (moves from the start, e.g. a variation's first move) the game's line,
     * the old one kept as a variation, with the game at its end and the position after {@code line} shown. A line
     * the game does not have changes nothing.
     */
    public void switchToLine(List<Point> line) {
        if (game.tree().at(line).isEmpty()) {
            return;
        }
        game.switchTo(line);
        while (game.redo().isPresent()) {
            // to the end of the line: the board looks back at where it branched, and the arrows follow it
        }
        info = null;
        review = new ReviewState(line.size(), game.moveCount());
        reviewed = review.isLive() ? null : Position.of(game.rules(), line);
        keepReviewInStep();
        refresh();
    }

    /** A person's opening choice (the buttons): refused with the reason when it is not theirs to make now. */
    public void choose(OpeningChoice choice) {
        if (!review.isLive()) {
            say(() -> Words.get("status.choiceInTheGame"));
            return;
        }
        if (isComputerToMove()) {
            say(() -> Words.get("status.waitComputerChoosing"));
            return;
        }
        Seat seat = game.seatToAct();
        Optional<ChoiceRefusal> refused = ChoiceRefusal.of(game, seat, choice);
        if (refused.isPresent()) {
            ChoiceRefusal reason = refused.get();
            say(() -> StatusText.choiceRefused(reason));
            return;
        }
        game.choose(seat, choice);
        changed();
        GameSetup chosenIn = setup;
        info = () -> StatusText.chosen(chosenIn, seat, choice);
        notifyListeners();
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
        ReviewResult judged = reviewResult;
        Family family = rules().family();
        info = shownVerdict().filter(v -> ReviewTexts.verdict(v, judged, family).isPresent())
                .<Supplier<String>>map(v -> () -> ReviewTexts.verdict(v, judged, family).orElse(""))
                .orElse(null);
        refresh();
    }

    public void hint() {
        if (canHint()) {
            searches.startHint(shownPosition());
        }
    }

    /** Starts reviewing every position of the game in the background ({@link #setReviewMillis} each). */
    public void reviewGame() {
        if (canReviewGame()) {
            info = null;
            reviewRunner.start(game.snapshot(), gameNumber, reviewMillis);
            notifyListeners();
        }
    }

    /** Stops the review running; what it found so far is dropped. */
    public void cancelReview() {
        if (reviewRunner.isRunning()) {
            reviewRunner.cancel();
            notifyListeners();
        }
    }

    /** How long the review analyses each position (half a second unless changed, e.g. by a test). */
    public void setReviewMillis(long millis) {
        if (millis <= 0) {
            throw new IllegalArgumentException("a review needs some time a position, not %d ms".formatted(millis));
        }
        reviewMillis = millis;
    }

    /** Shows the position after the next turning point ({@code forward}) or the one before. */
    public void showTurningPoint(boolean forward) {
        turningPoint(forward).ifPresent(v -> showMove(v.number()));
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

    public boolean showForbidden() {
        return showForbidden;
    }

    /** Whether the board marks the points forbidden to Black under renju (on unless the player hides them). */
    public void setShowForbidden(boolean show) {
        if (show != showForbidden) {
            showForbidden = show;
            notifyListeners();
        }
    }

    /** Stops all background work; late answers will be dropped. */
    public void shutdown() {
        searches.newGeneration();
        reviewRunner.cancel();
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
        Runnable move = held;
        held = null;
        if (!yes && move != null) {
            move.run();
        }
        return yes;
    }

    private void replaceGame(Game newGame) {
        game = newGame;
        gameNumber++;
        chances.clear();
        changed();
    }

    /** After the player's action: the game is shown live again, and older news goes. */
    private void changed() {
        info = null;
        review = ReviewState.live(game.moveCount());
        reviewed = null;
        keepReviewInStep();
        refresh();
    }

    /** A review running for other moves stops; a review of a line the game no longer has goes. */
    private void keepReviewInStep() {
        if (reviewRunner.isRunning() && !reviewRunner.isReviewing(gameNumber, game.moves())) {
            reviewRunner.cancel();
            info = () -> Words.get("review.stopped");
        }
        if (reviewResult != null && (reviewedGame != gameNumber || game.tree().at(reviewResult.moves()).isEmpty())) {
            reviewResult = null;
        }
    }

    /** The review a game file brought: its marks show without analysing again. */
    private void restoreReview(GameRecord record) {
        reviewResult = ReviewResult.fromNotes(record.moves(), record.notes()).orElse(null);
        reviewedGame = gameNumber;
        notifyListeners();
    }

    /** A review that ran to the end, for the game as it still is (the runner drops any other). */
    private void reviewed(ReviewResult result) {
        reviewResult = result;
        reviewedGame = gameNumber;
        notifyListeners(); // the marks, the graph; the searches go on: the position shown is the same
        // the summary in an event of its own: a long notice is an HTML label's new text, the costliest single change
        SwingUtilities.invokeLater(() -> {
            if (reviewResult == result) { // unless the game has left the review meanwhile
                info = () -> ReviewTexts.summary(result);
                notifyListeners();
            }
        });
    }

    /** After any change of what is shown: searches for the old position stop, new ones start. */
    private void refresh() {
        notice = null;
        searches.newGeneration();
        if (isComputerToMove()) {
            Optional<OpeningStep> step = game.openingStep();
            if (step.isPresent() && (step.get().isChoice() || game.moveCount() == 0)) {
                searches.startOpening(setup, game.snapshot(), step.get(), this::computerDecided);
            } else {
                searches.startComputer(setup, game.snapshot()); // a stone at a time: also mid-way through an opening step
            }
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
            held = () -> computerMoved(searched, move);
            return;
        }
        game.playKeepingLine(move); // follows a line kept from before, or keeps it as a variation
        review = ReviewState.live(game.moveCount());
        keepReviewInStep();
        refresh(); // the player's news stays: they have not acted since
    }

    /** The computer's opening stones or choice, for the position searched; the stones are checked like any move. */
    private void computerDecided(Position searched, OpeningDecision decision) {
        if (!searched.equals(game.snapshot())) {
            return;
        }
        if (asking) {
            held = () -> computerDecided(searched, decision);
            return;
        }
        if (decision.choice() != null) {
            Seat seat = game.seatToAct();
            game.choose(seat, decision.choice());
            GameSetup chosenIn = setup;
            OpeningChoice choice = decision.choice();
            info = () -> StatusText.chosen(chosenIn, seat, choice);
        }
        for (Point p : decision.stones()) {
            Optional<IllegalReason> illegal = game.check(p);
            if (illegal.isPresent()) {
                throw new IllegalStateException("the computer chose the opening stone %s, which %s".formatted(p,
                        illegal.get().text()));
            }
            game.play(p);
        }
        review = ReviewState.live(game.moveCount());
        keepReviewInStep();
        refresh();
    }

    /**
     * A gomoku game against the computer has just ended: it counts for the level's record, and
     * the rule (if switched on) may move the next game's level, which the notice says.
     */
    private void countForTheLevel(GameSetup now, GameResult result) {
        if (now.mode() != Mode.VS_COMPUTER || now.rules().family() != Family.GOMOKU || countedForLevel == gameNumber) {
            return;
        }
        countedForLevel = gameNumber;
        PlayerResult forPlayer = result.status() == Status.DRAW ? PlayerResult.DRAWN
                : now.isComputer(result.winner()) ? PlayerResult.LOST : PlayerResult.WON;
        levels.gameEnded(now.rung(), forPlayer).ifPresent(move -> {
            setup = setup.withRung(move.rung());
            info = move::notice;
        });
    }

    private void say(Supplier<String> message) {
        notice = message;
        notifyListeners();
    }

    private void notifyReviewProgress() {
        for (Runnable listener : List.copyOf(reviewProgressListeners)) {
            listener.run();
        }
    }

    private void notifyListeners() {
        GameSetup now = playing();
        GameResult result = game.isOver() ? game.snapshot().result() : null;
        if (score.seen(gameNumber, now, result)) {
            countForTheLevel(now, result);
        }
        for (Runnable listener : List.copyOf(listeners)) {
            listener.run();
        }
    }
}
