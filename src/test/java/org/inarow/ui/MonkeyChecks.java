package org.inarow.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.AbstractButton;
import org.inarow.io.Autosave;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.ui.game.GameController;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.testing.UncaughtErrors;
import org.inarow.ui.window.MainFrame;

/**
 * What must hold after each of the monkey's bursts: no exception logged, an event thread that always
 * answered, the game on the board the game in the model and in the autosave, and undo back to the start
 * and redo to the end giving the same moves. Each check returns what it found wrong (empty: all held);
 * every wait in it is bounded.
 */
final class MonkeyChecks {
    /** Longer than any stall a loaded machine gives a healthy window (a theme switch: about a second). */
    static final long STUCK_MILLIS = 15_000;
    private static final long CALM_MILLIS = 90_000;
    private static final int MOST_STEPS = 1_000;

    private final AppDriver app;
    private final UncaughtErrors uncaught;
    private final EdtStallProbe probe;
    private final Autosave autosave;
    private long worstStall;
    private int undoRedoRounds;
    private int longestGame;
    private int lateQuestions;

    MonkeyChecks(AppDriver app, UncaughtErrors uncaught, EdtStallProbe probe, Autosave autosave) {
        this.app = app;
        this.uncaught = uncaught;
        this.probe = probe;
        this.autosave = autosave;
    }

    /** Runs every check; the findings, empty when all held. */
    List<String> afterBurst() {
        List<String> found = new ArrayList<>();
        found.addAll(exceptions());
        found.addAll(stalls());
        calm();
        found.addAll(heldByALesson());
        found.addAll(boardIsTheModel());
        found.addAll(autosaveIsTheGame());
        found.addAll(undoAndRedo());
        found.addAll(boardIsTheModel());
        found.addAll(autosaveIsTheGame());
        found.addAll(stalls());
        return found;
    }

    private GameController controller() {
        return app.controller();
    }

    List<String> exceptions() {
        List<String> found = new ArrayList<>();
        synchronized (app.errors) {
            app.errors.forEach(e -> found.add("an error reported to the app: " + trace(e)));
            app.errors.clear();
        }
        uncaught.seen().forEach(e -> found.add("an uncaught exception " + e));
        return found;
    }

