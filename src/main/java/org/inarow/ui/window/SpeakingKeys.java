package org.inarow.ui.window;

import java.awt.event.KeyEvent;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.KeyStroke;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.ui.board.BoardPanel;
import org.inarow.ui.board.PointNames;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.GameController;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Keys that speak, for a player who does not see the board (View › Screen reader): read the last move
 * (F2), the position row by row (F3), who will win (F4), and put the board's cursor on the last move (J).
 * Each says its answer through the {@link Announcer}, in the position shown (also one looked back at).
 */
final class SpeakingKeys {
    final Action readLastMove;
    final Action readPosition;
    final Action readPrediction;
    final Action cursorToLastMove;

    private final GameController controller;
    private final Announcer announcer;
    private final BoardPanel board;

    SpeakingKeys(GameController controller, Announcer announcer, BoardPanel board) {
        this.controller = controller;
        this.announcer = announcer;
        this.board = board;
        readLastMove = MenuAction.of("menu.readLastMove", KeyStroke.getKeyStroke(KeyEvent.VK_F2, 0), this::readLastMove);
        readPosition = MenuAction.of("menu.readPosition", KeyStroke.getKeyStroke(KeyEvent.VK_F3, 0), this::readPosition);
        readPrediction = MenuAction.of("menu.readPrediction", KeyStroke.getKeyStroke(KeyEvent.VK_F4, 0),
                this::readPrediction);
        cursorToLastMove = MenuAction.of("menu.cursorToLastMove", KeyStroke.getKeyStroke(KeyEvent.VK_J, 0),
                this::cursorToLastMove);
    }

    /** View › Screen reader, with the four keys. */
    JMenu menu() {
        JMenu menu = TextBindings.text(new JMenu(), "menu.screenReader");
        menu.setName("menu.screenReader");
        menu.add(readLastMove);
        menu.add(readPosition);
        menu.add(readPrediction);
        menu.add(cursorToLastMove);
        return menu;
    }

    void readLastMove() {
        Position shown = controller.shownPosition();
        announcer.say(shown.lastMove()
                .map(p -> Texts.format("speech.lastMove", Announcer.moveWords(shown, p), shown.moveCount()))
                .orElseGet(() -> Texts.get("speech.noMove")));
    }

    void readPosition() {
        announcer.say(SpokenPosition.of(controller.shownPosition()) + Texts.get("speech.separator") + controller.turnText());
    }

    void readPrediction() {
        String words = controller.analysis().predictionWords();
        if (!controller.analysis().showPrediction()) {
            announcer.say(Texts.get("speech.predictionOff"));
        } else {
            announcer.say(words != null ? words : Texts.get("speech.predictionPending"));
        }
    }

    void cursorToLastMove() {
        Position shown = controller.shownPosition();
        Point target = shown.lastMove().orElse(shown.rules().centre());
        board.requestFocusInWindow();
        board.moveCursor(target);
        announcer.say(PointNames.name(board.view(), target)); // said even when the cursor was there already
    }
}
