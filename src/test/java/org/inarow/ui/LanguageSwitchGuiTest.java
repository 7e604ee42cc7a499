package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenuItem;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.fixture.DialogFixture;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
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
import org.junit.jupiter.api.Timeout;

/**
 * View › Language in the real window, as a player meets it: 中文（简体） rewrites the setup, the side
 * panel and the status at once (no restart), every choice still fits its box, a dialog opened
 * afterwards speaks Chinese too; English brings every word back.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LanguageSwitchGuiTest {
    private AppDriver app;

    @BeforeEach
    void open() {
        app = AppDriver.open(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1),
                (level, rules, seed) -> TestStrategies.scripted("a1 a2 a3 a4"));
    }

    @AfterEach
    void close() {
        try {
            app.close();
            assertThat(app.errors).isEmpty();
        } finally {
            Edt.run(() -> { // whatever happened, the next window test starts in English, in the theme's own font
                Texts.use(Language.ENGLISH);
                TextBindings.followLanguage();
                // where LanguageFont put in a font for Chinese, it would stay in UIManager's own defaults over
                // every look and feel installed later
                javax.swing.UIManager.put("defaultFont", null);
                org.inarow.ui.window.Theme.LIGHT.install();
            });
        }
    }

    /** The text a combo box shows for its selected choice, as its renderer draws it. */
    private String shownChoice(String name) {
        return Edt.call(() -> {
            @SuppressWarnings("unchecked")
            JComboBox<Object> box = (JComboBox<Object>) app.window.comboBox(name).target();
            Component shown = box.getRenderer().getListCellRendererComponent(new JList<>(), box.getSelectedItem(), -1,
                    false, false);
            return ((JLabel) shown).getText();
        });
    }

    /** The texts of the side panel's labels that name something (not the status lines), in order. */
    private List<String> sideLabels() {
        return Edt.call(() -> {
            List<String> texts = new ArrayList<>();
            collect(app.frame.side(), texts);
            return texts;
        });
    }

    private static void collect(Container parent, List<String> texts) {
        for (Component c : parent.getComponents()) {
            if (c instanceof JLabel label && label.getName() == null && label.isShowing()) {
                texts.add(label.getText());
            }
            if (c instanceof Container inner) {
                collect(inner, texts);
            }
        }
    }

    /** The boxes of the side panel whose widest choice does not fit the width they were given. */
    private List<String> boxesTooNarrow() {
        return Edt.call(() -> {
            List<String> narrow = new ArrayList<>();
            for (String name : List.of("game", "rule", "size", "opening", "side", "rung", "thinkTime")) {
                Component box = app.window.comboBox(name).target();
                if (box.getPreferredSize().width > box.getWidth()) {
                    narrow.add(name + " needs " + box.getPreferredSize().width + " px, has " + box.getWidth());
                }
            }
            return narrow;
        });
    }

    private void choose(Language language) {
        app.chooseLanguage(language);
    }

    @Test
    void chineseRewritesTheSetupAndTheStatusAtOnceAndEnglishBringsEveryWordBack() {
        app.click("h8");
        app.waitForYourTurn();
        Edt.run(() -> app.controller().showMove(1)); // an earlier position: the status shows its help
        List<String> english = sideLabels();
        assertThat(english).contains("Game", "Rule", "Board", "You play", "Time", "Moves");
        assertThat(shownChoice("game")).isEqualTo("Gomoku");
        assertThat(shownChoice("rung")).isEqualTo("Level 5: Club, 1100");
        assertThat(app.window.label("reviewHelp").text()).isEqualTo("End returns to the game.");

        choose(Language.CHINESE);
        assertThat(sideLabels()).contains("游戏", "规则", "棋盘", "执子", "用时", "棋谱");
        assertThat(shownChoice("game")).isEqualTo("五子棋");
        assertThat(shownChoice("rule")).isEqualTo("五子及以上");
        assertThat(shownChoice("rung")).isEqualTo("等级 5：棋社，1100");
        assertThat(app.window.radioButton("vsComputer").text()).isEqualTo("电脑");
        assertThat(app.window.radioButton("twoPlayers").text()).isEqualTo("双人");
        assertThat(app.window.label("reviewHelp").requireVisible().text()).isEqualTo("按 End 键回到对局。");
        assertThat(app.status()).as("the status made again in the language of now")
                .isEqualTo(Edt.call(() -> app.controller().isReviewing()
                        ? org.inarow.ui.game.StatusText.reviewing(app.controller().review())
                        : app.controller().turnText()));
        assertThat(boxesTooNarrow()).as("every choice fits its box in Chinese").isEmpty();
        assertThat(app.settings.language()).as("remembered").isEqualTo(Language.CHINESE);

        String setUp = TextBindings.plain(Texts.get("position.menu"));
        assertThat(setUp).isEqualTo("摆放局面(T)…");
        app.window.menuItem(new GenericTypeMatcher<JMenuItem>(JMenuItem.class) {
            @Override
            protected boolean isMatching(JMenuItem item) {
                return setUp.equals(item.getText());
            }
        }).click();
        DialogFixture dialog = app.window.dialog("setupPosition");
        assertThat(Edt.call(() -> dialog.target().getTitle())).isEqualTo("摆放局面");
        dialog.button("clearSetup").requireText("清空");
        dialog.button("playFromHere").requireText("从这里开始下");
        assertThat(dialog.label("setupHelp").text()).isEqualTo("左键放黑棋，右键放白棋；再点一次即可拿掉。");
        dialog.button("cancelSetup").requireText("取消").click();

        choose(Language.ENGLISH);
        assertThat(sideLabels()).as("word for word as before").isEqualTo(english);
        assertThat(shownChoice("game")).isEqualTo("Gomoku");
        assertThat(shownChoice("rung")).isEqualTo("Level 5: Club, 1100");
        assertThat(app.window.label("reviewHelp").text()).isEqualTo("End returns to the game.");
        assertThat(boxesTooNarrow()).isEmpty();
    }
}
