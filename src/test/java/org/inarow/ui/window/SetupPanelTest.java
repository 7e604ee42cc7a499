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
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The setup's combo boxes hold the values themselves and show them by name; no display needed. */
class SetupPanelTest {
    private final List<GameSetup> reported = new ArrayList<>();
    private GameSetup inEffect;
    private boolean refuseNewRules;
    private SetupPanel panel;

    @BeforeEach
    void build() {
        Edt.run(() -> {
            Theme.LIGHT.install();
            inEffect = new GameSetup(Rules.gomokuFreestyle(15), Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 2);
            // like the controller: takes the setup, unless it brings new rules and the player keeps the game
            panel = new SetupPanel(inEffect, chosen -> {
                reported.add(chosen);
                if (!(refuseNewRules && !chosen.rules().equals(inEffect.rules()))) {
                    inEffect = chosen;
                }
                return inEffect;
            }, () -> { });
        });
    }

    @SuppressWarnings("unchecked")
    private JComboBox<Object> combo(String name) {
        return (JComboBox<Object>) find(panel, name);
    }

    private static Component find(Container parent, String name) {
        for (Component c : parent.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
        }
        throw new AssertionError("no component named " + name);
    }

    /** The names the player sees in a combo's list, in order. */
    private List<String> names(String comboName) {
        return Edt.call(() -> {
            JComboBox<Object> box = combo(comboName);
            List<String> names = new ArrayList<>();
            JList<Object> list = new JList<>();
            for (int i = 0; i < box.getItemCount(); i++) {
                Component shown = box.getRenderer().getListCellRendererComponent(list, box.getItemAt(i), i, false, false);
                names.add(((JLabel) shown).getText());
            }
            return names;
        });
    }

    private GameSetup choose(String comboName, Object value) {
        Edt.run(() -> combo(comboName).setSelectedItem(value));
        Edt.run(() -> { }); // the change is handed on once the box's list has closed
        assertThat(reported).isNotEmpty();
        return reported.get(reported.size() - 1);
    }

    @Test
    void theBoxesHoldTheValuesAndShowTheirNames() {
        assertThat(names("game")).containsExactly("Tic-tac-toe", "Gomoku");
        assertThat(names("rule")).containsExactly("Five or more", "Exactly five", "Renju");
        assertThat(names("size")).containsExactly("15 × 15", "19 × 19", "20 × 20");
        assertThat(names("side")).containsExactly("Black (first)", "White");
        assertThat(names("level")).containsExactly("Easy", "Medium", "Hard");
        assertThat(names("thinkTime")).containsExactly("1 s per move", "2 s per move", "5 s per move", "10 s per move",
                "30 s per move");
        assertThat(Edt.call(() -> combo("level").getItemAt(2))).isEqualTo(Level.HARD);
    }

    @Test
    void theClocksAreOfferedByNameAndAChoiceIsReportedWithTheSetup() {
        assertThat(names("clock")).containsExactly("No clock", "10 s a move", "30 s a move", "60 s a move",
                "1 min + 1 s", "3 min + 2 s", "5 min + 3 s", "10 min + 5 s", "15 min + 10 s");
        assertThat(choose("clock", org.inarow.model.TimeControl.fischer(300, 3)).clock())
                .isEqualTo(org.inarow.model.TimeControl.fischer(300, 3));
        Edt.run(() -> panel.show(inEffect.withClock(org.inarow.model.TimeControl.fischer(3, 0)))); // from the settings
        assertThat(names("clock")).contains("3 s + 0 s");
        assertThat(Edt.call(() -> combo("clock").getSelectedItem())).isEqualTo(org.inarow.model.TimeControl.fischer(3, 0));
    }

    @Test
    void eachChoiceIsReportedAsTheValueChosen() {
        assertThat(choose("level", Level.HARD).level()).isEqualTo(Level.HARD);
        assertThat(choose("thinkTime", 10).thinkSeconds()).isEqualTo(10);
        assertThat(choose("size", 19).rules()).isEqualTo(Rules.gomoku(19, Overline.WINS));
        assertThat(choose("rule", GomokuRule.STANDARD).rules()).isEqualTo(Rules.gomoku(19, Overline.DOES_NOT_WIN));
        assertThat(choose("side", Side.SECOND).humanSide()).isEqualTo(Side.SECOND);
        GameSetup ticTacToe = choose("game", org.inarow.model.Family.TIC_TAC_TOE);
        assertThat(ticTacToe.rules()).isEqualTo(Rules.ticTacToe());
        assertThat(ticTacToe.level()).as("the other choices stay").isEqualTo(Level.HARD);
        assertThat(names("side")).as("the sides are named for the game").containsExactly("X (first)", "O");
    }

