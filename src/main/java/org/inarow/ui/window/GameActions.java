package org.inarow.ui.window;

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
 * Their names and tool tips come from the {@code menu} texts and follow a change of language.
 */
final class GameActions {
    private static final int MENU = MenuAction.SHORTCUT;

    /** Ctrl+Shift+Z, the second shortcut for redo (bound on the root pane, see MainFrame). */
    static final KeyStroke REDO_ALTERNATIVE = KeyStroke.getKeyStroke(KeyEvent.VK_Z, MENU | InputEvent.SHIFT_DOWN_MASK);

    /** An action's second shortcut, which no menu shows (How to play lists it after the first). */
    static final String ALTERNATIVE_ACCELERATOR = "inarow.alternativeAccelerator";

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
    final Action showLine;
    final Action lineForward;
    final Action lineBack;
    final Action playOutLine;
    final Action solve;
    final Action cancelSolve;
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
        newGame = MenuAction.of("menu.newGame", key(KeyEvent.VK_N, MENU), controller::newGame);
        undo = MenuAction.of("menu.undo", key(KeyEvent.VK_Z, MENU), controller::undo);
        redo = MenuAction.of("menu.redo", key(KeyEvent.VK_Y, MENU), controller::redo);
        redo.putValue(ALTERNATIVE_ACCELERATOR, REDO_ALTERNATIVE);
        hint = MenuAction.of("menu.hint", key(KeyEvent.VK_H, 0), controller::hint);
        moveNow = MenuAction.of("menu.moveNow", key(KeyEvent.VK_M, MENU), controller::moveNow);
        reviewStart = MenuAction.of("menu.reviewStart", key(KeyEvent.VK_HOME, 0), () -> controller.showMove(0));
        reviewBack = MenuAction.of("menu.reviewBack", key(KeyEvent.VK_LEFT, InputEvent.ALT_DOWN_MASK),
                () -> controller.showMove(controller.review().shown() - 1));
        reviewForward = MenuAction.of("menu.reviewForward", key(KeyEvent.VK_RIGHT, InputEvent.ALT_DOWN_MASK),
                () -> controller.showMove(controller.review().shown() + 1));
        reviewEnd = MenuAction.of("menu.reviewEnd", key(KeyEvent.VK_END, 0),
                () -> controller.showMove(controller.review().total()));
        reviewGame = MenuAction.of("menu.reviewGame", key(KeyEvent.VK_R, MENU), controller.reviewer()::start);
        cancelReview = MenuAction.of("menu.cancelReview", null, controller.reviewer()::cancel);
        nextTurningPoint = MenuAction.of("menu.nextTurningPoint", key(KeyEvent.VK_DOWN, InputEvent.ALT_DOWN_MASK),
                () -> controller.showTurningPoint(true));
        previousTurningPoint = MenuAction.of("menu.previousTurningPoint", key(KeyEvent.VK_UP, InputEvent.ALT_DOWN_MASK),
                () -> controller.showTurningPoint(false));
        showLine = MenuAction.of("menu.showLine", key(KeyEvent.VK_L, 0), controller::toggleLine);
        lineForward = MenuAction.of("menu.lineForward", key(KeyEvent.VK_RIGHT, InputEvent.SHIFT_DOWN_MASK),
                () -> controller.line().step(1));
        lineBack = MenuAction.of("menu.lineBack", key(KeyEvent.VK_LEFT, InputEvent.SHIFT_DOWN_MASK),
                () -> controller.line().step(-1));
        playOutLine = MenuAction.of("menu.playOutLine", key(KeyEvent.VK_P, 0), controller.line()::playOut);
        solve = MenuAction.of("menu.solve", key(KeyEvent.VK_F, MENU), controller.solver()::start);
        cancelSolve = MenuAction.of("menu.cancelSolve", null, controller.solver()::cancel);
        showPrediction = MenuAction.toggle("menu.showPrediction", key(KeyEvent.VK_W, MENU | InputEvent.SHIFT_DOWN_MASK),
                controller.analysis().showPrediction(), predictionSwitch);
        moveNumbers = MenuAction.toggle("menu.moveNumbers", null, numbersShown, numbersSwitch);
        showForbidden = MenuAction.toggle("menu.showForbidden", null, controller.analysis().showForbidden(), forbiddenSwitch);
        darkTheme = MenuAction.toggle("menu.darkTheme", key(KeyEvent.VK_T, MENU), initialTheme == Theme.DARK,
                dark -> themeSwitch.accept(dark ? Theme.DARK : Theme.LIGHT));
        howToPlay = MenuAction.of("menu.howToPlay", key(KeyEvent.VK_F1, 0), howTo);
        about = MenuAction.of("menu.about", null, aboutBox);
        quit = MenuAction.of("menu.quit", key(KeyEvent.VK_Q, MENU), quitter);
        controller.addListener(this::update);
        update();
    }

    private static KeyStroke key(int code, int modifiers) {
        return KeyStroke.getKeyStroke(code, modifiers);
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
        reviewGame.setEnabled(controller.reviewer().canStart());
        cancelReview.setEnabled(controller.reviewer().isRunning());
        nextTurningPoint.setEnabled(controller.reviewer().turningPoint(true).isPresent());
        previousTurningPoint.setEnabled(controller.reviewer().turningPoint(false).isPresent());
        boolean lineShown = controller.line().isShown();
        showLine.setEnabled(lineShown || !controller.lineToShow().isEmpty());
        lineForward.setEnabled(lineShown && controller.line().line().shown() < controller.line().line().points().size());
        lineBack.setEnabled(lineShown && controller.line().line().shown() > 0);
        playOutLine.setEnabled(controller.line().canPlayOut());
        solve.setEnabled(controller.solver().canStart());
        cancelSolve.setEnabled(controller.solver().isRunning());
        showPrediction.putValue(Action.SELECTED_KEY, controller.analysis().showPrediction());
        // renju's alone: greyed out and unticked under other rules, the player's choice kept for renju
        boolean renju = controller.rules().isRenju();
        showForbidden.setEnabled(renju);
        showForbidden.putValue(Action.SELECTED_KEY, renju && controller.analysis().showForbidden());
    }
}
