package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Font;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.text.JTextComponent;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ai.Level;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * View › Language in the real window: the menus, the setup, the status and a dialog change to
 * Chinese at once, with no restart and nothing of the game lost; every shown text draws with
 * real glyphs; the choice is there at the next start; and back to English the same way.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class WholeWindowLanguageGuiTest {
    private static final Pattern CHINESE = Pattern.compile(".*[\\u4e00-\\u9fff].*", Pattern.DOTALL);
    /** Texts that are the same in both languages: the game's letters, points, numbers, language names. */
    private static final Pattern NEUTRAL = Pattern.compile("[\\sA-Za-z]?[\\d\\s.,:%×·–+\\-()/X O]*|English|[a-o]\\d{1,2}.*|.*Ctrl.*|.*F1.*");

    @AfterEach
    void english() {
        Edt.run(() -> {
            Texts.use(Language.ENGLISH);
            Theme.LIGHT.install();
        });
    }

    @Test
    void theWholeWindowSwitchesLiveAndTheChoiceIsRemembered() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setLanguage(Language.ENGLISH);
        settings.setSetup(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 2));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            app.click("h8");
            app.click("j9");
            String englishStatus = app.status();
            String played = app.moves();
            app.chooseLanguage(Language.CHINESE);

            assertThat(settings.language()).isEqualTo(Language.CHINESE);
            assertThat(app.moves()).as("the game is kept").isEqualTo(played).isNotEmpty();
            assertThat(app.status()).matches(CHINESE).isNotEqualTo(englishStatus);
            List<String> english = Edt.call(() -> englishTexts(menuTexts(app.frame.getJMenuBar())));
            assertThat(english).as("menu texts left in English").isEmpty();
            List<String> panel = Edt.call(() -> englishTexts(shownTexts(app.frame.getContentPane())));
            assertThat(panel).as("texts of the window left in English").isEmpty();
            assertThat(Edt.call(() -> boxes(app.frame))).as("texts drawn with missing-glyph boxes").isEmpty();

            app.shortcut(KeyEvent.VK_F1);
            DialogFixture help = app.window.dialog("howToPlayDialog");
            assertThat(help.target().getTitle()).matches(CHINESE);
            assertThat(Edt.call(() -> boxes(help.target()))).as("How to play drawn with boxes").isEmpty();
            help.close();

            app.window.button("newGame").click(); // a game in progress: the question comes first
            JOptionPaneFixture question = app.window.optionPane();
            assertThat(Edt.call(() -> titleOf(javax.swing.SwingUtilities.getWindowAncestor(question.target())))).matches(CHINESE);
            List<String> buttons = Edt.call(() -> shownTexts(question.target()).stream()
                    .filter(text -> !text.isBlank()).toList());
            assertThat(buttons).allSatisfy(text -> assertThat(text).matches(CHINESE));
            question.buttonWithText(Pattern.compile("否.*")).click(); // Swing's own No, in Chinese
            assertThat(app.moves()).as("No keeps the game").isEqualTo(played);
        }

        try (AppDriver again = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            assertThat(Edt.call(() -> englishTexts(menuTexts(again.frame.getJMenuBar())))).as("Chinese at the next start").isEmpty();
            again.chooseLanguage(Language.ENGLISH);
            assertThat(settings.language()).isEqualTo(Language.ENGLISH);
            List<String> menus = Edt.call(() -> menuTexts(again.frame.getJMenuBar()));
            assertThat(menus).contains("Game", "View", "Help").noneMatch(text -> CHINESE.matcher(text).matches()
                    && !text.equals(Language.CHINESE.ownName()));
            assertThat(again.status()).doesNotMatch(CHINESE);
        }
    }

    private static String titleOf(Window window) {
        return window instanceof java.awt.Dialog dialog ? dialog.getTitle() : "";
    }


    /** The texts of every menu and item of the bar, submenus included. */
    private static List<String> menuTexts(JMenuBar bar) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            collectMenu(bar.getMenu(i), texts);
        }
        return texts;
    }

    private static void collectMenu(JMenuItem item, List<String> texts) {
        texts.add(item.getText());
        if (item instanceof JMenu menu) {
            for (Component c : menu.getMenuComponents()) {
                if (c instanceof JMenuItem inner) {
                    collectMenu(inner, texts);
                }
            }
        }
    }

    /** The texts of the showing labels, buttons and text fields under {@code root}. */
    private static List<String> shownTexts(Container root) {
        List<String> texts = new ArrayList<>();
        for (Component c : root.getComponents()) {
            if (!c.isShowing()) {
                continue;
            }
            String text = textOf(c);
            if (text != null && !text.isBlank()) {
                texts.add(text);
            }
            if (c instanceof Container inner) {
                texts.addAll(shownTexts(inner));
            }
        }
        return texts;
    }

    private static String textOf(Component c) {
        if (c instanceof JLabel label) {
            return label.getText();
        }
        if (c instanceof AbstractButton button) {
            return button.getText();
        }
        if (c instanceof JTextComponent field && !field.isEditable()) {
            return field.getText();
        }
        return null;
    }

    /** The texts with Latin words but no Chinese: left untranslated (points, numbers and names aside). */
    private static List<String> englishTexts(List<String> texts) {
        return texts.stream().filter(text -> text != null && !text.isBlank())
                .map(text -> text.replaceAll("<[^>]*>", "").strip())
                .filter(text -> !CHINESE.matcher(text).matches() && !NEUTRAL.matcher(text).matches())
                .toList();
    }

    /** Each showing text under {@code root} that its component's font would draw with a missing-glyph box. */
    private static List<String> boxes(Container root) {
        List<String> missing = new ArrayList<>();
        for (Component c : root.getComponents()) {
            String text = c.isShowing() ? textOf(c) : null;
            Font font = c.getFont();
            if (text != null && font != null) {
                String plain = text.replaceAll("<[^>]*>", "");
                if (font.canDisplayUpTo(plain) != -1) {
                    missing.add("'" + plain + "' in " + font + " (" + c.getClass().getSimpleName() + ")");
                }
            }
            if (c instanceof Container inner) {
                missing.addAll(boxes(inner));
            }
        }
        return missing;
    }
}
