package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractAction;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.LanguageFont;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The status area's height: what the window reserves for it is what it takes at its tallest; no display needed. */
class StatusPanelTest {
    private static final int WIDTH = 250;
    private final List<Throwable> errors = new ArrayList<>();
    private GameController controller;
    private StatusPanel panel;

    @AfterEach
    void stop() {
        Edt.run(() -> Texts.use(Language.ENGLISH));
        Edt.run(controller::shutdown);
        assertThat(errors).isEmpty();
    }

    private void open(GameSetup setup, boolean showPrediction) {
        Edt.run(() -> {
            Theme.LIGHT.install();
            controller = new GameController(setup, showPrediction,
                    (level, rules, seed) -> TestStrategies.untilStopped("a1"),
                    rules -> (position, limits, cancellation) -> new Prediction(Outcome.DRAW, Proof.EXACT, null,
                            List.of(), 0, 0, List.of(), Map.of(new Point(0, 0), Outcome.DRAW)),
                    errors::add);
            panel = new StatusPanel(controller, new AbstractAction("Move now") {
                private static final long serialVersionUID = 1L;

                @Override
                public void actionPerformed(java.awt.event.ActionEvent e) {
                    controller.moveNow();
                }
            }, SidePanel.columnWidth());
            JPanel side = new JPanel(new MigLayout("insets 0", "[" + WIDTH + "!]"));
            side.add(panel);
            side.setSize(WIDTH, 600);
            side.validate();
            controller.start();
        });
    }

    /** The panel's preferred height once laid out at its width (a long message wraps to it). */
    private int height() {
        return Edt.call(() -> {
            panel.getParent().validate();
            panel.update();
            panel.getParent().validate();
            return panel.getPreferredSize().height;
        });
    }

    @Test
    void atItsTallestItIsExactlyAsTallAsReserved() {
        // tic-tac-toe against the computer, which opens: thinking, "who will win" with its legend, a long message
        open(new GameSetup(Rules.ticTacToe(), Mode.VS_COMPUTER, Side.SECOND, Level.HARD, 30), true);
        Edt.waitFor("the computer thinking", 5000, controller::isThinking);
        Edt.run(() -> controller.inform("Saved this game as tic-tac-toe-against-the-computer.sgf."));
        int tallest = Edt.call(panel::tallestHeight);
        assertThat(height()).isEqualTo(tallest);
        JLabel notice = (JLabel) find("notice");
        assertThat(Edt.call(notice::getText)).as("wrapped").startsWith("<html>");
        assertThat(Edt.call(notice::getForeground)).as("the theme's readable notice colour")
                .isEqualTo(Edt.call(() -> javax.swing.UIManager.getColor("InARow.notice.foreground")));
        int line = Edt.call(() -> ((JLabel) findIn(panel, "reviewHelp")).getPreferredSize().height);
        assertThat(Edt.call(() -> notice.getPreferredSize().height)).as("two lines").isBetween(line * 2 - 2, line * 2 + 2);
    }

    @Test
    void thinkingOrNotTheHeightStaysAndNeverExceedsTheTallest() {
        open(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 30), true);
        int idle = height();
        Edt.run(() -> controller.cellChosen(new Point(7, 7)));
        Edt.waitFor("the computer thinking", 5000, controller::isThinking);
        assertThat(height()).as("thinking").isEqualTo(idle);
        Edt.run(() -> controller.cellChosen(new Point(9, 9)));
        assertThat(Edt.call(controller::notice)).isNotNull();
        assertThat(height()).as("thinking, with a one-line notice").isEqualTo(idle);
        Edt.run(controller::moveNow);
        Edt.waitFor("the computer's move", 5000, () -> !controller.isThinking());
        Edt.waitFor("a prediction", 5000, () -> controller.analysis().prediction().isPresent());
        assertThat(height()).as("a prediction shown").isEqualTo(idle);
        Edt.run(() -> controller.showMove(1));
        assertThat(height()).as("reviewing").isEqualTo(idle);
        assertThat(idle).isLessThanOrEqualTo(Edt.call(panel::tallestHeight));
    }

    /** Each theme with each language: a Chinese line may be drawn in another font than a Latin one. */
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> themesAndLanguages() {
        return java.util.Arrays.stream(Theme.values()).flatMap(theme -> java.util.Arrays.stream(Language.values())
                .map(language -> org.junit.jupiter.params.provider.Arguments.of(theme, language)));
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.MethodSource("themesAndLanguages")
    void theLinesItReservesAreAsTallAsWrappedLabelsOfThatManyLines(Theme theme, Language language) {
        String letter = LanguageFont.sample(language).substring(0, 1);
        open(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1), true);
        Edt.run(() -> {
            Texts.use(language);
            theme.install();
            javax.swing.SwingUtilities.updateComponentTreeUI(panel);
        });
        for (String name : List.of("notice", "prediction", "status", "legend")) {
            java.awt.Font font = Edt.call(() -> findIn(panel, name).getFont());
            assertThat(font.canDisplayUpTo(letter)).as("%s's font draws %s", name, language).isEqualTo(-1);
            for (int lines = 1; lines <= StatusPanel.PREDICTION_LINES + 1; lines++) {
                int n = lines;
                int wrapped = Edt.call(() -> {
                    JLabel label = new JLabel("<html>" + letter + ("<br>" + letter).repeat(n - 1) + "</html>"); // as StatusText wraps
                    label.setFont(font);
                    return label.getPreferredSize().height;
                });
                assertThat(Edt.call(() -> panel.linesHeight(font, n))).as("%s, %d lines, %s, %s", name, n, theme, language)
                        .isEqualTo(wrapped);
            }
        }
    }

    private java.awt.Component find(String name) {
        return Edt.call(() -> findIn(panel, name));
    }

    private static java.awt.Component findIn(java.awt.Container parent, String name) {
        for (java.awt.Component c : parent.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof java.awt.Container inner) {
                java.awt.Component found = findIn(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
