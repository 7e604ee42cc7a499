package org.inarow.ui.files;

import java.awt.Component;
import java.awt.Frame;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.Clipboard;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.inarow.io.GameFormat;
import org.inarow.ui.game.GameController;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * The File and Edit menus' commands as Swing actions: open (with a file chooser, or a recent
 * file), save, save as, copy and paste through the system clipboard. The work itself is done by
 * {@link GameFiles}; this adds the dialogs and keeps enabled states current.
 */
public final class FileActions {
    private static final int MENU = MenuAction.SHORTCUT;

    final Action open;
    final Action save;
    final Action saveAs;
    final Action copy;
    final Action paste;
    /** The board as a picture: none until {@link #addPictures} (a window with a board to paint). */
    Action exportPicture;
    Action copyPicture;

    private final GameFiles files;
    private final GameController controller;
    private final Component owner;
    private final Prompts prompts;
    private final Consumer<Window> placeDialog;

    public FileActions(GameFiles files, GameController controller, Component owner, Prompts prompts) {
        this(files, controller, owner, prompts, dialog -> { });
    }

    /** {@code placeDialog} moves the file choosers, packed, to where they are to open over {@code owner}. */
    public FileActions(GameFiles files, GameController controller, Component owner, Prompts prompts,
                       Consumer<Window> placeDialog) {
        this.files = files;
        this.controller = controller;
        this.owner = owner;
        this.prompts = prompts;
        this.placeDialog = placeDialog;
        // the texts come from the bundle by key (name, mnemonic, tool tip) and follow View › Language
        open = MenuAction.of("files.open", KeyStroke.getKeyStroke(KeyEvent.VK_O, MENU), this::chooseAndOpen);
        save = MenuAction.of("files.save", KeyStroke.getKeyStroke(KeyEvent.VK_S, MENU), this::save);
        saveAs = MenuAction.of("files.saveAs", null, this::saveAs);
        copy = MenuAction.of("files.copy", KeyStroke.getKeyStroke(KeyEvent.VK_C, MENU), () -> files.copyTo(clipboard()));
        paste = MenuAction.of("files.paste", KeyStroke.getKeyStroke(KeyEvent.VK_V, MENU), () -> files.pasteFrom(clipboard()));
        controller.addListener(this::update);
        update();
    }

    /** File › Export picture (Ctrl+E) and Edit › Copy picture (Ctrl+Shift+C), before the menus are made. */
    public void addPictures(PictureExport pictures) {
        exportPicture = MenuAction.of("records.exportPicture", KeyStroke.getKeyStroke(KeyEvent.VK_E, MENU),
                () -> pictures.chooseAndExport(owner, files.recent().lastFolder(), placeDialog));
        copyPicture = MenuAction.of("records.copyPicture",
                KeyStroke.getKeyStroke(KeyEvent.VK_C, MENU | java.awt.event.InputEvent.SHIFT_DOWN_MASK),
                () -> pictures.copyTo(clipboard()));
    }

    void update() {
        copy.setEnabled(controller.shownPosition().moveCount() > 0);
    }

    public JMenu fileMenu(Action newGame, Action quit) {
        JMenu menu = TextBindings.text(new JMenu(), "files.menu.file");
        menu.add(newGame);
        menu.add(open);
        JMenu recent = TextBindings.text(new JMenu(), "files.menu.openRecent");
        recent.setName("openRecent");
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
        // a new language rewrites the recent files' own items and the window's title, both made from the state
        TextBindings.onRetext(recent, () -> {
            fillRecent(recent);
            if (owner instanceof Frame frame) {
                frame.setTitle(files.title());
            }
        });
        menu.add(recent);
        menu.addSeparator();
        menu.add(save);
        menu.add(saveAs);
        if (exportPicture != null) {
            menu.add(exportPicture);
        }
        menu.addSeparator();
        menu.add(quit);
        return menu;
    }

    public JMenu editMenu() {
        JMenu menu = TextBindings.text(new JMenu(), "files.menu.edit");
        menu.add(copy);
        menu.add(paste);
        if (copyPicture != null) {
            menu.addSeparator();
            menu.add(copyPicture);
        }
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
            JMenuItem none = new JMenuItem(Texts.get("files.recent.none"));
            none.setEnabled(false);
            menu.add(none);
        } else {
            menu.addSeparator();
            JMenuItem clear = new JMenuItem(Texts.get("files.recent.clear"));
            clear.addActionListener(e -> files.recent().clear());
            menu.add(clear);
        }
    }

    private void chooseAndOpen() {
        FileChoosers.chooseOpen(owner, files.recent().lastFolder(), placeDialog).ifPresent(files::open);
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
        FileChoosers.chooseSave(owner, files.recent().lastFolder(), name, GameFormat.SGF, placeDialog).ifPresent(target -> {
            boolean overwrite = Files.exists(target.file()) && !files.currentFile().equals(java.util.Optional.of(target.file()));
            if (overwrite && !prompts.confirm(Texts.get("files.replace.title"),
                    Texts.format("files.replace.message", String.valueOf(target.file().getFileName())))) {
                return;
            }
            files.saveAs(target.file(), target.format());
        });
    }

    private Clipboard clipboard() {
        return Toolkit.getDefaultToolkit().getSystemClipboard();
    }
}
