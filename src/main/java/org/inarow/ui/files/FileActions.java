package org.inarow.ui.files;

import java.awt.Component;
import java.awt.Toolkit;
import java.awt.datatransfer.Clipboard;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.inarow.io.GameFormat;
import org.inarow.ui.game.GameController;

/**
 * The File and Edit menus' commands as Swing actions: open (with a file chooser, or a recent
 * file), save, save as, copy and paste through the system clipboard. The work itself is done by
 * {@link GameFiles}; this adds the dialogs and keeps enabled states current.
 */
public final class FileActions {
    private static final int MENU = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();

    final Action open;
    final Action save;
    final Action saveAs;
    final Action copy;
    final Action paste;

    private final GameFiles files;
    private final GameController controller;
    private final Component owner;
    private final Prompts prompts;

    public FileActions(GameFiles files, GameController controller, Component owner, Prompts prompts) {
        this.files = files;
        this.controller = controller;
        this.owner = owner;
        this.prompts = prompts;
        open = MenuAction.of("Open…", KeyEvent.VK_O, KeyStroke.getKeyStroke(KeyEvent.VK_O, MENU),
                "Open a saved game (SGF, PSQ or a move list)", this::chooseAndOpen);
        save = MenuAction.of("Save", KeyEvent.VK_S, KeyStroke.getKeyStroke(KeyEvent.VK_S, MENU),
                "Save the game to its file (SGF for a new game)", this::save);
        saveAs = MenuAction.of("Save As…", KeyEvent.VK_A, null, "Save the game to a new file: SGF, PSQ or a move list",
                this::saveAs);
        copy = MenuAction.of("Copy position", KeyEvent.VK_C, KeyStroke.getKeyStroke(KeyEvent.VK_C, MENU),
                "Copy the position on the board as a move list", () -> files.copyTo(clipboard()));
        paste = MenuAction.of("Paste position", KeyEvent.VK_P, KeyStroke.getKeyStroke(KeyEvent.VK_V, MENU),
                "Play a game from the clipboard: a move list, SGF, PSQ or x,y lines", () -> files.pasteFrom(clipboard()));
        controller.addListener(this::update);
        update();
    }

    void update() {
        copy.setEnabled(controller.shownPosition().moveCount() > 0);
    }

    public JMenu fileMenu(Action newGame, Action quit) {
        JMenu menu = new JMenu("File");
        menu.setMnemonic(KeyEvent.VK_F);
        menu.add(newGame);
        menu.add(open);
        JMenu recent = new JMenu("Open Recent");
        recent.setName("openRecent");
        recent.setMnemonic(KeyEvent.VK_R);
        recent.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                fillRecent(recent);
            }

            @Override
            public void menuDeselected(MenuEvent e) {
                // nothing to undo
            }

            @Override
            public void menuCanceled(MenuEvent e) {
                // nothing to undo
            }
        });
        fillRecent(recent);
        menu.add(recent);
        menu.addSeparator();
        menu.add(save);
        menu.add(saveAs);
        menu.addSeparator();
        menu.add(quit);
        return menu;
    }

    public JMenu editMenu() {
        JMenu menu = new JMenu("Edit");
        menu.setMnemonic(KeyEvent.VK_E);
        menu.add(copy);
        menu.add(paste);
        return menu;
    }

    private void fillRecent(JMenu menu) {
        menu.removeAll();
        List<Path> recent = files.recent().list();
        for (int i = 0; i < recent.size(); i++) {
            Path file = recent.get(i);
            JMenuItem item = new JMenuItem((i + 1) + "  " + file.getFileName());
            item.setMnemonic(KeyEvent.VK_1 + i);
            item.setToolTipText(file.toString());
            item.addActionListener(e -> files.open(file));
            menu.add(item);
        }
        if (recent.isEmpty()) {
            JMenuItem none = new JMenuItem("No recent games");
            none.setEnabled(false);
            menu.add(none);
        } else {
            menu.addSeparator();
            JMenuItem clear = new JMenuItem("Clear this list");
            clear.addActionListener(e -> files.recent().clear());
            menu.add(clear);
        }
    }

    private void chooseAndOpen() {
        FileChoosers.chooseOpen(owner, files.recent().lastFolder()).ifPresent(files::open);
    }

    private void save() {
        if (!files.save()) {
            if (files.currentFile().isEmpty()) {
                saveAs();
            }
        }
    }

    private void saveAs() {
        String name = files.currentFile().map(f -> f.getFileName().toString())
                .orElse(controller.rules().family().id() + "." + GameFormat.SGF.extension());
        FileChoosers.chooseSave(owner, files.recent().lastFolder(), name, GameFormat.SGF).ifPresent(target -> {
            boolean overwrite = Files.exists(target.file()) && !files.currentFile().equals(java.util.Optional.of(target.file()));
            if (overwrite && !prompts.confirm("Replace file?", target.file().getFileName()
                    + " already exists. Replace it with this game?")) {
                return;
            }
            files.saveAs(target.file(), target.format());
        });
    }

    private Clipboard clipboard() {
        return Toolkit.getDefaultToolkit().getSystemClipboard();
    }
}
