package org.inarow.ui.window;

import java.awt.Dimension;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Logger;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.stream.IntStream;
import org.inarow.ai.Level;
import org.inarow.model.Family;
import org.inarow.model.OpeningRule;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.UserText;
import org.inarow.ui.files.FileLink;
import org.inarow.ui.files.RecentFiles;
import org.inarow.ai.ladder.Ladder;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.LevelAdjust;
import org.inarow.ui.game.LevelProgress;
import org.inarow.ui.game.LevelRecord;
import org.inarow.ui.game.Mode;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;

/**
 * The choices remembered between runs, in a {@link Preferences} node given by the caller (the
 * app passes the user's node; tests pass a node of their own). Every value read is checked: an
 * unknown name or a number out of range falls back to its default, one value at a time. Writes go
 * to the node at once and reach its store on a thread of their own (a store that cannot be
 * written makes the JDK retry its lock for a second and a half); a store that cannot be written is
 * reported once, in a sentence, and then no longer tried.
 */
public final class Settings implements RecentFiles.Store, FileLink.Store, LevelProgress.Store {
    private static final String THEME = "theme";
    private static final String LANGUAGE = "language";
    private static final String GAME = "game";
    private static final String RULE = "rule";
    private static final String OPENING = "opening";
    private static final String SIZE = "size";
    private static final String MODE = "mode";
    private static final String HUMAN_SIDE = "humanSide";
    private static final String LEVEL = "level";
    private static final String THINK_SECONDS = "thinkSeconds";
    private static final String ENGINE_COMPUTER = "engine.computerSide";
    private static final String ENGINE_PERSON = "engine.personSide";
    private static final String RUNG = "ladderRung"; // gomoku's level on the ladder; "level" keeps tic-tac-toe's
    private static final String EIGHT_RUNG = "rung"; // the level on the ladder of eight rungs, before the ten
    private static final String ADJUST_LEVEL = "adjustLevel";
    private static final String LEVEL_RUN = "levelRun"; // wins (+) or losses (-) in a row towards "adjust the level"
    private static final String RECORD = "ladderRecord."; // then the rung's number
    private static final String EIGHT_RUNG_RECORD = "record."; // then the number on the ladder of eight rungs
    /** Where each rung of the ladder of eight stands on the ten: the two engines on budgets became three. */
    private static final int[] FROM_EIGHT_RUNGS = {1, 2, 3, 4, 5, 6, 8, 10};
    private static final String SHOW_PREDICTION = "showPrediction";
    private static final String MOVE_NUMBERS = "moveNumbers";
    private static final String STONE_SOUND = "stoneSound";
    private static final String TEACHING = "teaching";
    private static final String TEACHING_THRESHOLD = "teachingThreshold";
    private static final String SHOW_FORBIDDEN = "showForbidden";
    private static final String WINDOW_WIDTH = "windowWidth";
    private static final String WINDOW_HEIGHT = "windowHeight";
    private static final String WINDOW_X = "windowX";
    private static final String WINDOW_Y = "windowY";
    private static final String RECENT_FILES = "recentFiles";
    private static final String LAST_FOLDER = "lastFolder";
    private static final String LINKED_FILE = "linkedFile";

    /** The longest window side kept: X11 and Windows refuse larger windows anyway. */
    static final int MAX_WINDOW_SIDE = Short.MAX_VALUE;
    /** Held so its level stays set: the JDK's preferences log their store's failures (see {@link #forUser}). */
    private static final Logger JDK_PREFERENCES_LOG = Logger.getLogger("java.util.prefs");

    /**
     * How long a flush waits after the write that asked for it. The JDK's node holds its lock while it
     * flushes, so a write that came during a slow flush would wait for it: writes come in bursts (a
     * setup, a closing window), and one flush after the burst keeps them from meeting a flush.
     */
    static final long FLUSH_DELAY_MILLIS = 300;

    private final Preferences node;
    private final ScheduledThreadPoolExecutor flusher = flusher();
    private final AtomicBoolean flushPending = new AtomicBoolean();
    private final AtomicBoolean unwritable = new AtomicBoolean();
    private Consumer<String> problems = p -> { }; // these two guarded by this
    private String problem;

    public Settings(Preferences node) {
        this.node = node;
    }

