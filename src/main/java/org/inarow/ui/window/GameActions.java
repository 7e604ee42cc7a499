package org.inarow.ui.window;

import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.KeyStroke;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.GameController;

/**
 * The app's commands as Swing actions, shared by the menu bar, the side panel's buttons and the
 * keyboard shortcuts, with their enabled and selected states kept in step with the controller.
 */
final class GameActions {
    private static final int MENU = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();

    /** Ctrl+Shift+Z, the second shortcut for redo (bound on the root pane, see MainFrame). */
    static final KeyStroke REDO_ALTERNATIVE = KeyStroke.getKeyStroke(KeyEvent.VK_Z, MENU | InputEvent.SHIFT_DOWN_MASK);

    final Action newGame;
    final Action undo;
    final Action redo;
    final Action hint;
    final Action moveNow;
    final Action reviewStart;
    final Action reviewBack;
    final Action reviewForward;
    final Action reviewEnd;
    final Action reviewGame;
    final Action cancelReview;
    final Action nextTurningPoint;
    final Action previousTurningPoint;
    final Action showPrediction;
    final Action moveNumbers;
    final Action showForbidden;
    final Action darkTheme;
    final Action howToPlay;
    final Action about;
    final Action quit;

    private final GameController controller;

    GameActions(GameController controller, Theme initialTheme, Consumer<Theme> themeSwitch, Runnable howTo, Runnable aboutBox,
                Runnable quitter, Consumer<Boolean> predictionSwitch, boolean numbersShown, Consumer<Boolean> numbersSwitch,
                Consumer<Boolean> forbiddenSwitch) {
        this.controller = controller;
        newGame = MenuAction.of("New game", KeyEvent.VK_N, KeyStroke.getKeyStroke(KeyEvent.VK_N, MENU),
                "Start a new game with the chosen settings", controller::newGame);
        undo = MenuAction.of("Undo", KeyEvent.VK_U, KeyStroke.getKeyStroke(KeyEvent.VK_Z, MENU),
                "Take back your last move (and the computer's reply)", controller::undo);
        redo = MenuAction.of("Redo", KeyEvent.VK_R, KeyStroke.getKeyStroke(KeyEvent.VK_Y, MENU),
                "Play again what was taken back (also Ctrl+Shift+Z)", controller::redo);
        hint = MenuAction.of("Hint", KeyEvent.VK_H, KeyStroke.getKeyStroke(KeyEvent.VK_H, 0),
                "Mark the best move", controller::hint);
        moveNow = MenuAction.of("Move now", KeyEvent.VK_M, KeyStroke.getKeyStroke(KeyEvent.VK_M, MENU),
                "Stop the computer's search and play its best move so far", controller::moveNow);
        reviewStart = MenuAction.of("Start of the game", KeyEvent.VK_S, KeyStroke.getKeyStroke(KeyEvent.VK_HOME, 0),
                "Look back at the empty board (End returns to the game)", () -> controller.showMove(0));
        reviewBack = MenuAction.of("Back one move", KeyEvent.VK_B, KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, InputEvent.ALT_DOWN_MASK),
                "Look back at the position one move earlier", () -> controller.showMove(controller.review().shown() - 1));
        reviewForward = MenuAction.of("Forward one move", KeyEvent.VK_F,
                KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, InputEvent.ALT_DOWN_MASK),
                "Show the position one move later", () -> controller.showMove(controller.review().shown() + 1));
        reviewEnd = MenuAction.of("Back to the game", KeyEvent.VK_E, KeyStroke.getKeyStroke(KeyEvent.VK_END, 0),
                "Return to the game's position", () -> controller.showMove(controller.review().total()));
        reviewGame = MenuAction.of("Review game", KeyEvent.VK_G, KeyStroke.getKeyStroke(KeyEvent.VK_R, MENU),
                "Analyse every position and mark the inaccuracies (?!), mistakes (?) and blunders (??)",
                controller::reviewGame);
        cancelReview = MenuAction.of("Cancel", KeyEvent.VK_C, null, "Stop reviewing the game", controller::cancelReview);
        nextTurningPoint = MenuAction.of("Next turning point", KeyEvent.VK_N,
                KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, InputEvent.ALT_DOWN_MASK),
                "Show the next move after which the predicted winner changed", () -> controller.showTurningPoint(true));
        previousTurningPoint = MenuAction.of("Previous turning point", KeyEvent.VK_P,
                KeyStroke.getKeyStroke(KeyEvent.VK_UP, InputEvent.ALT_DOWN_MASK),
                "Show the previous move after which the predicted winner changed", () -> controller.showTurningPoint(false));
        showPrediction = MenuAction.toggle("Show who will win", KeyEvent.VK_W,
                KeyStroke.getKeyStroke(KeyEvent.VK_W, MENU | InputEvent.SHIFT_DOWN_MASK),
                "After every move, say who is going to win and how sure that is", controller.showPrediction(),
                predictionSwitch);
        moveNumbers = MenuAction.toggle("Move numbers", KeyEvent.VK_N, null,
                "Show on each stone the number of its move", numbersShown, numbersSwitch);
        showForbidden = MenuAction.toggle("Show forbidden points", KeyEvent.VK_F, null,
                "Renju: mark with a red × the points where Black may not play", controller.showForbidden(),
                forbiddenSwitch);
        darkTheme = MenuAction.toggle("Dark theme", KeyEvent.VK_D, KeyStroke.getKeyStroke(KeyEvent.VK_T, MENU), null,
                initialTheme == Theme.DARK, dark -> themeSwitch.accept(dark ? Theme.DARK : Theme.LIGHT));
        howToPlay = MenuAction.of("How to play", KeyEvent.VK_H, KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0),
                "The rules of each game and the shortcuts", howTo);
        about = MenuAction.of("About InARow", KeyEvent.VK_A, null, null, aboutBox);
        quit = MenuAction.of("Quit", KeyEvent.VK_Q, KeyStroke.getKeyStroke(KeyEvent.VK_Q, MENU), null, quitter);
        controller.addListener(this::update);
        update();
    }

    /** Brings enabled states in line with the game. */
    void update() {
        undo.setEnabled(controller.canUndo());
        redo.setEnabled(controller.canRedo());
        hint.setEnabled(controller.canHint());
        moveNow.setEnabled(controller.isThinking());
        boolean earlier = controller.review().shown() > 0;
        reviewStart.setEnabled(earlier);
        reviewBack.setEnabled(earlier);
        reviewForward.setEnabled(controller.isReviewing());
        reviewEnd.setEnabled(controller.isReviewing());
        reviewGame.setEnabled(controller.canReviewGame());
        cancelReview.setEnabled(controller.isReviewingGame());
        nextTurningPoint.setEnabled(controller.turningPoint(true).isPresent());
        previousTurningPoint.setEnabled(controller.turningPoint(false).isPresent());
        showPrediction.putValue(Action.SELECTED_KEY, controller.showPrediction());
        showForbidden.putValue(Action.SELECTED_KEY, controller.showForbidden());
    }
}
