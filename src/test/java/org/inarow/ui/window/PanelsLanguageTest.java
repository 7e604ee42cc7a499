package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.OpeningChoice;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.game.ClickSound;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.ChanceText;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Each part of the side panel (and View › Stone sound) says what it says in the language chosen,
 * and a change of language rewrites it where it stands, without being built again. No display needed.
 */
class PanelsLanguageTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private final List<Throwable> errors = Collections.synchronizedList(new ArrayList<>());
    private GameController controller;

    @AfterEach
    void english() {
        Edt.run(() -> Texts.use(Language.ENGLISH));
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    private static void switchTo(Language language, Component root) {
        Edt.run(() -> {
            Texts.use(language);
            TextBindings.retext(root);
        });
    }

    private static Component find(Container parent, String name) {
        for (Component c : parent.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container inner) {
                Component found = find(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static String text(Container parent, String name) {
        return Edt.call(() -> {
            Component c = find(parent, name);
            assertThat(c).as(name).isNotNull();
            return c instanceof JLabel label ? label.getText() : ((JButton) c).getText();
        });
    }

    private void start(Mode mode, Predicting predicting, long reviewMillis) {
        controller = Edt.call(() -> {
            Theme.LIGHT.install();
            GameController c = new GameController(new GameSetup(GOMOKU, mode, Side.FIRST, Level.MEDIUM, 1),
                    predicting == Predicting.ON, (level, rules, seed) -> TestStrategies.untilStopped("a1"),
                    rules -> (position, limits, cancellation) -> {
                        long end = System.currentTimeMillis() + reviewMillis;
                        while (System.currentTimeMillis() < end && !cancellation.isCancelled()) {
                            TestStrategies.sleep(5);
                        }
                        return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of());
                    }, errors::add);
            c.start();
            return c;
        });
    }

    private enum Predicting { ON, OFF }

    private JPanel statusPanel() {
        return Edt.call(() -> {
            StatusPanel panel = new StatusPanel(controller, new AbstractAction("Move now") {
                private static final long serialVersionUID = 1L;

                @Override
                public void actionPerformed(java.awt.event.ActionEvent e) {
                    controller.moveNow();
                }
            }, SidePanel.columnWidth());
            JPanel side = new JPanel(new MigLayout("insets 0", "[250!]"));
            side.add(panel);
            side.setSize(250, 600);
            side.validate();
            return side;
        });
    }

    @Test
    void theStatusIsWrittenAgainInTheNewLanguage() {
        start(Mode.TWO_PLAYERS, Predicting.OFF, 0);
        JPanel side = statusPanel();
        Edt.run(() -> ((JLabel) find(side, "status")).setText("stale"));
        switchTo(Language.CHINESE, side);
        assertThat(text(side, "status")).as("made again from the state, in the language of now")
                .isEqualTo(Edt.call(controller::turnText));
        assertThat(text(side, "reviewHelp")).isEqualTo("按 End 键回到对局。");

        Edt.run(controller::hint); // the computer looks for a hint until stopped
        Edt.waitFor("the hint to start", 5000, controller::isHinting);
        assertThat(text(side, "notice")).isEqualTo("正在寻找好棋…");
        switchTo(Language.ENGLISH, side);
        assertThat(text(side, "notice")).isEqualTo("Looking for a good move…");
        assertThat(text(side, "reviewHelp")).isEqualTo("End returns to the game.");
        assertThat(text(side, "status")).isEqualTo(Edt.call(controller::turnText));
    }

    @Test
    void theOpeningsChoicesAreRenamed() {
        OpeningChoicePanel panel = Edt.call(() -> new OpeningChoicePanel(choice -> { }));
        assertThat(text(panel, "choice-" + OpeningChoice.PLAY_WHITE.id())).isEqualTo("Play White");
        assertThat(text(panel, "choice-" + OpeningChoice.PLACE_TWO.id())).isEqualTo("Place two more");
        switchTo(Language.CHINESE, panel);
        assertThat(text(panel, "choice-" + OpeningChoice.PLAY_WHITE.id())).isEqualTo("执白");
        assertThat(text(panel, "choice-" + OpeningChoice.PLAY_BLACK.id())).isEqualTo("执黑");
        assertThat(text(panel, "choice-" + OpeningChoice.PLACE_TWO.id())).isEqualTo("再摆两子");
        switchTo(Language.ENGLISH, panel);
        assertThat(text(panel, "choice-" + OpeningChoice.PLAY_BLACK.id())).isEqualTo("Play Black");
    }

    @Test
    void theReviewsProgressIsRenamedWhileItRuns() {
        start(Mode.TWO_PLAYERS, Predicting.OFF, 400);
        for (String cell : "h8 h9 i8 i9 j8".split(" ")) {
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
        }
        ReviewProgressPanel panel = Edt.call(() -> new ReviewProgressPanel(controller, new AbstractAction("Cancel") {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                controller.reviewer().cancel();
            }
        }));
        Edt.run(controller.reviewer()::start);
        Edt.waitFor("the review's progress", 5000, () -> controller.reviewer().progress().isPresent()
                && ((JLabel) find(panel, "reviewProgressText")).getText().startsWith("Reviewing the game: position "));
        switchTo(Language.CHINESE, panel);
        assertThat(text(panel, "reviewProgressText")).matches("复盘中：第 \\d / 6 个局面");
        switchTo(Language.ENGLISH, panel);
        assertThat(text(panel, "reviewProgressText")).matches("Reviewing the game: position \\d of 6");
        Edt.run(controller.reviewer()::cancel);
    }

    @Test
    void theMoveListsRowsAreMeasuredInTheNewLanguage() {
        MoveListPanel moves = Edt.call(() -> {
            Theme.LIGHT.install();
            return new MoveListPanel(n -> { }, line -> { });
        });
        assertThat(Edt.call(() -> moves.jList().getPrototypeCellValue())).isEqualTo("999.  White  o15  ??");
        switchTo(Language.CHINESE, moves);
        assertThat(Edt.call(() -> moves.jList().getPrototypeCellValue())).isEqualTo("999.  白方  o15  ??");
        switchTo(Language.ENGLISH, moves);
        assertThat(Edt.call(() -> moves.jList().getPrototypeCellValue())).isEqualTo("999.  White  o15  ??");
    }

    @Test
    void theGraphAndTheBarTellTheirWordsInTheNewLanguage() {
        WinChanceGraph graph = Edt.call(() -> {
            Theme.LIGHT.install();
            return new WinChanceGraph(move -> { });
        });
        assertThat(Edt.call(() -> graph.getAccessibleContext().getAccessibleName()))
                .isEqualTo("Win chance graph: click a point to show that move");
        switchTo(Language.CHINESE, graph);
        assertThat(Edt.call(() -> graph.getAccessibleContext().getAccessibleName())).isEqualTo("胜率曲线：点击一个点即可查看那一手");

        ChancePoint point = new ChancePoint(3, 0.7, false);
        WinChanceBar bar = Edt.call(() -> {
            WinChanceBar b = new WinChanceBar();
            b.show(Optional.of(point), Family.GOMOKU, 1);
            b.setToolTipText("stale");
            return b;
        });
        switchTo(Language.ENGLISH, bar);
        assertThat(Edt.call(() -> bar.getToolTipText())).as("told again, in the language of now")
                .isEqualTo(ChanceText.chances(point, Family.GOMOKU));
        switchTo(Language.ENGLISH, graph);
        assertThat(Edt.call(() -> graph.getAccessibleContext().getAccessibleName()))
                .isEqualTo("Win chance graph: click a point to show that move");
    }

    @Test
    void theStoneSoundSwitchIsRenamed() {
        start(Mode.TWO_PLAYERS, Predicting.OFF, 0);
        Action toggle = Edt.call(() -> StoneSoundSwitch.attach(controller, new Settings(new MemoryPreferences()),
                new ClickSound(format -> {
                    throw new javax.sound.sampled.LineUnavailableException("no device here");
                })));
        assertThat((String) toggle.getValue(Action.NAME)).isEqualTo("Stone sound");
        assertThat((String) toggle.getValue(Action.SHORT_DESCRIPTION)).isEqualTo("A quiet click for every stone set on the board");
        assertThat(toggle.getValue(Action.MNEMONIC_KEY)).isEqualTo(java.awt.event.KeyEvent.VK_S);
        Edt.run(() -> {
            Texts.use(Language.CHINESE);
            TextBindings.retextAll();
        });
        assertThat((String) toggle.getValue(Action.NAME)).isEqualTo("落子音效(S)");
        assertThat(toggle.getValue(Action.SHORT_DESCRIPTION)).isEqualTo("每落一子都有一声轻响");
        assertThat(toggle.getValue(Action.MNEMONIC_KEY)).isEqualTo(java.awt.event.KeyEvent.VK_S);
        Edt.run(() -> {
            Texts.use(Language.ENGLISH);
            TextBindings.retextAll();
        });
        assertThat((String) toggle.getValue(Action.NAME)).isEqualTo("Stone sound");
    }
}