    /**
     * The user's own settings node. The JDK's warnings about its store (an unwritable folder, a
     * lock it cannot get) are silenced: the player hears of it once, through {@link #reportProblemsTo}.
     */
    public static Settings forUser() {
        JDK_PREFERENCES_LOG.setLevel(java.util.logging.Level.OFF);
        return new Settings(Preferences.userRoot().node("org/inarow/app"));
    }

    /**
     * Who hears that the choices cannot be kept for the next run: once, on the settings' own
     * thread, or at once if the store has failed already.
     */
    public synchronized void reportProblemsTo(Consumer<String> sink) {
        problems = sink;
        if (problem != null) {
            sink.accept(problem);
        }
    }

    public Theme theme() {
        return Theme.fromId(node.get(THEME, Theme.LIGHT.id()));
    }

    public void setTheme(Theme theme) {
        put(THEME, theme.id());
        flush();
    }

    /** The language chosen in View › Language, or at first start the system's. */
    public Language language() {
        return Language.fromId(node.get(LANGUAGE, "")).orElseGet(() -> Language.forLocale(Locale.getDefault()));
    }

    public void setLanguage(Language language) {
        put(LANGUAGE, language.id());
        flush();
    }

    public boolean showPrediction() {
        return node.getBoolean(SHOW_PREDICTION, false);
    }

    public void setShowPrediction(boolean show) {
        put(SHOW_PREDICTION, String.valueOf(show));
        flush();
    }

    /** Whether the teaching mode is on (View › Teaching mode); off by default. */
    public boolean teaching() {
        return node.getBoolean(TEACHING, false);
    }

    public void setTeaching(boolean on) {
        put(TEACHING, String.valueOf(on));
        flush();
    }

    /** The points of win chance a move may cost before the teaching mode speaks (5 to 30; 15 by default). */
    public int teachingThreshold() {
        int points = node.getInt(TEACHING_THRESHOLD, org.inarow.ui.game.Teacher.DEFAULT_THRESHOLD);
        return Math.max(org.inarow.ui.game.Teacher.LEAST_THRESHOLD, Math.min(org.inarow.ui.game.Teacher.MOST_THRESHOLD, points));
    }

    public void setTeachingThreshold(int points) {
        put(TEACHING_THRESHOLD, String.valueOf(points));
        flush();
    }

    /** Whether a stone set on the board clicks (View › Stone sound); on by default, quiet. */
    public boolean stoneSound() {
        return node.getBoolean(STONE_SOUND, true);
    }

    public void setStoneSound(boolean on) {
        put(STONE_SOUND, String.valueOf(on));
        flush();
    }

    /** Whether each stone shows its move number (View › Move numbers); off by default. */
    public boolean moveNumbers() {
        return node.getBoolean(MOVE_NUMBERS, false);
    }

    public void setMoveNumbers(boolean shown) {
        put(MOVE_NUMBERS, String.valueOf(shown));
        flush();
    }

    /** Whether the board marks Black's forbidden points under renju: on unless the player hid them. */
    public boolean showForbidden() {
        return node.getBoolean(SHOW_FORBIDDEN, true);
    }

    public void setShowForbidden(boolean show) {
        put(SHOW_FORBIDDEN, String.valueOf(show));
        flush();
    }

    /** The setup chosen last; each damaged or old value is replaced by its default, the others kept. */
    public GameSetup setup() {
        GameSetup d = GameSetup.defaults();
        Mode mode = valid(() -> Mode.valueOf(node.get(MODE, d.mode().name())), d.mode());
        Side side = valid(() -> Side.valueOf(node.get(HUMAN_SIDE, d.humanSide().name())), d.humanSide());
        Level level = valid(() -> Level.fromId(node.get(LEVEL, d.level().id())), d.level());
        int seconds = node.getInt(THINK_SECONDS, d.thinkSeconds());
        boolean offered = IntStream.of(GameSetup.THINK_SECONDS).anyMatch(s -> s == seconds);
        // settings from before the ladder hold only the old level: easy, medium, hard are rungs 3, 5, 10
        int oldRung = Ladder.forLevel(level).number();
        int rung = node.getInt(RUNG, fromEightRungs(node.getInt(EIGHT_RUNG, 0), oldRung));
        return new GameSetup(rules(d.rules()), mode, side, level, offered ? seconds : d.thinkSeconds(), gomokuOpening(),
                rung >= 1 && rung <= Ladder.top() ? rung : oldRung, engineSeats());
    }

