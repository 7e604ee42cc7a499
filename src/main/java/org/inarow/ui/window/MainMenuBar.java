package org.inarow.ui.window;

import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import org.inarow.ui.files.FileActions;
import org.inarow.ui.text.TextBindings;

/** The menu bar: File (new, open, save, quit), Edit (copy, paste), Game, View, Help; its titles follow the language. */
final class MainMenuBar extends JMenuBar {
    private static final long serialVersionUID = 1L;

    /**
     * {@code stoneSound} is the View menu's sound switch, {@code setUpPosition} the Game menu's Set up position,
     * {@code analysis} the View menu's Analysis window.
     */
    MainMenuBar(GameActions actions, FileActions files, javax.swing.Action stoneSound, javax.swing.Action setUpPosition,
                javax.swing.Action analysis, JMenu language) {
        this(actions, files.fileMenu(actions.newGame, actions.quit), files.editMenu(), stoneSound, setUpPosition, analysis,
                language);
    }

    /** With the File and Edit menus made: the file commands need a keyboard, which a headless test has not. */
    MainMenuBar(GameActions actions, JMenu file, JMenu edit, javax.swing.Action stoneSound, javax.swing.Action setUpPosition,
                javax.swing.Action analysis, JMenu language) {
        add(file);
        add(edit);

        JMenu game = TextBindings.text(new JMenu(), "menu.game");
        game.setName("menu.game");
        game.add(setUpPosition);
        game.addSeparator();
        game.add(actions.undo);
        game.add(actions.redo);
        game.addSeparator();
        game.add(actions.reviewBack);
        game.add(actions.reviewForward);
        game.add(actions.reviewStart);
        game.add(actions.reviewEnd);
        game.addSeparator();
        game.add(actions.reviewGame);
        game.add(actions.nextTurningPoint);
        game.add(actions.previousTurningPoint);
        game.addSeparator();
        game.add(actions.hint);
        game.add(actions.moveNow);
        game.addSeparator();
        game.add(actions.solve);
        game.add(actions.showLine);
        game.add(actions.lineForward);
        game.add(actions.lineBack);
        game.add(actions.playOutLine);
        add(game);

        JMenu view = TextBindings.text(new JMenu(), "menu.view");
        view.setName("menu.view");
        view.add(new JCheckBoxMenuItem(actions.showPrediction));
        view.add(analysis);
        view.add(new JCheckBoxMenuItem(actions.moveNumbers));
        view.add(new JCheckBoxMenuItem(actions.showForbidden));
        view.add(new JCheckBoxMenuItem(stoneSound));
        view.addSeparator();
        view.add(new JCheckBoxMenuItem(actions.darkTheme));
        view.add(language);
        add(view);

        JMenu help = TextBindings.text(new JMenu(), "menu.help");
        help.setName("menu.help");
        help.add(actions.howToPlay);
        help.add(actions.about);
        add(help);
    }
}
