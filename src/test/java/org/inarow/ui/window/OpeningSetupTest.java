package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import org.inarow.ai.Level;
import org.inarow.model.Family;
import org.inarow.model.OpeningRule;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import java.awt.Font;
import javax.swing.JPanel;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import net.miginfocom.swing.MigLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The opening rule in the setup and the settings: chosen, remembered, and only for gomoku. */
class OpeningSetupTest {
    private final List<GameSetup> reported = new ArrayList<>();

    private SetupPanel panel(GameSetup initial) {
        return Edt.call(() -> {
            Theme.LIGHT.install();
            return new SetupPanel(initial, chosen -> {
                reported.add(chosen);
                return chosen;
            }, () -> { });
        });
    }

    @SuppressWarnings("unchecked")
    private static JComboBox<Object> combo(Container panel, String name) {
        for (Component c : panel.getComponents()) {
            if (name.equals(c.getName())) {
                return (JComboBox<Object>) c;
            }
        }
        throw new AssertionError("no component named " + name);
    }

    private static List<String> names(JComboBox<Object> box) {
        return Edt.call(() -> {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < box.getItemCount(); i++) {
                Component shown = box.getRenderer().getListCellRendererComponent(new JList<>(), box.getItemAt(i), i, false, false);
                names.add(((JLabel) shown).getText());
            }
            return names;
        });
    }

    @Test
    void gomokuOffersNoneSwapAndSwap2AndTheChoiceIsHandedOn() {
        SetupPanel panel = panel(new GameSetup(Rules.renju(), Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 2));
        JComboBox<Object> opening = combo(panel, "opening");
        assertThat(names(opening)).containsExactly("None", "Swap", "Swap2");
        assertThat(Edt.call(opening::isVisible)).isTrue();

        Edt.run(() -> opening.setSelectedItem(OpeningRule.SWAP2));
        Edt.run(() -> { });
        assertThat(reported).last().satisfies(setup -> {
            assertThat(setup.opening()).isEqualTo(OpeningRule.SWAP2);
            assertThat(setup.rules()).isEqualTo(Rules.renju());
        });
        // the seats are named for what they do under an opening rule
        assertThat(names(combo(panel, "side"))).containsExactly("Opener", "Chooser");
    }

    /** The opening's box shares the board's row: every choice still fits it, at the default font and a larger one. */
    @ParameterizedTest(name = "default font {0} px")
    @ValueSource(ints = {13, 15})
    void everyOpeningFitsItsBoxBesideTheBoardSize(int fontSize) {
        List<String> cut = Edt.call(() -> {
            Theme.LIGHT.install();
            UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, fontSize));
            try {
                JPanel column = new JPanel(new MigLayout("insets 0, wrap 1", "[" + SidePanel.columnWidth() + "!,fill]"));
                SetupPanel panel = new SetupPanel(new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST,
                        Level.HARD, 30, OpeningRule.SWAP2), chosen -> chosen, () -> { });
                column.add(panel);
                column.setSize(column.getPreferredSize().width, 1000);
                column.doLayout();
                panel.doLayout();
                List<String> found = new ArrayList<>();
                for (String name : List.of("size", "opening")) {
                    JComboBox<Object> box = combo(panel, name);
                    if (box.getPreferredSize().width > box.getWidth()) {
                        found.add(name + " needs " + box.getPreferredSize().width + " px, has " + box.getWidth());
                    }
                }
                return found;
            } finally {
                Theme.LIGHT.install();
            }
        });
        assertThat(cut).isEmpty();
    }

    @Test
    void ticTacToeHidesTheOpeningAndHasNone() {
        SetupPanel panel = panel(new GameSetup(Rules.ticTacToe(), Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 2, OpeningRule.SWAP));
        assertThat(Edt.call(() -> combo(panel, "opening").isVisible())).isFalse();
        assertThat(new GameSetup(Rules.ticTacToe(), Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 2, OpeningRule.SWAP).opening())
                .isEqualTo(OpeningRule.NONE);
    }

    @Test
    void theOpeningIsRememberedForGomokuAlsoWhileTicTacToeIsPlayed() {
        MemoryPreferences store = new MemoryPreferences();
        Settings settings = new Settings(store);
        GameSetup swap2 = new GameSetup(Rules.gomokuStandard(15), Mode.VS_COMPUTER, Side.SECOND, Level.MEDIUM, 2, OpeningRule.SWAP2);
        settings.setSetup(swap2);
        assertThat(new Settings(store).setup()).isEqualTo(swap2);

        settings.setSetup(swap2.withRules(Rules.ticTacToe()));
        Settings again = new Settings(store);
        assertThat(again.setup().rules().family()).isEqualTo(Family.TIC_TAC_TOE);
        assertThat(again.setup().opening()).isEqualTo(OpeningRule.NONE);
        assertThat(again.gomokuOpening()).isEqualTo(OpeningRule.SWAP2);

        store.put("opening", "swap9");
        assertThat(new Settings(store).gomokuOpening()).as("a damaged value falls back").isEqualTo(OpeningRule.NONE);
    }
}
