package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import org.inarow.ai.Level;
import org.inarow.ai.ladder.Ladder;
import org.inarow.model.Family;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The setup speaks the language chosen, and a change of language renames everything in it where
 * it stands: labels, buttons, tool tips, every combo box's choices (each box measured anew), the
 * level record's tool tip. No display needed.
 */
class SetupPanelLanguageTest {
    private SetupPanel panel;

    @AfterEach
    void english() {
        Edt.run(() -> Texts.use(Language.ENGLISH));
    }

    private void build(GameSetup setup) {
        Edt.run(() -> {
            Theme.LIGHT.install();
            panel = new SetupPanel(setup, chosen -> chosen, () -> { });
        });
    }

    private void switchTo(Language language) {
        Edt.run(() -> {
            Texts.use(language);
            TextBindings.retext(panel);
        });
    }

    private Component find(String name) {
        for (Component c : panel.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
        }
        throw new AssertionError("no component named " + name);
    }

    /** The names the player sees in a combo's list, in order. */
    private List<String> names(String comboName) {
        return Edt.call(() -> {
            @SuppressWarnings("unchecked")
            JComboBox<Object> box = (JComboBox<Object>) find(comboName);
            List<String> names = new ArrayList<>();
            JList<Object> list = new JList<>();
            for (int i = 0; i < box.getItemCount(); i++) {
                Component shown = box.getRenderer().getListCellRendererComponent(list, box.getItemAt(i), i, false, false);
                names.add(((JLabel) shown).getText());
            }
            return names;
        });
    }

    /** The tool tip of a combo's choice {@code index}. */
    private String tipOf(String comboName, int index) {
        return Edt.call(() -> {
            @SuppressWarnings("unchecked")
            JComboBox<Object> box = (JComboBox<Object>) find(comboName);
            return ((JComponent) box.getRenderer().getListCellRendererComponent(new JList<>(), box.getItemAt(index), index,
                    false, false)).getToolTipText();
        });
    }

    /** Every text the panel's labels and buttons show, in order. */
    private List<String> shownTexts() {
        return Edt.call(() -> {
            List<String> texts = new ArrayList<>();
            collect(panel, texts);
            return texts;
        });
    }

    private static void collect(Container parent, List<String> texts) {
        for (Component c : parent.getComponents()) {
            if (c instanceof JLabel label && !"levelRecord".equals(label.getName())) {
                texts.add(label.getText());
            } else if (c instanceof AbstractButton button) {
                texts.add(button.getText());
            }
        }
    }

    @Test
    void aChangeOfLanguageRenamesTheLabelsButtonsAndTips() {
        build(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 2));
        List<String> english = shownTexts();
        assertThat(english).containsExactly("Game", "Rule", "Board", "Computer", "Two players", "You play", "Level",
                "Adjust the level to me", "Time");

        switchTo(Language.CHINESE);
        assertThat(shownTexts()).containsExactly("游戏", "规则", "棋盘", "电脑", "双人", "执子", "等级", "按我的水平调整等级", "用时");
        assertThat(Edt.call(() -> ((JComponent) find("vsComputer")).getToolTipText())).isEqualTo("与电脑对弈");
        assertThat(Edt.call(() -> ((JComponent) find("adjustLevel")).getToolTipText()))
                .isEqualTo("连胜两局：下一局升一级；连负两局：下一局降一级");
        assertThat(Edt.call(() -> ((JComponent) find("opening")).getToolTipText())).startsWith("开局规则");
        assertThat(Edt.call(() -> ((JComponent) find("levelRecord")).getToolTipText())).isEqualTo("你与等级 5 · 棋社 的对局");

