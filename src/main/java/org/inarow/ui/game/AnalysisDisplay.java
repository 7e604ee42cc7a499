package org.inarow.ui.game;

import java.util.List;
import java.util.Optional;
import org.inarow.ai.Candidates;
import org.inarow.ai.Prediction;
import org.inarow.ai.opening.BalancedCandidates;
import org.inarow.model.Family;
import org.inarow.model.Position;
import org.inarow.ui.board.BoardView;

/**
 * What the window shows of the analysis, and the switches for it: "who will win" (predicted whenever the
 * position shown changes while it is on: the words' prediction, tic-tac-toe's cell outcomes, gomoku's map,
 * the win chances along the game for the graph and the bar), the points forbidden to Black under renju, and
 * the hint or the better move of a move the review judged; the board's view puts them over the position shown.
 */
public final class AnalysisDisplay {
    private final CurrentGame current;
    private final Searches searches;
    private final Turns turns;
    private final Reviewer reviewer;
    private final ShownLine line;
    private boolean showPrediction;
    private boolean showForbidden = true;
    private final java.util.function.BooleanSupplier practising;

    AnalysisDisplay(CurrentGame current, Searches searches, Turns turns, Reviewer reviewer, ShownLine line,
                    boolean showPrediction, java.util.function.BooleanSupplier practising) {
        this.practising = practising;
        this.current = current;
        this.searches = searches;
        this.turns = turns;
        this.reviewer = reviewer;
        this.line = line;
        this.showPrediction = showPrediction;
    }

    public boolean showPrediction() {
        return showPrediction;
    }

    public void setShowPrediction(boolean show) {
        if (show == showPrediction) {
            return;
        }
        showPrediction = show;
        searches.cancelPrediction();
        predictIfShown();
        current.notifyListeners();
    }

    public boolean showForbidden() {
        return showForbidden;
    }

    /** Whether the board marks the points forbidden to Black under renju (on unless the player hides them). */
    public void setShowForbidden(boolean show) {
        if (show != showForbidden) {
            showForbidden = show;
            current.notifyListeners();
        }
    }

    /** Whether "who will win" is being worked out for the position shown. */
    public boolean isPredicting() {
        return searches.isPredicting();
    }

    /** "Who will win" in the position shown, once worked out. */
    public Optional<Prediction> prediction() {
        return searches.prediction();
    }

    /**
     * The first player's win chance after each move of the game where it is known: worked out while
     * "who will win" was on (also while reviewing), and the result of a finished game. For the graph.
     */
    public List<ChancePoint> chances() {
        return reviewer.chancesOver(current.chances().along(current.game().snapshot()));
    }

    /** The win chance of the position shown, if known (from its prediction now or earlier, or its result). */
    public Optional<ChancePoint> shownChance() {
        return current.chances().at(current.shownPosition());
    }

    /** What the board should show now. */
    public BoardView boardView() {
        Position shown = current.shownPosition();
        Family family = current.setup().rules().family();
        if (practising.getAsBoolean()) { // an exercise: no map, no review's better move, only the practice's own hint
            return BoardView.of(shown).withAcceptingMoves(true).withHint(searches.hint().orElse(null))
                    .withForbidden(showForbidden ? shown.forbiddenPoints() : java.util.List.of()).withGhosts(line.line());
        }
        BoardView view = BoardView.of(shown).withAcceptingMoves(turns.acceptsMoves())
                .withHint(searches.hint().or(() -> reviewer.shownVerdict().flatMap(MoveVerdict::better)).orElse(null));
        Optional<Prediction> prediction = searches.prediction();
        if (showPrediction && prediction.isPresent() && family == Family.TIC_TAC_TOE) {
            view = view.withCellOutcomes(prediction.get().cellOutcomes());
        }
        Optional<Candidates> map = map();
        if (showPrediction && map.isPresent() && family == Family.GOMOKU) {
            view = view.withMap(WinChanceMap.of(map.get(), shown));
        }
        if (showForbidden) {
            view = view.withForbidden(shown.forbiddenPoints()); // none unless Black is to move under renju
        }
        return view.withGhosts(line.line());
    }

    /**
     * "Who will win" in words for the position shown: the prediction's sentence; while opening stones
     * are placed for the other player's choice, which point keeps the game nearest even.
     */
    public String predictionWords() {
        Position shown = current.shownPosition();
        if (practising.getAsBoolean()) {
            return null; // the words would give the exercise away
        }
        if (placingOpeningStones()) {
            Optional<org.inarow.ai.Candidate> even = map().flatMap(Candidates::best);
            if (even.isPresent()) {
                return LineTexts.nearestEven(even.get(), shown.rules().family());
            }
        }
        return prediction().map(p -> EngineVerdicts.attributed(p, PredictionText.prediction(p, shown))).orElse(null);
    }

    /**
     * The map of the position shown: the search's, or while opening stones are placed for the other
     * player's choice (swap, swap2) the same points ranked by balance ({@link BalancedCandidates}).
     */
    public Optional<Candidates> map() {
        return searches.candidates().map(map -> placingOpeningStones() ? BalancedCandidates.of(map) : map);
    }

    /** Whether the position shown is one where opening stones are placed, the colours to be chosen after them. */
    boolean placingOpeningStones() {
        Position shown = current.shownPosition();
        return current.game().opening().stepAt(shown.moveCount()).filter(step -> !step.isChoice()).isPresent();
    }

    /** Predicts while a person is to move or watching (the searches skip it while the computer thinks). */
    void predictIfShown() {
        Position shown = current.shownPosition();
        if (showPrediction && !shown.isOver() && !practising.getAsBoolean()) {
            // for balance, more points to choose the nearest-even from
            searches.startPrediction(shown, placingOpeningStones() ? BALANCE_POINTS : PredictionWorker.MAP_POINTS);
        }
    }

    /** The candidates searched while opening stones are placed. */
    static final int BALANCE_POINTS = 8;
}