    private static String trace(Throwable e) {
        java.io.StringWriter text = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(text));
        return text.toString();
    }

    private List<String> stalls() {
        long stall = probe.maxStallMillis();
        worstStall = Math.max(worstStall, stall);
        probe.reset();
        return stall > STUCK_MILLIS ? List.of("the event thread kept an event waiting " + stall + " ms") : List.of();
    }

    /** The live game, the computer done: its move played ("move now" hurries it), no review step shown. */
    private void calm() {
        Edt.run(() -> {
            if (controller().isReviewing()) {
                controller().showMove(controller().review().total()); // End
            }
        });
        long deadline = System.currentTimeMillis() + CALM_MILLIS;
        long nextHurry = System.currentTimeMillis() + 2_000;
        // the teaching mode judges the player's move before the computer answers: that is thinking too
        while (Edt.call(() -> controller().isThinking() || controller().teacher().isJudging())) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("the computer (or the teaching mode's judgement) was still thinking after "
                        + CALM_MILLIS + " ms and Move now");
            }
            if (System.currentTimeMillis() > nextHurry) {
                Edt.run(() -> controller().moveNow());
                nextHurry = System.currentTimeMillis() + 2_000;
            }
            TestStrategies.sleep(20);
        }
    }

    /**
     * The teaching mode never holds the game still: once calm, a lesson that keeps the game from taking moves
     * has its question open (the player's way on). The question is asked on a later event, so it is given a
     * few seconds to come.
     */
    private List<String> heldByALesson() {
        long start = System.currentTimeMillis();
        long deadline = start + 10_000;
        boolean heldAtFirst = Edt.call(this::held);
        while (Edt.call(this::held)) {
            if (System.currentTimeMillis() > deadline) {
                return List.of("the teaching mode held the game with no question open: "
                        + Edt.call(() -> Notation.formatMoves(controller().moves()) + " (the lesson's move "
                        + controller().teacher().lesson().map(l -> l.move().toString()).orElse("-") + ", shown "
                        + controller().review() + ", setup " + controller().setup() + ")"));
            }
            TestStrategies.sleep(50);
        }
        if (heldAtFirst) {
            lateQuestions++;
            System.out.printf("monkey: a lesson's question came %d ms after the checks began%n",
                    System.currentTimeMillis() - start);
        }
        return List.of();
    }

    /** How often a lesson held the game, once calm, before its question showed (then came within the grace). */
    int lateQuestions() {
        return lateQuestions;
    }

    private boolean held() {
        return controller().teacher().lesson().isPresent() && !controller().isThinking() && !controller().acceptsMoves()
                && !lessonQuestionOpen();
    }

    private static boolean lessonQuestionOpen() {
        for (java.awt.Window window : java.awt.Window.getWindows()) {
            if (window.isShowing() && "lesson".equals(window.getName())) {
                return true;
            }
        }
        return false;
    }

    /** The stones the board paints are the position the model shows, live the game's; the move list its rows. */
    private List<String> boardIsTheModel() {
        return Edt.call(() -> {
            List<String> found = new ArrayList<>();
            Position painted = app.frame.board().view().position();
            Position shown = controller().shownPosition();
            if (!painted.equals(shown)) {
                found.add("the board shows " + painted.rules() + " " + painted + " but the model " + shown.rules() + " " + shown);
            }
            if (!controller().isReviewing() && !shown.equals(controller().position())) {
                found.add("live, the position shown " + shown + " is not the game's " + controller().position());
            }
            javax.swing.ListModel<String> list = app.frame.side().moveList().jList().getModel();
            List<String> listed = new ArrayList<>();
            for (int i = 0; i < list.getSize(); i++) {
                listed.add(list.getElementAt(i));
            }
            List<String> rows = controller().moveRows().stream().map(org.inarow.ui.game.MoveRow::text).toList();
            if (!listed.equals(rows)) {
                found.add("the move list shows " + listed + " but the game's rows are " + rows);
            }
            return found;
        });
    }

    /** The autosave holds the game: its rules, moves, variations and opening (written within seconds). */
    private List<String> autosaveIsTheGame() {
        GameRecord game = Edt.call(() -> new GameRecord(controller().rules(), controller().moves(), null, List.of(),
                controller().moveTree(), controller().opening()));
        long deadline = System.currentTimeMillis() + 15_000;
        Optional<GameRecord> saved = Optional.empty();
        while (System.currentTimeMillis() < deadline) {
            saved = autosave.load().record();
            if (saved.isPresent() && sameGame(saved.get(), game)) {
                return List.of();
            }
            TestStrategies.sleep(50);
        }
        return List.of("the autosave holds " + saved.map(r -> r.rules() + " " + Notation.formatMoves(r.moves())
                + " tree " + r.tree() + " " + r.opening()).orElse("nothing") + " but the game is " + game.rules() + " "
                + Notation.formatMoves(game.moves()) + " tree " + game.tree() + " " + game.opening());
    }

    private static boolean sameGame(GameRecord saved, GameRecord game) {
        return saved.rules().equals(game.rules()) && saved.moves().equals(game.moves()) && saved.tree().equals(game.tree())
                && saved.opening().equals(game.opening());
    }

    /**
     * Redo to the end, then with the side panel's buttons undo back to the start and redo to the end again:
     * the same moves, and the start a beginning of them where nothing more can be undone.
     */
    private List<String> undoAndRedo() {
        List<String> found = new ArrayList<>();
        press("redo");
        List<Point> end = Edt.call(() -> controller().moves());
        longestGame = Math.max(longestGame, end.size());
        press("undo");
        List<Point> start = Edt.call(() -> controller().moves());
        if (Edt.call(() -> controller().isThinking())) {
            found.add("after undo back to " + Notation.formatMoves(start) + " the computer was to move");
        }
        if (!end.subList(0, Math.min(start.size(), end.size())).equals(start) || start.size() > end.size()) {
            found.add("undo back from " + Notation.formatMoves(end) + " reached " + Notation.formatMoves(start)
                    + ", not a beginning of it");
        }
        press("redo");
        List<Point> again = Edt.call(() -> controller().moves());
        if (!again.equals(end)) {
            found.add("undo back to " + Notation.formatMoves(start) + " and redo to the end gave " + Notation.formatMoves(again)
                    + ", not " + Notation.formatMoves(end));
        }
        undoRedoRounds++;
        return found;
    }

    /** Presses the side panel's button until it is greyed out, the computer's answers waited for. */
    private void press(String name) {
        AbstractButton button = Edt.call(() -> (AbstractButton) MonkeyHands.named(app.frame.side(), name));
        for (int step = 0; Edt.call(button::isEnabled); step++) {
            if (step == MOST_STEPS) {
                throw new AssertionError(name + " was still enabled after " + MOST_STEPS + " presses");
            }
            Edt.run(button::doClick);
            calm();
        }
    }

    long worstStallMillis() {
        return worstStall;
    }

    int undoRedoRounds() {
        return undoRedoRounds;
    }

    int longestGame() {
        return longestGame;
    }
}
