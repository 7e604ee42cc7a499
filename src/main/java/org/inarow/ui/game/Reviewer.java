package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import org.inarow.ai.review.GameReview;
import org.inarow.io.GameRecord;
import org.inarow.io.MoveNote;
import org.inarow.model.Family;
import org.inarow.model.Game;
import org.inarow.model.Opening;
import org.inarow.model.Rules;

/**
 * "Review game" and what it found: runs the review of the whole game in the background
 * ({@link ReviewRunner}) and keeps its result ({@link ReviewResult}, also one a game file brought) while
 * the game's tree keeps the moves it judged. Read from it: the move list's signs, the verdict on the move
 * shown, the turning points, the chances it worked out and the notes a game record keeps.
 */
public final class Reviewer {
    private final CurrentGame current;
    private final Searches searches;
    private final ReviewRunner runner;
    private final List<Runnable> progressListeners = new ArrayList<>();

    private ReviewResult result;
    private int reviewedGame;
    private long millis = ReviewRunner.DEFAULT_MILLIS;

    /** {@code reviews} makes the review for a game's rules; {@code errors} hears of unexpected errors. */
    Reviewer(CurrentGame current, Searches searches, Function<Rules, GameReview> reviews, Consumer<Throwable> errors) {
        this.current = current;
        this.searches = searches;
        this.runner = new ReviewRunner(reviews, this::notifyProgress, this::reviewed, e -> {
            errors.accept(e);
            current.notifyListeners();
        });
    }

    /**
     * Hears each position the review has analysed ({@link #progress()}); only the progress bar needs to, so
     * the rest of the window is not repainted for it. A review's start and end go to all the game's listeners.
     */
    public void addProgressListener(Runnable listener) {
        progressListeners.add(listener);
    }

    // ---- running the review ----

    /** Whether "Review game" can start: there are moves, no review is running and the computer is not thinking. */
    public boolean canStart() {
        return current.game().moveCount() > 0 && !runner.isRunning() && !searches.isThinking();
    }

    public boolean isRunning() {
        return runner.isRunning();
    }

    public Optional<AnalysisProgress> progress() {
        return runner.progress();
    }

    /** Whether the last review started has ended and had its answer used or dropped (for tests). */
    boolean isSettled() {
        return runner.isSettled();
    }

    /** Starts reviewing every position of the game in the background ({@link #setMillis} each). */
    public void start() {
        if (canStart()) {
            current.setInfo(null);
            runner.start(current.game().snapshot(), current.number(), millis);
            current.notifyListeners();
        }
    }

    /** Stops the review running; what it found so far is dropped. */
    public void cancel() {
        if (runner.isRunning()) {
            runner.cancel();
            current.notifyListeners();
        }
    }

    /** Stops the review running, if any, quietly (the controller shuts down). */
    void stop() {
        runner.cancel();
    }

    /** How long the review analyses each position (half a second unless changed, e.g. by a test). */
    public void setMillis(long millis) {
        if (millis <= 0) {
            throw new IllegalArgumentException("a review needs some time a position, not %d ms".formatted(millis));
        }
        this.millis = millis;
    }

    // ---- the review found ----

    /** The game's review, while the game keeps the moves it judged (also read from a file). */
    public Optional<ReviewResult> result() {
        return Optional.ofNullable(result);
    }

    /** How many of the game's moves, from the first, the review judged: those its line shares with the game's. */
    private int judgedMoves() {
        return result == null ? 0 : result.sharedMoves(current.game().moves());
    }

    /** The move list's rows: the game's moves with the review's signs, and the variations beside them. */
    List<MoveRow> moveRows() {
        int judged = judgedMoves();
        Game game = current.game();
        Opening opening = game.opening();
        return MoveRows.of(game.rules(), game.tree(), game.history(), n -> joined(n > judged ? ""
                : result.at(n).map(MoveVerdict::sign).orElse(""), OpeningNotes.after(opening, n)));
    }

