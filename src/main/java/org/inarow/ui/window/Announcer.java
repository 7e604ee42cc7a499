package org.inarow.ui.window;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.SideNames;
import org.inarow.ui.text.Texts;

/**
 * Tells a screen reader what happens in the game, as it happens: each move by anyone ("White h9"),
 * the computer starting and finishing its thought, the game's end, a refused move and its reason,
 * and, with "who will win" on, the prediction's words once they are worked out. It watches the
 * controller and hands each sentence to {@code speaker} (the board's {@link
 * org.inarow.ui.board.BoardPanel#announce}); nothing changes on screen.
 */
final class Announcer {
    private final GameController controller;
    private final Consumer<String> speaker;
    private List<Point> moves;
    private boolean thinking;
    private boolean over;
    private String notice;
    private String predicted;
    private int shown;
    private Point hint;
    private String last;

    Announcer(GameController controller, Consumer<String> speaker) {
        this.controller = controller;
        this.speaker = speaker;
        moves = controller.position().moves();
        thinking = controller.isThinking();
        over = controller.position().isOver();
        notice = controller.notice();
        shown = controller.shownPosition().moveCount();
    }

    /** Starts listening: after the window's own listener, so the board shows the move when it is said. */
    void listen() {
        controller.addListener(this::update);
    }

    /** A point was chosen on the board: a refusal is said again even when it reads as the last one did. */
    void pointChosen() {
        notice = null;
    }

    /** The last sentence said, or null. */
    String last() {
        return last;
    }

    /** Says {@code text} now (the keys that speak use this too). */
    void say(String text) {
        if (text != null && !text.isBlank()) {
            last = text;
            speaker.accept(text);
        }
    }

    private void update() {
        List<String> said = new ArrayList<>();
        Position position = controller.position();
        List<Point> now = position.moves();
        boolean thinkingNow = controller.isThinking();
        if (!now.equals(moves)) {
            said.add(movesChanged(position, now));
            predicted = null; // the words of the new position are said once worked out
        } else if (thinking && !thinkingNow) {
            said.add(Texts.get("speech.computerStopped"));
        } else if (controller.shownPosition().moveCount() != shown) {
            said.add(shownWords(controller.shownPosition())); // looking back: which move is on the board
            predicted = null;
        }
        Point hintNow = controller.analysis().boardView().hint();
        if (hintNow != null && !hintNow.equals(hint)) {
            said.add(Texts.format("speech.hint", Notation.format(hintNow)));
        }
        hint = hintNow;
        shown = controller.shownPosition().moveCount();
        if (thinkingNow && !thinking) {
            said.add(Texts.get("speech.computerThinking"));
        }
        if (position.isOver() && !over) {
            said.add(controller.turnText());
        }
        String noticeNow = controller.notice();
        if (noticeNow != null && !noticeNow.equals(notice)) {
            said.add(noticeNow); // a refused move and its reason, a file opened, what an opening step asks
        }
        String words = controller.analysis().showPrediction() ? controller.analysis().predictionWords() : null;
        if (words != null && !words.equals(predicted) && !thinkingNow) {
            said.add(words);
        }
        predicted = words != null ? words : predicted;
        moves = now;
        thinking = thinkingNow;
        over = position.isOver();
        notice = noticeNow;
        said.removeIf(Objects::isNull);
        if (!said.isEmpty()) {
            say(String.join(Texts.get("speech.separator"), said));
        }
    }

    /** One move more: "White h9"; else a new game, an undo, a game opened: how many moves and whose turn. */
    private String movesChanged(Position position, List<Point> now) {
        if (now.size() == moves.size() + 1 && now.subList(0, moves.size()).equals(moves)) {
            String move = moveWords(position, now.get(now.size() - 1));
            return thinking ? Texts.format("speech.computerMoved", move) : move;
        }
        return Texts.format("speech.position", now.size(), controller.turnText());
    }

    /** "Move 3: Black i8" of a position looked back at; "The empty board". */
    private static String shownWords(Position shownPosition) {
        return shownPosition.lastMove()
                .map(p -> Texts.format("speech.shownMove", shownPosition.moveCount(), moveWords(shownPosition, p)))
                .orElseGet(() -> Texts.get("speech.shownStart"));
    }

    /** "White h9". */
    static String moveWords(Position position, Point p) {
        return position.stoneAt(p)
                .map(side -> Texts.format("speech.move", SideNames.of(position.rules().family(), side), Notation.format(p)))
                .orElseGet(() -> Notation.format(p));
    }
}
