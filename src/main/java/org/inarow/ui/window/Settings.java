package org.inarow.ui.window;

import java.awt.Dimension;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.inarow.ai.Level;
import org.inarow.model.Family;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.files.FileLink;
import org.inarow.ui.files.RecentFiles;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;

/**
 * The choices remembered between runs, in a {@link Preferences} node given by the caller (the
 * app passes the user's node; tests pass a node of their own). Unreadable values fall back to
 * the defaults instead of failing.
 */
public final class Settings implements RecentFiles.Store, FileLink.Store {
    private static final String THEME = "theme";
    private static final String GAME = "game";
    private static final String RULE = "rule";
    private static final String SIZE = "size";
    private static final String MODE = "mode";
    private static final String HUMAN_SIDE = "humanSide";
    private static final String LEVEL = "level";
    private static final String THINK_SECONDS = "thinkSeconds";
    private static final String SHOW_PREDICTION = "showPrediction";
    private static final String WINDOW_WIDTH = "windowWidth";
    private static final String WINDOW_HEIGHT = "windowHeight";
    private static final String RECENT_FILES = "recentFiles";
    private static final String LAST_FOLDER = "lastFolder";
    private static final String LINKED_FILE = "linkedFile";

    private final Preferences node;

    public Settings(Preferences node) {
        this.node = node;
    }

    /** The user's own settings node. */
    public static Settings forUser() {
        return new Settings(Preferences.userRoot().node("org/inarow/app"));
    }

    public Theme theme() {
        return Theme.fromId(node.get(THEME, Theme.LIGHT.id()));
    }

    public void setTheme(Theme theme) {
        node.put(THEME, theme.id());
        flush();
    }

    public boolean showPrediction() {
        return node.getBoolean(SHOW_PREDICTION, false);
    }

    public void setShowPrediction(boolean show) {
        node.putBoolean(SHOW_PREDICTION, show);
        flush();
    }

    public GameSetup setup() {
        GameSetup d = GameSetup.defaults();
        try {
            Rules rules = rules(d.rules());
            Mode mode = Mode.valueOf(node.get(MODE, d.mode().name()));
            Side side = Side.valueOf(node.get(HUMAN_SIDE, d.humanSide().name()));
            Level level = Level.fromId(node.get(LEVEL, d.level().id()));
            int seconds = node.getInt(THINK_SECONDS, d.thinkSeconds());
            return new GameSetup(rules, mode, side, level, Math.max(1, seconds));
        } catch (IllegalArgumentException e) {
            return d; // a damaged or old setting: start from the defaults
        }
    }

    private Rules rules(Rules fallback) {
        Family family = Family.fromId(node.get(GAME, fallback.family().id()));
        return family == Family.TIC_TAC_TOE ? Rules.ticTacToe() : gomokuRules();
    }

    /**
     * Gomoku's board size and rule as last chosen, also while tic-tac-toe is the game: each game
     * keeps its own choices (they are written only while gomoku is played).
     */
    public Rules gomokuRules() {
        int size = node.getInt(SIZE, 15);
        Overline overline = "standard".equals(node.get(RULE, "freestyle")) ? Overline.DOES_NOT_WIN : Overline.WINS;
        return Rules.gomoku(Rules.GOMOKU_SIZES.contains(size) ? size : 15, overline);
    }

    public void setSetup(GameSetup setup) {
        Rules rules = setup.rules();
        node.put(GAME, rules.family().id());
        if (rules.family() == Family.GOMOKU) {
            node.putInt(SIZE, rules.width());
            node.put(RULE, rules.overline() == Overline.WINS ? "freestyle" : "standard");
        }
        node.put(MODE, setup.mode().name());
        node.put(HUMAN_SIDE, setup.humanSide().name());
        node.put(LEVEL, setup.level().id());
        node.putInt(THINK_SECONDS, setup.thinkSeconds());
        flush();
    }

    public Optional<Dimension> windowSize() {
        int w = node.getInt(WINDOW_WIDTH, -1);
        int h = node.getInt(WINDOW_HEIGHT, -1);
        return w > 0 && h > 0 ? Optional.of(new Dimension(w, h)) : Optional.empty();
    }

    public void setWindowSize(Dimension size) {
        node.putInt(WINDOW_WIDTH, size.width);
        node.putInt(WINDOW_HEIGHT, size.height);
        flush();
    }

    /** The game files opened or saved last, newest first (see {@link RecentFiles}). */
    @Override
    public List<Path> recentFiles() {
        List<Path> files = new ArrayList<>();
        for (String line : node.get(RECENT_FILES, "").split("\n")) {
            toPath(line).ifPresent(files::add);
        }
        return files;
    }

    @Override
    public void setRecentFiles(List<Path> files) {
        node.put(RECENT_FILES, String.join("\n", files.stream().map(Path::toString).toList()));
        flush();
    }

    /** The folder of the last game file opened or saved: where the file choosers start. */
    @Override
    public Optional<Path> lastFolder() {
        return toPath(node.get(LAST_FOLDER, ""));
    }

    @Override
    public void setLastFolder(Path folder) {
        node.put(LAST_FOLDER, folder.toString());
        flush();
    }

    /** The file of the autosaved game, if it has one (see {@link FileLink}). */
    @Override
    public Optional<Path> linkedFile() {
        return toPath(node.get(LINKED_FILE, ""));
    }

    @Override
    public void setLinkedFile(Optional<Path> file) {
        if (!file.equals(linkedFile())) {
            node.put(LINKED_FILE, file.map(Path::toString).orElse(""));
            flush();
        }
    }

    private static Optional<Path> toPath(String text) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(text));
        } catch (InvalidPathException e) {
            return Optional.empty(); // written on another system, or damaged: forgotten
        }
    }

    private void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // settings are a convenience: a store that cannot be written must not stop the game
        }
    }
}