    private static String joined(String sign, String note) {
        return sign.isEmpty() || note.isEmpty() ? sign + note : sign + " " + note;
    }

    /** The review's notes for a game record of the game (none when there is no review). */
    public List<MoveNote> notes() {
        return result().map(r -> r.toNotes(judgedMoves())).orElse(List.of());
    }

    /**
     * What the review says of each judged move, as the window says it ("7. j9?? is a blunder: g8 was better. …", a
     * turning point), in the current language, by move number: a game record's comments.
     */
    Map<Integer, String> comments() {
        Map<Integer, String> said = new TreeMap<>();
        int judged = judgedMoves();
        ReviewResult judgedBy = result;
        Family family = current.game().rules().family();
        for (int n = 1; n <= judged; n++) {
            int number = n;
            judgedBy.at(n).flatMap(v -> ReviewTexts.verdict(v, judgedBy, family)).ifPresent(text -> said.put(number, text));
        }
        return said;
    }

    /** The review's verdict on the move shown (the last one played, or the one looked back at). */
    public Optional<MoveVerdict> shownVerdict() {
        return result().flatMap(r -> r.at(current.review().shown())).filter(v -> v.number() <= judgedMoves());
    }

    /** What the news says of the move shown: a marked move or a turning point; null for other moves. */
    Supplier<String> shownVerdictNews() {
        ReviewResult judged = result;
        Family family = current.game().rules().family();
        return shownVerdict().filter(v -> ReviewTexts.verdict(v, judged, family).isPresent())
                .<Supplier<String>>map(v -> () -> ReviewTexts.verdict(v, judged, family).orElse(""))
                .orElse(null);
    }

    /** The turning point after the move shown ({@code forward}) or before it, if there is one. */
    public Optional<MoveVerdict> turningPoint(boolean forward) {
        int shown = current.review().shown();
        List<MoveVerdict> points = result().map(ReviewResult::turningPoints).orElse(List.of()).stream()
                .filter(v -> v.number() <= judgedMoves() && (forward ? v.number() > shown : v.number() < shown))
                .toList();
        return points.isEmpty() ? Optional.empty() : Optional.of(points.get(forward ? 0 : points.size() - 1));
    }

    /** The chances {@code worked} out along the game with the review's over them, for the moves it judged. */
    List<ChancePoint> chancesOver(List<ChancePoint> worked) {
        return result().map(r -> r.chancesOver(worked, judgedMoves())).orElse(worked);
    }

    // ---- keeping it with the game ----

    /** A review running for other moves stops; a review of a line the game no longer has goes. */
    void keepInStep() {
        Game game = current.game();
        if (runner.isRunning() && !runner.isReviewing(current.number(), game.moves())) {
            runner.cancel();
            current.setInfo(() -> Words.get("review.stopped"));
        }
        if (result != null && (reviewedGame != current.number() || game.tree().at(result.moves()).isEmpty())) {
            result = null;
        }
    }

    /** The review a game file brought: its marks show without analysing again. */
    void restore(GameRecord record) {
        result = ReviewResult.fromNotes(record.moves(), record.notes()).orElse(null);
        reviewedGame = current.number();
        current.notifyListeners();
    }

    /** A review that ran to the end, for the game as it still is (the runner drops any other). */
    private void reviewed(ReviewResult finished) {
        result = finished;
        reviewedGame = current.number();
        current.notifyListeners(); // the marks, the graph; the searches go on: the position shown is the same
        // the summary in an event of its own: a long notice is an HTML label's new text, the costliest single change
        SwingUtilities.invokeLater(() -> {
            if (result == finished) { // unless the game has left the review meanwhile
                current.inform(() -> ReviewTexts.summary(finished));
            }
        });
    }

    private void notifyProgress() {
        for (Runnable listener : List.copyOf(progressListeners)) {
            listener.run();
        }
    }
}