        switchTo(Language.ENGLISH);
        assertThat(shownTexts()).as("and back, word for word").isEqualTo(english);
        assertThat(Edt.call(() -> ((JComponent) find("levelRecord")).getToolTipText()))
                .isEqualTo("Your games against Level 5 · Club");
    }

    @Test
    void aChangeOfLanguageRenamesEveryChoiceWhereItStands() {
        build(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 2));
        assertThat(names("game")).containsExactly("Tic-tac-toe", "Gomoku");
        switchTo(Language.CHINESE);
        assertThat(names("game")).containsExactly("井字棋", "五子棋");
        assertThat(names("rule")).containsExactly("五子及以上", "恰好五子", "连珠");
        assertThat(tipOf("rule", 2)).startsWith("连珠（15 × 15）：黑方不得下双三、双四或长连");
        assertThat(names("size")).containsExactly("15 × 15", "19 × 19", "20 × 20");
        assertThat(names("opening")).containsExactly("无", "交换", "Swap2");
        assertThat(tipOf("opening", 0)).isEqualTo("无开局规则：黑方先行");
        assertThat(names("level")).containsExactly("简单", "中等", "困难");
        assertThat(names("rung")).hasSize(Ladder.top()).startsWith("等级 1：入门，350").endsWith("等级 10：冠军，2030");
        assertThat(tipOf("rung", 3)).startsWith("等级 4 · 业余：等级分约 903");
        assertThat(names("thinkTime")).startsWith("每手 1 秒").endsWith("每手 30 秒");

        switchTo(Language.ENGLISH);
        assertThat(names("rung")).startsWith("Level 1: Beginner, 350").endsWith("Level 10: Champion, 2030");
        assertThat(tipOf("rung", 3)).isEqualTo("Level 4 · Amateur: rated about 903 (the seeds' win-pattern player is 1000)");
        assertThat(names("opening")).containsExactly("None", "Swap", "Swap2");
        assertThat(names("thinkTime")).startsWith("1 s per move");
    }

    @Test
    void theSidesAndTheSeatsOfAnOpeningAreNamedInTheLanguage() {
        build(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 2));
        switchTo(Language.CHINESE);
        assertThat(names("side").get(0)).as("the side's name is status's; the mark of the first is ours").endsWith("（先手）");
        Edt.run(() -> panel.show(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 2,
                OpeningRule.SWAP2, 5)));
        assertThat(names("side")).containsExactly("开局方", "选择方");
        switchTo(Language.ENGLISH);
        assertThat(names("side")).containsExactly("Opener", "Chooser");
    }

    @Test
    void eachBoxIsMeasuredAgainForItsNewNames() {
        build(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 30));
        int english = Edt.call(() -> find("thinkTime").getPreferredSize().width);
        switchTo(Language.CHINESE);
        int chinese = Edt.call(() -> find("thinkTime").getPreferredSize().width);
        int difference = Edt.call(() -> {
            java.awt.FontMetrics metrics = find("thinkTime").getFontMetrics(find("thinkTime").getFont());
            // the closed box shows the short name (the clock shares its row): it is measured by it
            return metrics.stringWidth("30 s/move") - metrics.stringWidth("每手30秒");
        });
        assertThat(difference).as("the texts differ in width").isNotZero();
        assertThat(english - chinese).as("the box's width follows its widest choice").isEqualTo(difference);
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyValueTheSetupNamesHasItsTextInEachLanguage(Language language) {
        List<String> keys = new ArrayList<>();
        for (Family f : Family.values()) {
            keys.add("setup.game." + f.name());
        }
        for (GomokuRule r : GomokuRule.values()) {
            keys.add("setup.rule." + r.name());
            keys.add("setup.rule." + r.name() + ".tip");
        }
        for (OpeningRule r : OpeningRule.values()) {
            keys.add("setup.opening." + r.name());
            keys.add("setup.opening." + r.name() + ".tip");
        }
        for (Level l : Level.values()) {
            keys.add("setup.level." + l.name());
        }
        for (OpeningChoice c : OpeningChoice.values()) {
            keys.add("panel.choice." + c.name());
        }
        Edt.run(() -> Texts.use(language));
        List<String> missing = Edt.call(() -> keys.stream().filter(k -> !Texts.has(k)).toList());
        assertThat(missing).isEmpty();
    }
}
