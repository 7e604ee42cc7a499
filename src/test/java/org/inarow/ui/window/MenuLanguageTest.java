package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.swing.Action;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.text.JTextComponent;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The menus and the game's commands in both languages, switched live as View › Language does:
 * English word for word as it always was, Chinese everywhere (no command keeps an English name or
 * tip), the same mnemonic letters and shortcuts in both, and How to play and About following.
 * Headless: the menu bar is built without a window (the File and Edit menus, which need a
 * keyboard, stand in as plain menus holding this class's commands; LanguageMenusGuiTest has the real ones).
 */
class MenuLanguageTest {
    private static final Pattern HAN = Pattern.compile(".*\\p{IsHan}.*", Pattern.DOTALL);
    private static final int CTRL = InputEvent.CTRL_DOWN_MASK;

    /** Each command's English name, mnemonic, shortcut and tip (null: none), as they were before the bundles. */
    private record English(String name, int mnemonic, KeyStroke shortcut, String tip) {
    }

    private static final Map<String, English> ENGLISH = new LinkedHashMap<>();

    static {
        english("newGame", "New game", 'N', key(KeyEvent.VK_N, CTRL), "Start a new game with the chosen settings");
        english("undo", "Undo", 'U', key(KeyEvent.VK_Z, CTRL), "Take back your last move (and the computer's reply)");
        english("redo", "Redo", 'R', key(KeyEvent.VK_Y, CTRL), "Play again what was taken back (also Ctrl+Shift+Z)");
        english("hint", "Hint", 'H', key(KeyEvent.VK_H, 0), "Mark the best move");
        english("moveNow", "Move now", 'M', key(KeyEvent.VK_M, CTRL),
                "Stop the computer's search and play its best move so far");
        english("reviewStart", "Start of the game", 'S', key(KeyEvent.VK_HOME, 0),
                "Look back at the empty board (End returns to the game)");
        english("reviewBack", "Back one move", 'B', key(KeyEvent.VK_LEFT, InputEvent.ALT_DOWN_MASK),
                "Look back at the position one move earlier");
        english("reviewForward", "Forward one move", 'F', key(KeyEvent.VK_RIGHT, InputEvent.ALT_DOWN_MASK),
                "Show the position one move later");
        english("reviewEnd", "Back to the game", 'E', key(KeyEvent.VK_END, 0), "Return to the game's position");
        english("reviewGame", "Review game", 'G', key(KeyEvent.VK_R, CTRL),
                "Analyse every position and mark the inaccuracies (?!), mistakes (?) and blunders (??)");
        english("cancelReview", "Cancel", 'C', null, "Stop reviewing the game");
        english("nextTurningPoint", "Next turning point", 'N', key(KeyEvent.VK_DOWN, InputEvent.ALT_DOWN_MASK),
                "Show the next move after which the predicted winner changed");
        english("previousTurningPoint", "Previous turning point", 'P', key(KeyEvent.VK_UP, InputEvent.ALT_DOWN_MASK),
                "Show the previous move after which the predicted winner changed");
        english("showPrediction", "Show who will win", 'W', key(KeyEvent.VK_W, CTRL | InputEvent.SHIFT_DOWN_MASK),
                "After every move, say who is going to win and how sure that is");
        english("moveNumbers", "Move numbers", 'N', null, "Show on each stone the number of its move");
        english("showForbidden", "Show forbidden points", 'F', null,
                "Renju: mark with a red × the points where Black may not play");
        english("darkTheme", "Dark theme", 'D', key(KeyEvent.VK_T, CTRL), null);
        english("howToPlay", "How to play", 'H', key(KeyEvent.VK_F1, 0), "The rules of each game and the shortcuts");
        english("about", "About InARow", 'A', null, null);
        english("quit", "Quit", 'Q', key(KeyEvent.VK_Q, CTRL), null);
    }

    private GameController controller;
    private GameActions actions;
    private MainMenuBar bar;

    private static void english(String field, String name, char mnemonic, KeyStroke shortcut, String tip) {
        ENGLISH.put(field, new English(name, mnemonic, shortcut, tip));
    }

    private static KeyStroke key(int code, int modifiers) {
        return KeyStroke.getKeyStroke(code, modifiers);
    }

    @BeforeEach
    void build() {
        Texts.use(Language.ENGLISH);
        Edt.run(() -> {
            controller = new GameController(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST,
                    Level.MEDIUM, 1), false, (level, rules, seed) -> TestStrategies.scripted(""),
                    rules -> (p, l, c) -> Prediction.unknown(), e -> { });
            controller.start();
            Settings settings = new Settings(new MemoryPreferences());
            actions = new GameActions(controller, Theme.LIGHT, theme -> { }, () -> { }, () -> { }, () -> { },
                    on -> { }, false, on -> { }, on -> { });
            JMenu file = new JMenu();
            file.setName("standIn");
            file.add(actions.newGame);
            file.add(actions.quit);
            JMenu edit = new JMenu();
            edit.setName("standIn");
            bar = new MainMenuBar(actions, file, edit, StoneSoundSwitch.attach(controller, settings),
                    SetupPositionDialog.action((java.awt.Window) null, controller),
                    AnalysisWindow.action((java.awt.Window) null, controller),
                    PuzzleWindow.action((java.awt.Window) null, org.inarow.ui.game.PuzzleProgressStore::inMemory, e -> { }),
                    LanguageMenu.create(settings));
        });
    }

    @AfterEach
    void english() {
        switchTo(Language.ENGLISH);
        Edt.run(controller::shutdown);
    }

    private void switchTo(Language language) {
        Edt.run(() -> {
            Texts.use(language);
            TextBindings.retextAll(); // the actions
            TextBindings.retext(bar); // the menus' titles: in the app, the frame holding the bar
        });
    }

    private Map<String, Action> actions() {
        Map<String, Action> all = new LinkedHashMap<>();
        for (String field : ENGLISH.keySet()) {
            try {
                all.put(field, (Action) GameActions.class.getDeclaredField(field).get(actions));
            } catch (ReflectiveOperationException e) {
                throw new AssertionError("GameActions." + field, e);
            }
        }
        return all;
    }

    /** Every menu and item of the bar, submenus' items too, in order. */
    private static List<JMenuItem> items(JMenuBar bar) {
        List<JMenuItem> all = new ArrayList<>();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            collect(bar.getMenu(i), all);
        }
        return all;
    }

    private static void collect(JMenuItem item, List<JMenuItem> into) {
        into.add(item);
        if (item instanceof JMenu menu) {
            for (Component c : menu.getMenuComponents()) {
                if (c instanceof JMenuItem inner) {
                    collect(inner, into);
                }
            }
        }
    }

    /** The letter a mnemonic underlines, or 0. */
    private static char underlined(JMenuItem item) {
        int at = item.getDisplayedMnemonicIndex();
        return at < 0 ? 0 : Character.toUpperCase(item.getText().charAt(at));
    }

    @Test
    void theCommandsSpeakEnglishAsTheyAlwaysDid() {
        Map<String, Action> all = Edt.call(this::actions);
        assertThat(all).hasSize(20);
        Edt.run(() -> all.forEach((field, action) -> {
            English expected = ENGLISH.get(field);
            assertThat(action.getValue(Action.NAME)).as(field).isEqualTo(expected.name());
            assertThat(action.getValue(Action.MNEMONIC_KEY)).as(field).isEqualTo((int) expected.mnemonic());
            assertThat(action.getValue(Action.ACCELERATOR_KEY)).as(field).isEqualTo(expected.shortcut());
            assertThat(action.getValue(Action.SHORT_DESCRIPTION)).as(field).isEqualTo(expected.tip());
            // the letter underlined is the first of its kind, where Swing put it before the texts had marks
            assertThat(action.getValue(Action.DISPLAYED_MNEMONIC_INDEX_KEY)).as(field)
                    .isEqualTo(expected.name().toUpperCase().indexOf(expected.mnemonic()));
        }));
        List<String> titles = Edt.call(() -> List.of(bar.getMenu(2).getText(), bar.getMenu(3).getText(),
                bar.getMenu(4).getText()));
        assertThat(titles).containsExactly("Game", "View", "Help");
        assertThat(Edt.call(() -> List.of(bar.getMenu(2).getMnemonic(), bar.getMenu(3).getMnemonic(),
                bar.getMenu(4).getMnemonic()))).containsExactly(KeyEvent.VK_G, KeyEvent.VK_V, KeyEvent.VK_H);
    }

    @Test
    void inChineseEveryMenuAndCommandIsRenamedAndKeepsItsKeys() {
        List<String> englishTexts = Edt.call(() -> items(bar).stream().map(JMenuItem::getText).toList());
        switchTo(Language.CHINESE);
        Edt.run(() -> {
            actions().forEach((field, action) -> {
                English english = ENGLISH.get(field);
                String name = (String) action.getValue(Action.NAME);
                assertThat(name).as(field).matches(HAN).endsWith("(" + (char) english.mnemonic() + ")");
                assertThat(action.getValue(Action.MNEMONIC_KEY)).as("the same letter: %s", field)
                        .isEqualTo((int) english.mnemonic());
                assertThat(action.getValue(Action.DISPLAYED_MNEMONIC_INDEX_KEY)).as(field).isEqualTo(name.length() - 2);
                assertThat(action.getValue(Action.ACCELERATOR_KEY)).as(field).isEqualTo(english.shortcut());
                if (english.tip() == null) {
                    assertThat(action.getValue(Action.SHORT_DESCRIPTION)).as(field).isNull();
                } else {
                    assertThat((String) action.getValue(Action.SHORT_DESCRIPTION)).as("the tip of %s", field).matches(HAN);
                }
            });
            List<JMenuItem> items = items(bar);
            assertThat(items).hasSizeGreaterThan(25);
            for (JMenuItem item : items) {
                String text = item.getText();
                String name = String.valueOf(item.getName());
                if (name.equals("standIn") || name.startsWith("language.") && !(item instanceof JMenu)) {
                    continue; // a stand-in, a language named in itself
                }
                assertThat(text).as("a menu's text in Chinese").matches(HAN);
                if (item.getMnemonic() != 0) {
                    assertThat(underlined(item)).as("the mnemonic of %s is underlined", text).isEqualTo((char) item.getMnemonic());
                }
            }
            assertThat(List.of(bar.getMenu(2).getText(), bar.getMenu(3).getText(), bar.getMenu(4).getText()))
                    .containsExactly("游戏(G)", "视图(V)", "帮助(H)");
            assertThat(List.of(bar.getMenu(2).getMnemonic(), bar.getMenu(3).getMnemonic(), bar.getMenu(4).getMnemonic()))
                    .containsExactly(KeyEvent.VK_G, KeyEvent.VK_V, KeyEvent.VK_H);
        });
        switchTo(Language.ENGLISH);
        assertThat(Edt.call(() -> items(bar).stream().map(JMenuItem::getText).toList())).as("all back in English")
                .isEqualTo(englishTexts);
    }

    /** The texts of the How to play page: labels, then the rules' texts. */
    private static List<String> texts(Container panel) {
        List<String> all = new ArrayList<>();
        for (Component c : panel.getComponents()) {
            if (c instanceof JLabel label) {
                all.add(label.getText());
            } else if (c instanceof JTextComponent text) {
                all.add(text.getText());
            } else if (c instanceof Container inner) {
                all.addAll(texts(inner));
            }
        }
        return all;
    }

    @Test
    void howToPlayNamesTheShortcutsAsTheMenusDoInEitherLanguage() {
        List<String> english = Edt.call(() -> texts(HowToPlay.content(bar)));
        assertThat(english).contains("The rules", "Shortcuts", "Tic-tac-toe", "Gomoku, Renju", "Opening: Swap, Swap2",
                "Game › Undo", "Game › Redo", "Help › How to play", "Arrow keys", "Play at the cursor", "Ctrl+Shift+Z");
        assertThat(english.get(english.indexOf("Ctrl+Shift+Z") + 1)).isEqualTo("Game › Redo");

        switchTo(Language.CHINESE);
        List<String> chinese = Edt.call(() -> texts(HowToPlay.content(bar)));
        assertThat(chinese).contains("规则", "快捷键", "井字棋", "五子棋：连珠", "方向键", "在光标处落子",
                "游戏 › 悔棋", "游戏 › 重做", "帮助 › 玩法", "视图 › 显示胜负预测");
        assertThat(chinese.get(chinese.indexOf("Ctrl+Shift+Z") + 1)).isEqualTo("游戏 › 重做");
        assertThat(chinese).as("the same number of rules and shortcuts").hasSameSizeAs(english);
        for (String text : chinese) {
            if (text.contains(" › ")) {
                assertThat(text).as("a command named without its mnemonic's brackets").doesNotMatch(".*\\([A-Z0-9]\\).*");
            }
        }
        List<String> rules = Edt.call(() -> HowToPlay.RULES.stream().flatMap(r -> Stream.of(r.name(), r.text()))
                .toList());
        assertThat(rules).hasSize(10).allMatch(text -> HAN.matcher(text).matches()).allMatch(chinese::contains);
        assertThat(String.join("", rules)).contains("长连", "双三", "双四", "禁手", "Swap2（交换二）");
    }

    @Test
    void theAboutBoxSpeaksTheLanguage() {
        Edt.run(Theme.LIGHT::install);
        String english = Edt.call(AboutBox::text);
        assertThat(english).contains("Tic-tac-toe and gomoku: play the computer or a friend,<br>and see who is going to win.",
                "(development build)", "MIT licence", "style='font-size:120%'", "Java " + System.getProperty("java.version"));
        assertThat(Texts.get("about.title")).isEqualTo("About InARow");

        switchTo(Language.CHINESE);
        String chinese = Edt.call(AboutBox::text);
        assertThat(chinese).contains("井字棋和五子棋", "（开发版）", "MIT 许可证", "style='font-size:120%'",
                "Java " + System.getProperty("java.version"), "(FlatLaf ").doesNotContain("Tic-tac-toe", "licence", "{");
        assertThat(Texts.get("about.title")).isEqualTo("关于 InARow");
    }

    @Test
    void theErrorSentenceSpeaksTheLanguage() {
        assertThat(ErrorDialog.shortMessage(new IllegalStateException("boom\nat line 2")))
                .isEqualTo("An unexpected error occurred: boom");
        assertThat(ErrorDialog.shortMessage(new IllegalStateException()))
                .isEqualTo("An unexpected error occurred (IllegalStateException).");
        switchTo(Language.CHINESE);
        assertThat(ErrorDialog.shortMessage(new IllegalStateException("boom"))).isEqualTo("发生了意外错误：boom");
        assertThat(ErrorDialog.shortMessage(new IllegalStateException())).isEqualTo("发生了意外错误（IllegalStateException）。");
        assertThat(ErrorDialog.details(new IllegalStateException("boom"))).as("a bug report stays English")
                .startsWith("InARow development build, Java ");
    }
}
