package org.inarow.ui.window;

import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Logger;
import java.util.prefs.Preferences;
import java.util.stream.IntStream;
import org.inarow.ai.Level;
import org.inarow.ai.ladder.Ladder;
import org.inarow.model.Family;
import org.inarow.model.OpeningRule;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.Teacher;
import org.inarow.ui.text.Language;

/**
 * The choices remembered between runs, in a {@link Preferences} node given by the caller (the
 * app passes the user's node; tests pass a node of their own): the theme, the language, the view's
 * switches and the game setup here, and in their own groups the window's place ({@link #window()}), the
 * game files ({@link #files()}) and the record per level ({@link #levels()}). Every value read is checked:
 * an unknown name or a number out of range falls back to its default, one value at a time. How writes
 * reach the store, and how a store that cannot be written is reported, is {@link SettingsStore}'s.
 */
public final class Settings {
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
    private static final String CLOCK = "clock"; // TimeControl.id(): none, move:30, fischer:300+5
    private static final String RUNG = "ladderRung"; // gomoku's level on the ladder; "level" keeps tic-tac-toe's
    private static final String EIGHT_RUNG = "rung"; // the level on the ladder of eight rungs, before the ten
    private static final String SHOW_PREDICTION = "showPrediction";
    private static final String MOVE_NUMBERS = "moveNumbers";
    private static final String STONE_SOUND = "stoneSound";
    private static final String TEACHING = "teaching";
    private static final String TEACHING_THRESHOLD = "teachingThreshold";
    private static final String SHOW_FORBIDDEN = "showForbidden";

    /** Held so its level stays set: the JDK's preferences log their store's failures (see {@link #forUser}). */
    private static final Logger JDK_PREFERENCES_LOG = Logger.getLogger("java.util.prefs");

    private final SettingsStore store;
    private final WindowSettings window;
    private final FileSettings files;
    private final LevelSettings levels;