    @Test
    void aChangeTheOwnerDoesNotTakeReturnsTheBoxToWhatItWas() {
        refuseNewRules = true;
        GameSetup asked = choose("size", 20);
        assertThat(asked.rules()).as("asked for").isEqualTo(Rules.gomoku(20, Overline.WINS));
        assertThat(Edt.call(() -> combo("size").getSelectedItem())).as("shown again").isEqualTo(15);
        assertThat(choose("level", Level.HARD).level()).isEqualTo(Level.HARD);
        assertThat(Edt.call(() -> combo("level").getSelectedItem())).as("taken").isEqualTo(Level.HARD);
        assertThat(Edt.call(() -> combo("size").getSelectedItem())).isEqualTo(15);
    }

    @Test
    void aSetupShownIsNotReportedBack() {
        Edt.run(() -> panel.show(new GameSetup(Rules.gomoku(20, Overline.DOES_NOT_WIN), Mode.TWO_PLAYERS, Side.SECOND,
                Level.EASY, 30)));
        assertThat(reported).isEmpty();
        assertThat(Edt.call(() -> combo("size").getSelectedItem())).isEqualTo(20);
        assertThat(Edt.call(() -> combo("rule").getSelectedItem())).isEqualTo(GomokuRule.STANDARD);
        assertThat(Edt.call(() -> combo("thinkTime").getSelectedItem())).isEqualTo(30);
        assertThat(Edt.call(() -> combo("level").isEnabled())).as("no computer, no level").isFalse();
    }

    @Test
    void renjuIsFifteenByFifteenAndFixesTheBoardSizeWhileChosen() {
        assertThat(choose("size", 19).rules().width()).isEqualTo(19);
        assertThat(Edt.call(() -> combo("size").isEnabled())).as("free before renju").isTrue();
        assertThat(choose("rule", GomokuRule.RENJU).rules()).isEqualTo(Rules.renju());
        assertThat(Edt.call(() -> combo("size").getSelectedItem())).as("renju's board shown").isEqualTo(15);
        assertThat(Edt.call(() -> combo("size").isEnabled())).as("fixed while renju is chosen").isFalse();
        assertThat(choose("rule", GomokuRule.FREESTYLE).rules()).isEqualTo(Rules.gomokuFreestyle(15));
        assertThat(Edt.call(() -> combo("size").isEnabled())).as("free again").isTrue();
    }

    @Test
    void renjuRefusedLeavesTheRuleAndSizeAsTheyWere() {
        choose("size", 19);
        refuseNewRules = true;
        assertThat(choose("rule", GomokuRule.RENJU).rules()).as("asked for").isEqualTo(Rules.renju());
        assertThat(Edt.call(() -> combo("rule").getSelectedItem())).isEqualTo(GomokuRule.FREESTYLE);
        assertThat(Edt.call(() -> combo("size").getSelectedItem())).isEqualTo(19);
        assertThat(Edt.call(() -> combo("size").isEnabled())).isTrue();
    }

    @Test
    void aRenjuSetupShownSelectsRenju() {
        Edt.run(() -> panel.show(GameSetup.defaults().withRules(Rules.renju())));
        assertThat(reported).isEmpty();
        assertThat(Edt.call(() -> combo("rule").getSelectedItem())).isEqualTo(GomokuRule.RENJU);
        assertThat(Edt.call(() -> combo("size").isEnabled())).isFalse();
    }

    @Test
    void gomokusLevelIsARungAndOnlyTheEngineTakesAThinkingTime() {
        assertThat(names("rung")).hasSize(org.inarow.ai.ladder.Ladder.top()).startsWith("Level 1: Beginner, 350")
                .endsWith("Level 10: Champion, 2030");
        assertThat(Edt.call(() -> combo("rung").isVisible())).isTrue();
        assertThat(Edt.call(() -> combo("level").isVisible())).as("tic-tac-toe's levels").isFalse();
        assertThat(Edt.call(() -> combo("thinkTime").isEnabled())).as("level 5").isFalse();
        GameSetup top = choose("rung", org.inarow.ai.ladder.Ladder.rung(10));
        assertThat(top.rung()).isEqualTo(10);
        assertThat(top.level()).as("tic-tac-toe's level stays").isEqualTo(Level.MEDIUM);
        assertThat(Edt.call(() -> combo("thinkTime").isEnabled())).as("level 10, the engine").isTrue();
        GameSetup ticTacToe = choose("game", org.inarow.model.Family.TIC_TAC_TOE);
        assertThat(ticTacToe.rung()).as("gomoku's level stays").isEqualTo(10);
        assertThat(Edt.call(() -> combo("level").isVisible())).isTrue();
        assertThat(Edt.call(() -> combo("rung").isVisible())).isFalse();
        assertThat(Edt.call(() -> find(panel, "levelRecord").isVisible())).as("no record in tic-tac-toe").isFalse();
    }
}
