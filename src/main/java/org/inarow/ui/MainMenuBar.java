package org.inarow.ui;

import java.awt.event.KeyEvent;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;

/**
 * The menu bar: Game, View, Help. A File menu (open and save games) is to be added in front by
 * {@link #addFileMenu(JMenu)}; Quit then moves there.
 */
final class MainMenuBar extends JMenuBar {
    private static final long serialVersionUID = 1L;

    MainMenuBar(GameActions actions) {
        JMenu game = new JMenu("Game");
        game.setMnemonic(KeyEvent.VK_G);
        game.add(actions.newGame);
        game.addSeparator();
        game.add(actions.undo);
        game.add(actions.redo);
        game.addSeparator();
        game.add(actions.hint);
        game.add(actions.moveNow);
        game.addSeparator();
        game.add(actions.quit);
        add(game);

        JMenu view = new JMenu("View");
        view.setMnemonic(KeyEvent.VK_V);
        view.add(new JCheckBoxMenuItem(actions.showPrediction));
        view.addSeparator();
        view.add(new JCheckBoxMenuItem(actions.darkTheme));
        add(view);

        JMenu help = new JMenu("Help");
        help.setMnemonic(KeyEvent.VK_H);
        help.add(actions.about);
        add(help);
    }

    /** Puts a File menu first, where players look for Open and Save. */
    void addFileMenu(JMenu file) {
        add(file, 0);
        revalidate();
    }
}
