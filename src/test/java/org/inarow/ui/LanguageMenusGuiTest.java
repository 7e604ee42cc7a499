package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.text.JTextComponent;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * View › Language in the real window: every menu and command renamed at once, the mnemonics and
 * shortcuts still working in Chinese, Swing's own Yes and No in Chinese, How to play and About in
 * Chinese and fitting, and all of it back in English. With {@code -Dinarow.screenshots=<folder>}
 * it leaves pictures of the open menu and the How to play page there.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LanguageMenusGuiTest {
    private static final Pattern HAN = Pattern.compile(".*\\p{IsHan}.*", Pattern.DOTALL);

    @AfterEach
    void english() {
        Edt.run(() -> {
            Texts.use(Language.ENGLISH);
            TextBindings.followLanguage();
        });
    }

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

    private static void components(Container parent, List<Component> into) {
        for (Component c : parent.getComponents()) {
            into.add(c);
            if (c instanceof Container inner) {
                components(inner, into);
            }
        }
    }

    private static List<String> buttons(Container pane) {
        List<Component> all = new ArrayList<>();
        components(pane, all);
        return all.stream().filter(JButton.class::isInstance).map(c -> ((JButton) c).getText()).toList();
    }

    /** A picture of the whole screen, when a folder for them is named. */
    private static void screenshot(String name) {
        String folder = System.getProperty("inarow.screenshots");
        if (folder == null) {
            return;
        }
        try {
            Rectangle screen = new Rectangle(java.awt.Toolkit.getDefaultToolkit().getScreenSize());
            BufferedImage image = new java.awt.Robot().createScreenCapture(screen);
            Files.createDirectories(Path.of(folder));
            ImageIO.write(image, "png", Path.of(folder, name).toFile());
        } catch (IOException | java.awt.AWTException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theMenusSwitchLiveAndTheirKeysWorkInChinese() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(GameSetup.defaults().withMode(Mode.TWO_PLAYERS));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            JMenuBar bar = Edt.call(app.frame::getJMenuBar);
            List<String> english = Edt.call(() -> items(bar).stream().map(JMenuItem::getText).toList());
            app.click("h8");

            app.window.menuItemWithPath("View", "Language", "中文（简体）").click();
            Edt.waitFor("the menus in Chinese", 5000, () -> "游戏(G)".equals(bar.getMenu(2).getText()));
            assertThat(settings.language()).as("remembered").isEqualTo(Language.CHINESE);
            Edt.run(() -> {
                for (JMenuItem item : items(bar)) {
                    String text = item.getText();
                    if (String.valueOf(item.getName()).startsWith("language.") && !(item instanceof JMenu)) {
                        continue; // each language is named in itself
                    }
                    assertThat(text).as("a menu's text in Chinese").matches(HAN);
                    if (item.getMnemonic() != 0) {
                        assertThat(text).as("its mnemonic in brackets, the Chinese way").contains("(" + (char) item.getMnemonic() + ")");
                    }
                }
            });
            // the side panel's buttons show the same commands: their names and tool tips changed with them
            assertThat(app.window.button("undo").text()).isEqualTo("悔棋(U)");
            assertThat(Edt.call(() -> app.window.button("undo").target().getToolTipText())).matches(HAN);
            assertThat(Edt.call(() -> app.window.button("hint").target().getToolTipText())).isEqualTo("标出最佳着法");

            // a mnemonic: Alt+G opens 游戏, U there undoes (悔棋(U))
            app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_G);
            Edt.waitFor("the Game menu open", 5000, () -> bar.getMenu(2).isPopupMenuVisible());
            screenshot("menus-zh-game.png");
            app.robot.pressAndReleaseKey(KeyEvent.VK_U);
            Edt.waitFor("h8 taken back", 5000, () -> app.controller().position().moves().isEmpty());
            // a shortcut: Ctrl+Y redoes
            app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Y);
            Edt.waitFor("h8 again", 5000, () -> app.controller().position().moves().size() == 1);

            app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_V);
            Edt.waitFor("the View menu open", 5000, () -> bar.getMenu(3).isPopupMenuVisible());
            screenshot("menus-zh-view.png");
            app.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            app.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            Edt.waitFor("the View menu closed", 5000, () -> !bar.getMenu(3).isPopupMenuVisible());

            // Swing's own buttons speak Chinese: a new game asks before the game in progress goes
            app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_N);
            JOptionPaneFixture question = app.window.optionPane();
            List<String> answers = Edt.call(() -> buttons(question.target()));
            System.out.println("LanguageMenusGuiTest: the question's buttons " + answers);
            assertThat(answers).hasSize(2).allMatch(text -> HAN.matcher(text).matches());
            question.buttonWithText(answers.get(1)).click(); // No: the game stays
            app.robot.waitForIdle();
            assertThat(app.moves()).isEqualTo("h8");

            // How to play, in Chinese, naming each shortcut's command as the menus do
            app.robot.pressAndReleaseKey(KeyEvent.VK_F1);
            DialogFixture help = app.window.dialog("howToPlayDialog");
            JDialog window = (JDialog) help.target();
            assertThat(Edt.call(window::getTitle)).isEqualTo("玩法");
            List<Component> parts = new ArrayList<>();
            Edt.run(() -> components(window.getContentPane(), parts));
            List<String> labels = Edt.call(() -> parts.stream().filter(JLabel.class::isInstance)
                    .map(c -> ((JLabel) c).getText()).toList());
            String rules = Edt.call(() -> String.join("\n", parts.stream().filter(JTextComponent.class::isInstance)
                    .map(c -> ((JTextComponent) c).getText()).toList()));
            assertThat(labels).contains("规则", "快捷键", "井字棋", "五子棋：连珠", "游戏 › 悔棋", "帮助 › 玩法", "方向键");
            assertThat(rules).contains("长连", "双三", "禁手");
            assertThat(rules.replace("Swap", "")).as("no English left in the rules").doesNotContainPattern("[A-Za-z]{3,}");
            Edt.run(() -> {
                for (JMenuItem item : items(bar)) {
                    if (item.getAccelerator() != null && !(item instanceof JMenu) && HAN.matcher(item.getText()).matches()) {
                        String name = item.getText().replace("(" + (char) item.getMnemonic() + ")", "");
                        assertThat(labels.stream().anyMatch(l -> l.endsWith(" › " + name))).as("%s is listed", name).isTrue();
                    }
                }
            });
            screenshot("how-to-play-zh.png");
            Dimension size = Edt.call(window::getSize);
            System.out.println("LanguageMenusGuiTest: How to play in Chinese is " + size.width + "×" + size.height);
            assertThat(size.width).isLessThanOrEqualTo(1366);
            assertThat(size.height).isLessThanOrEqualTo(728);
            Edt.run(() -> {
                for (Component c : parts) {
                    if (c instanceof JLabel || c instanceof JTextComponent) {
                        assertThat(c.getWidth()).as("width of %s", c).isGreaterThanOrEqualTo(
                                c instanceof JLabel ? c.getPreferredSize().width : 1);
                        assertThat(c.getHeight()).as("height of %s", c).isGreaterThanOrEqualTo(c.getPreferredSize().height);
                    }
                }
            });
            help.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);

            // About, in Chinese, with Swing's OK in Chinese
            app.window.menuItemWithPath("帮助(H)", "关于 InARow(A)").click();
            JOptionPaneFixture about = app.window.optionPane().requireTitle("关于 InARow");
            assertThat(Edt.call(() -> String.valueOf(about.target().getMessage()))).contains("井字棋和五子棋", "MIT 许可证");
            List<String> ok = Edt.call(() -> buttons(about.target()));
            assertThat(ok).hasSize(1).allMatch(text -> HAN.matcher(text).matches());
            screenshot("about-zh.png");
            about.buttonWithText(ok.get(0)).click();

            // and back: every text as it was
            app.window.menuItemWithPath("视图(V)", "语言(L)", "English").click();
            Edt.waitFor("the menus in English", 5000, () -> "Game".equals(bar.getMenu(2).getText()));
            assertThat(Edt.call(() -> items(bar).stream().map(JMenuItem::getText).toList())).isEqualTo(english);
            app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_G);
            Edt.waitFor("the Game menu open in English too", 5000, () -> bar.getMenu(2).isPopupMenuVisible());
            app.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            assertThat(app.errors).isEmpty();
        }
    }
}