    /** The added engines seated last; one no longer in the list is forgotten. */
    private org.inarow.ui.game.EngineSeats engineSeats() {
        EngineStore engines = engines();
        return new org.inarow.ui.game.EngineSeats(engines.find(node.get(ENGINE_COMPUTER, "")).map(e -> e.name()).orElse(null),
                engines.find(node.get(ENGINE_PERSON, "")).map(e -> e.name()).orElse(null));
    }

    /** The engines the player added (Game › Engines…) and the analyst chosen. */
    public EngineStore engines() {
        return new EngineStore(node, this::flush);
    }

    private Rules rules(Rules fallback) {
        Family family = valid(() -> Family.fromId(node.get(GAME, fallback.family().id())), fallback.family());
        return family == Family.TIC_TAC_TOE ? Rules.ticTacToe() : gomokuRules();
    }

    /**
     * Gomoku's board size and rule as last chosen, also while tic-tac-toe is the game: each game
     * keeps its own choices (they are written only while gomoku is played).
     */
    public Rules gomokuRules() {
        int size = node.getInt(SIZE, 15);
        String rule = node.get(RULE, "freestyle");
        if ("renju".equals(rule)) {
            return Rules.renju(); // 15×15 whatever size was stored
        }
        Overline overline = "standard".equals(rule) ? Overline.DOES_NOT_WIN : Overline.WINS;
        return Rules.gomoku(Rules.GOMOKU_SIZES.contains(size) ? size : 15, overline);
    }

    /** Gomoku's opening rule as last chosen (kept like its rule and size while tic-tac-toe is played). */
    public OpeningRule gomokuOpening() {
        return valid(() -> OpeningRule.fromId(node.get(OPENING, OpeningRule.NONE.id())), OpeningRule.NONE);
    }

    private static <T> T valid(Supplier<T> read, T fallback) {
        try {
            return read.get();
        } catch (IllegalArgumentException e) {
            return fallback; // a damaged or old setting
        }
    }

    public void setSetup(GameSetup setup) {
        Rules rules = setup.rules();
        put(GAME, rules.family().id());
        if (rules.family() == Family.GOMOKU) {
            put(SIZE, String.valueOf(rules.width()));
            put(RULE, rules.isRenju() ? "renju" : rules.overline() == Overline.WINS ? "freestyle" : "standard");
            put(OPENING, setup.opening().id());
        }
        put(MODE, setup.mode().name());
        put(HUMAN_SIDE, setup.humanSide().name());
        put(LEVEL, setup.level().id());
        put(RUNG, String.valueOf(setup.rung()));
        put(THINK_SECONDS, String.valueOf(setup.thinkSeconds()));
        if (rules.family() == Family.GOMOKU) {
            put(ENGINE_COMPUTER, setup.engines().computer().orElse(""));
            put(ENGINE_PERSON, setup.engines().person().orElse(""));
        }
        flush();
    }

    /** The player's games against the computer at gomoku's level {@code rung}; none if damaged. */
    @Override
    public LevelRecord levelRecord(int rung) {
        String stored = node.get(RECORD + rung, null);
        if (stored == null) {
            for (int eight = 1; eight <= FROM_EIGHT_RUNGS.length; eight++) {
                if (FROM_EIGHT_RUNGS[eight - 1] == rung) {
                    stored = node.get(EIGHT_RUNG_RECORD + eight, null); // a record kept before the ladder had ten rungs
                }
            }
        }
        return LevelRecord.parse(stored);
    }

    private static int fromEightRungs(int eight, int fallback) {
        return eight >= 1 && eight <= FROM_EIGHT_RUNGS.length ? FROM_EIGHT_RUNGS[eight - 1] : fallback;
    }

    @Override
    public void setLevelRecord(int rung, LevelRecord record) {
        put(RECORD + rung, record.stored());
        flush();
    }

    /** Whether "Adjust the level to me" is on; off by default. */
    @Override
    public boolean adjustsLevel() {
        return node.getBoolean(ADJUST_LEVEL, false);
    }