    public Settings(Preferences node) {
        store = new SettingsStore(node);
        window = new WindowSettings(store);
        files = new FileSettings(store);
        levels = new LevelSettings(store);
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
    public void reportProblemsTo(Consumer<String> sink) {
        store.reportProblemsTo(sink);
    }

    /** The window's size and place when it was closed last. */
    public WindowSettings window() {
        return window;
    }

    /** The game files opened or saved last, the last folder, the autosaved game's file. */
    public FileSettings files() {
        return files;
    }

    /** The record per level of gomoku's ladder and "Adjust the level to me". */
    public LevelSettings levels() {
        return levels;
    }

    public Theme theme() {
        return Theme.fromId(store.get(THEME, Theme.LIGHT.id()));
    }

    public void setTheme(Theme theme) {
        store.write(THEME, theme.id());
    }

    /** The language chosen in View › Language, or at first start the system's. */
    public Language language() {
        return Language.fromId(store.get(LANGUAGE, "")).orElseGet(() -> Language.forLocale(Locale.getDefault()));
    }

    public void setLanguage(Language language) {
        store.write(LANGUAGE, language.id());
    }

    public boolean showPrediction() {
        return store.getBoolean(SHOW_PREDICTION, false);
    }

    public void setShowPrediction(boolean show) {
        store.write(SHOW_PREDICTION, String.valueOf(show));
    }

    /** Whether the teaching mode is on (View › Teaching mode); off by default. */
    public boolean teaching() {
        return store.getBoolean(TEACHING, false);
    }

    public void setTeaching(boolean on) {
        store.write(TEACHING, String.valueOf(on));
    }

    /** The points of win chance a move may cost before the teaching mode speaks (5 to 30; 15 by default). */
    public int teachingThreshold() {
        int points = store.getInt(TEACHING_THRESHOLD, Teacher.DEFAULT_THRESHOLD);
        return Math.max(Teacher.LEAST_THRESHOLD, Math.min(Teacher.MOST_THRESHOLD, points));
    }

    public void setTeachingThreshold(int points) {
        store.write(TEACHING_THRESHOLD, String.valueOf(points));
    }

    /** Whether a stone set on the board clicks (View › Stone sound); on by default, quiet. */
    public boolean stoneSound() {
        return store.getBoolean(STONE_SOUND, true);
    }

    public void setStoneSound(boolean on) {
        store.write(STONE_SOUND, String.valueOf(on));
    }

    /** Whether each stone shows its move number (View › Move numbers); off by default. */
    public boolean moveNumbers() {
        return store.getBoolean(MOVE_NUMBERS, false);
    }

    public void setMoveNumbers(boolean shown) {
        store.write(MOVE_NUMBERS, String.valueOf(shown));
    }

    /** Whether the board marks Black's forbidden points under renju: on unless the player hid them. */
    public boolean showForbidden() {
        return store.getBoolean(SHOW_FORBIDDEN, true);
    }

    public void setShowForbidden(boolean show) {
        store.write(SHOW_FORBIDDEN, String.valueOf(show));
    }

    /** The setup chosen last; each damaged or old value is replaced by its default, the others kept. */
    public GameSetup setup() {
        GameSetup d = GameSetup.defaults();
        Mode mode = valid(() -> Mode.valueOf(store.get(MODE, d.mode().name())), d.mode());
        Side side = valid(() -> Side.valueOf(store.get(HUMAN_SIDE, d.humanSide().name())), d.humanSide());
        Level level = valid(() -> Level.fromId(store.get(LEVEL, d.level().id())), d.level());
        int seconds = store.getInt(THINK_SECONDS, d.thinkSeconds());
        boolean offered = IntStream.of(GameSetup.THINK_SECONDS).anyMatch(s -> s == seconds);
        // settings from before the ladder hold only the old level: easy, medium, hard are rungs 3, 5, 10
        int oldRung = Ladder.forLevel(level).number();
        int rung = store.getInt(RUNG, LevelSettings.fromEightRungs(store.getInt(EIGHT_RUNG, 0), oldRung));
        return new GameSetup(rules(d.rules()), mode, side, level, offered ? seconds : d.thinkSeconds(), gomokuOpening(),
                rung >= 1 && rung <= Ladder.top() ? rung : oldRung, engineSeats(),
                TimeControl.parse(store.get(CLOCK, TimeControl.NONE.id())).orElse(TimeControl.NONE));
    }

    /** The added engines seated last; one no longer in the list is forgotten. */
    private org.inarow.ui.game.EngineSeats engineSeats() {
        EngineStore engines = engines();
        return new org.inarow.ui.game.EngineSeats(engines.find(store.get(ENGINE_COMPUTER, "")).map(e -> e.name()).orElse(null),
                engines.find(store.get(ENGINE_PERSON, "")).map(e -> e.name()).orElse(null));
    }

    /** The engines the player added (Game › Engines…) and the analyst chosen. */
    public EngineStore engines() {
        return new EngineStore(store);
    }

    private Rules rules(Rules fallback) {
        Family family = valid(() -> Family.fromId(store.get(GAME, fallback.family().id())), fallback.family());
        return family == Family.TIC_TAC_TOE ? Rules.ticTacToe() : gomokuRules();
    }

    /**
     * Gomoku's board size and rule as last chosen, also while tic-tac-toe is the game: each game
     * keeps its own choices (they are written only while gomoku is played).
     */
    public Rules gomokuRules() {
        int size = store.getInt(SIZE, 15);
        String rule = store.get(RULE, "freestyle");
        if ("renju".equals(rule)) {
            return Rules.renju(); // 15×15 whatever size was stored
        }
        Overline overline = "standard".equals(rule) ? Overline.DOES_NOT_WIN : Overline.WINS;
        return Rules.gomoku(Rules.GOMOKU_SIZES.contains(size) ? size : 15, overline);
    }

    /** Gomoku's opening rule as last chosen (kept like its rule and size while tic-tac-toe is played). */
    public OpeningRule gomokuOpening() {
        return valid(() -> OpeningRule.fromId(store.get(OPENING, OpeningRule.NONE.id())), OpeningRule.NONE);
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
        store.put(GAME, rules.family().id());
        if (rules.family() == Family.GOMOKU) {
            store.put(SIZE, String.valueOf(rules.width()));
            store.put(RULE, rules.isRenju() ? "renju" : rules.overline() == Overline.WINS ? "freestyle" : "standard");
            store.put(OPENING, setup.opening().id());
        }
        store.put(MODE, setup.mode().name());
        store.put(HUMAN_SIDE, setup.humanSide().name());
        store.put(LEVEL, setup.level().id());
        store.put(RUNG, String.valueOf(setup.rung()));
        if (rules.family() == Family.GOMOKU) {
            store.put(ENGINE_COMPUTER, setup.engines().computer().orElse(""));
            store.put(ENGINE_PERSON, setup.engines().person().orElse(""));
        }
        store.put(CLOCK, setup.clock().id());
        store.write(THINK_SECONDS, String.valueOf(setup.thinkSeconds()));
    }
}
