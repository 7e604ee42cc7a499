package org.inarow.ui;

import java.util.function.Consumer;
import javax.swing.ButtonGroup;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import net.miginfocom.swing.MigLayout;
import org.inarow.ai.Level;
import org.inarow.model.Family;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * The choices before and during a game: which game (and for gomoku the rule and board size),
 * against whom, which side the player takes, the computer's level and its thinking time.
 * Every change is handed on as a complete {@link GameSetup}.
 */
final class SetupPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JComboBox<String> game = combo("game", "Tic-tac-toe", "Gomoku");
    private final JComboBox<String> rule = combo("rule", "Freestyle", "Standard (exactly five)");
    private final JComboBox<String> size = combo("size", "15 × 15", "19 × 19", "20 × 20");
    private final JRadioButton vsComputer = new JRadioButton("Against the computer");
    private final JRadioButton twoPlayers = new JRadioButton("Two players");
    private final JComboBox<String> side = combo("side", "", "");
    private final JComboBox<String> level = combo("level", "Easy", "Medium", "Hard");
    private final JComboBox<String> thinkTime = combo("thinkTime", times());
    private final JLabel ruleLabel = new JLabel("Rule");
    private final JLabel sizeLabel = new JLabel("Board");
    private final JLabel sideLabel = new JLabel("You play");
    private final JLabel levelLabel = new JLabel("Level");
    private final JLabel timeLabel = new JLabel("Thinking time");
    private final transient Consumer<GameSetup> onChange;
    private boolean updating;
    private Family sideNamesFor;

    SetupPanel(GameSetup initial, Consumer<GameSetup> onChange) {
        super(new MigLayout("insets 0, wrap 2, hidemode 3", "[][grow,fill]", ""));
        this.onChange = onChange;
        vsComputer.setName("vsComputer");
        twoPlayers.setName("twoPlayers");
        ButtonGroup modes = new ButtonGroup();
        modes.add(vsComputer);
        modes.add(twoPlayers);

        add(new JLabel("Game"));
        add(game, "wmin 60");
        add(ruleLabel);
        add(rule, "wmin 60");
        add(sizeLabel);
        add(size, "wmin 60");
        add(vsComputer, "span 2, gaptop related");
        add(twoPlayers, "span 2");
        add(sideLabel);
        add(side, "wmin 60");
        add(levelLabel);
        add(level, "wmin 60");
        add(timeLabel);
        add(thinkTime, "wmin 60");

        show(initial);
        for (JComboBox<String> box : java.util.List.of(game, rule, size, side, level, thinkTime)) {
            box.addActionListener(e -> changed());
        }
        vsComputer.addActionListener(e -> changed());
        twoPlayers.addActionListener(e -> changed());
    }

    /** Shows a setup without reporting it back. */
    void show(GameSetup setup) {
        updating = true;
        try {
            Rules rules = setup.rules();
            Family family = rules.family();
            game.setSelectedIndex(family == Family.TIC_TAC_TOE ? 0 : 1);
            rule.setSelectedIndex(rules.overline() == Overline.WINS ? 0 : 1);
            size.setSelectedIndex(Math.max(0, Rules.GOMOKU_SIZES.indexOf(rules.width())));
            vsComputer.setSelected(setup.mode() == Mode.VS_COMPUTER);
            twoPlayers.setSelected(setup.mode() == Mode.TWO_PLAYERS);
            if (family != sideNamesFor) {
                side.removeAllItems();
                side.addItem(SideNames.of(family, Side.FIRST) + " (first)");
                side.addItem(SideNames.of(family, Side.SECOND));
                sideNamesFor = family;
            }
            side.setSelectedIndex(setup.humanSide().ordinal());
            level.setSelectedIndex(setup.level().ordinal());
            thinkTime.setSelectedIndex(timeIndex(setup.thinkSeconds()));
            boolean gomoku = family == Family.GOMOKU;
            boolean computer = setup.mode() == Mode.VS_COMPUTER;
            for (var c : new javax.swing.JComponent[] {rule, ruleLabel, size, sizeLabel}) {
                c.setVisible(gomoku);
            }
            for (var c : new javax.swing.JComponent[] {side, sideLabel, level, levelLabel}) {
                c.setEnabled(computer);
            }
            boolean timed = computer && setup.level() == Level.HARD;
            thinkTime.setEnabled(timed);
            timeLabel.setEnabled(timed);
        } finally {
            updating = false;
        }
    }

    private void changed() {
        if (updating) {
            return;
        }
        GameSetup setup = read();
        show(setup);
        onChange.accept(setup);
    }

    private GameSetup read() {
        Rules rules;
        if (game.getSelectedIndex() == 0) {
            rules = Rules.ticTacToe();
        } else {
            int boardSize = Rules.GOMOKU_SIZES.get(Math.max(0, size.getSelectedIndex()));
            rules = Rules.gomoku(boardSize, rule.getSelectedIndex() == 1 ? Overline.DOES_NOT_WIN : Overline.WINS);
        }
        Mode mode = twoPlayers.isSelected() ? Mode.TWO_PLAYERS : Mode.VS_COMPUTER;
        Side human = side.getSelectedIndex() == 1 ? Side.SECOND : Side.FIRST;
        Level chosen = Level.values()[Math.max(0, level.getSelectedIndex())];
        int seconds = GameSetup.THINK_SECONDS[Math.max(0, thinkTime.getSelectedIndex())];
        return new GameSetup(rules, mode, human, chosen, seconds);
    }

    private static int timeIndex(int seconds) {
        int best = 0;
        for (int i = 0; i < GameSetup.THINK_SECONDS.length; i++) {
            if (GameSetup.THINK_SECONDS[i] <= seconds) {
                best = i;
            }
        }
        return best;
    }

    private static String[] times() {
        String[] items = new String[GameSetup.THINK_SECONDS.length];
        for (int i = 0; i < items.length; i++) {
            items[i] = GameSetup.THINK_SECONDS[i] + " s per move";
        }
        return items;
    }

    private static JComboBox<String> combo(String name, String... items) {
        JComboBox<String> box = new JComboBox<>(items);
        box.setName(name);
        box.setKeySelectionManager((key, model) -> -1); // typed letters are shortcuts (H for hint), not choices
        return box;
    }
}