    @Override
    public void setAdjustsLevel(boolean on) {
        put(ADJUST_LEVEL, String.valueOf(on));
        flush();
    }

    /** The run towards "Adjust the level to me", kept over a restart; a damaged one starts again. */
    @Override
    public int levelRun() {
        int run = node.getInt(LEVEL_RUN, 0);
        return LevelAdjust.isRun(run) ? run : 0;
    }

    @Override
    public void setLevelRun(int run) {
        put(LEVEL_RUN, String.valueOf(run));
        flush();
    }

    /** The window's size when it was closed last; the window still fits it to the screen ({@link MainFrame#placeOnScreen}). */
    public Optional<Dimension> windowSize() {
        int w = node.getInt(WINDOW_WIDTH, -1);
        int h = node.getInt(WINDOW_HEIGHT, -1);
        boolean sensible = w > 0 && h > 0 && w <= MAX_WINDOW_SIDE && h <= MAX_WINDOW_SIDE;
        return sensible ? Optional.of(new Dimension(w, h)) : Optional.empty();
    }

    public void setWindowSize(Dimension size) {
        put(WINDOW_WIDTH, String.valueOf(size.width));
        put(WINDOW_HEIGHT, String.valueOf(size.height));
        flush();
    }

    /**
     * Where the window's top-left corner was when it was closed last (screen coordinates, which
     * may be negative on a screen left of or above the main one); the window checks it is still on
     * a screen ({@link ScreenFit}).
     */
    public Optional<java.awt.Point> windowLocation() {
        String x = node.get(WINDOW_X, null);
        String y = node.get(WINDOW_Y, null);
        try {
            int px = Integer.parseInt(x == null ? "" : x.strip());
            int py = Integer.parseInt(y == null ? "" : y.strip());
            boolean sensible = Math.abs(px) <= MAX_WINDOW_SIDE && Math.abs(py) <= MAX_WINDOW_SIDE;
            return sensible ? Optional.of(new java.awt.Point(px, py)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty(); // none yet, or damaged: the window is centred
        }
    }

    public void setWindowLocation(java.awt.Point location) {
        put(WINDOW_X, String.valueOf(location.x));
        put(WINDOW_Y, String.valueOf(location.y));
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
        List<String> kept = new ArrayList<>(files.stream().map(Path::toString).toList());
        while (String.join("\n", kept).length() > Preferences.MAX_VALUE_LENGTH) {
            kept.remove(kept.size() - 1); // very long paths: the oldest are forgotten, the store takes no more
        }
        put(RECENT_FILES, String.join("\n", kept));
        flush();
    }

    /** The folder of the last game file opened or saved: where the file choosers start. */
    @Override
    public Optional<Path> lastFolder() {
        return toPath(node.get(LAST_FOLDER, ""));
    }

    @Override
    public void setLastFolder(Path folder) {
        put(LAST_FOLDER, folder.toString());
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

    private void put(String key, String value) {
        if (value.length() <= Preferences.MAX_VALUE_LENGTH) { // a longer one (a folder's path) is not remembered
            node.put(key, value);
        }
    }

    /** Asks for the node to reach its store, unless a flush is waiting already or the store failed. */
    private void flush() {
        if (!unwritable.get() && flushPending.compareAndSet(false, true)) {
            flusher.schedule(this::flushNow, FLUSH_DELAY_MILLIS, TimeUnit.MILLISECONDS);
        }
    }

    /** One thread at most, gone when idle (tests make many settings). */
    private static ScheduledThreadPoolExecutor flusher() {
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "settings");
            t.setDaemon(true); // the JDK's own store writes what is left when the app exits
            return t;
        });
        executor.setKeepAliveTime(1, TimeUnit.SECONDS);
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }

    private void flushNow() {
        flushPending.set(false);
        try {
            node.flush();
        } catch (BackingStoreException | RuntimeException e) {
            // settings are a convenience: a store that cannot be written must not stop the game
            if (unwritable.compareAndSet(false, true)) {
                String why = e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
                synchronized (this) {
                    problem = Texts.format("settings.notSaved", UserText.shown(why, 80));
                    problems.accept(problem);
                }
            }
        }
    }
}
