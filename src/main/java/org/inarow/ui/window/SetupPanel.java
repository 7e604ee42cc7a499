package org.inarow.ui.window;

import com.formdev.flatlaf.util.UIScale;
import java.util.List;
import java.util.function.UnaryOperator;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.SwingUtilities;
import javax.swing.event.PopupMenuEvent;
import javax.swing.event.PopupMenuListener;
import net.miginfocom.swing.MigLayout;
import org.inarow.ai.Level;
import org.inarow.ai.ladder.Ladder;
import org.inarow.ai.ladder.Rung;
import org.inarow.model.Family;
import org.inarow.model.OpeningRule;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.LevelProgress;
import org.inarow.ui.game.LevelNames;
import org.inarow.ui.game.LevelRecord;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.SideNames;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * The choices before and during a game: which game (and for gomoku the rule and board size),
 * against whom, which side the player takes, the computer's level (tic-tac-toe's three, gomoku's
 * rungs of the {@link Ladder} with their measured ratings) and its thinking time (where it counts),
 * and for gomoku the player's record at the level and "Adjust the level to me"; the players' clock (none, a
 * time per move, Fischer) beside the thinking time.
 * The combo boxes hold the values themselves and name them in the current language (View › Language
 * renames them where they stand); every change is handed on as a complete
 * {@link GameSetup}, and the panel then shows the setup in effect: a change the player took back
 * (kept the game in progress rather than start a new one) returns the boxes to what they were, and
 * while the question is open they show the game in progress.
 * A choice made, or a list closed, gives the keyboard back to the board, so the arrow keys that
 * follow move the board's cursor instead of changing the choice.
 */
final class SetupPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JComboBox<Family> game = combo("game", List.of(Family.values()));
    private final JComboBox<GomokuRule> rule = combo("rule", List.of(GomokuRule.values()));
    private final JComboBox<Integer> size = combo("size", Rules.GOMOKU_SIZES);
    private final JComboBox<OpeningRule> opening = combo("opening", List.of(OpeningRule.values()));
    // one row for both: the rows below hold the level's record and "Adjust the level to me"
    private final JRadioButton vsComputer = textAndTip(new JRadioButton(), "setup.vsComputer");
    private final JRadioButton twoPlayers = textAndTip(new JRadioButton(), "setup.twoPlayers");
    private final JComboBox<Side> side = combo("side", List.of(Side.FIRST, Side.SECOND));
    private final JComboBox<Level> level = combo("level", List.of(Level.values()));
    private final JComboBox<Rung> rung = combo("rung", Ladder.rungs());
    private final JCheckBox adjust = textAndTip(new JCheckBox(), "setup.adjust");
    private final JLabel record = new JLabel(" ");
    private final JComboBox<Integer> thinkTime = combo("thinkTime", thinkSeconds());
    private final JLabel ruleLabel = TextBindings.text(new JLabel(), "setup.rule");
    private final JLabel sizeLabel = TextBindings.text(new JLabel(), "setup.board");
    private final JLabel sideLabel = TextBindings.text(new JLabel(), "setup.side");
    private final JLabel levelLabel = TextBindings.text(new JLabel(), "setup.level");
    private final JLabel timeLabel = TextBindings.text(new JLabel(), "setup.time"); // short: the board's row needs the room for two boxes
    private final EngineRows engines = new EngineRows();
    private final JComboBox<TimeControl> clock = combo("clock", TimeControl.PRESETS);
    private final transient LevelProgress levels;
    private final transient UnaryOperator<GameSetup> onChange;
    private final transient Runnable afterChoice;
    /** The setup last shown, the one in effect: the panel shows it while a change waits for its answer. */
    private transient GameSetup inEffect;
    /** The setup whose record is shown: a change of language writes it anew. */
    private transient GameSetup recordShown;
    private boolean updating;

    /**
     * {@code onChange} takes a setup chosen and returns the setup in effect afterwards;
     * {@code afterChoice} gives the keyboard back (to the board).
     */
    SetupPanel(GameSetup initial, UnaryOperator<GameSetup> onChange, Runnable afterChoice) {
        this(initial, LevelProgress.inMemory(), onChange, afterChoice);
    }

    /** {@code levels} holds the player's record per gomoku level and the "adjust" switch. */
    SetupPanel(GameSetup initial, LevelProgress levels, UnaryOperator<GameSetup> onChange, Runnable afterChoice) {
        // a narrow gap after the labels: the board's row holds two boxes (size and opening)
        super(new MigLayout("insets 0, wrap 2, hidemode 3", "[]" + UIScale.scale(2) + "[grow,fill]", ""));
        this.levels = levels;
        this.onChange = onChange;
        this.afterChoice = afterChoice;
        vsComputer.setName("vsComputer");
        adjust.setName("adjustLevel");
        for (javax.swing.AbstractButton tight : List.of(vsComputer, twoPlayers, adjust)) {
            java.awt.Insets m = tight.getMargin(); // no room above and below: the window's least height stays
            tight.setMargin(new java.awt.Insets(0, m == null ? 2 : m.left, 0, m == null ? 2 : m.right));
        }
        adjust.setSelected(levels.adjusts());
        record.setName("levelRecord");
        record.putClientProperty("FlatLaf.styleClass", "small"); // a caption to the level box
        twoPlayers.setName("twoPlayers");
        ButtonGroup modes = new ButtonGroup();
        modes.add(vsComputer);
        modes.add(twoPlayers);
        TextBindings.tip(opening, "setup.opening.tip");
        nameTheChoices();

        JLabel gameLabel = TextBindings.text(new JLabel(), "setup.game");
        // each box is named by its label for a screen reader (the opening box, beside the size, by its own words)
        gameLabel.setLabelFor(game);
        ruleLabel.setLabelFor(rule);
        sizeLabel.setLabelFor(size);
        sideLabel.setLabelFor(side);
        timeLabel.setLabelFor(thinkTime);
        TextBindings.tip(clock, "setup.clock.tip");
        nameForReaders();
        add(gameLabel);
        add(game, "wmin 60");
        add(ruleLabel);
        add(rule, "wmin 60");
        add(sizeLabel);
        // the opening shares the board's row: a row more would make the window's minimum taller
        add(size, "split 2, wmin pref, growx 0");
        add(opening, "wmin 40, growx, gapx 0");
        add(vsComputer, "span 2, split 2");
        add(twoPlayers);
        add(sideLabel);
        add(side, "wmin 60");
        add(levelLabel);
        add(level, "wmin 60"); // tic-tac-toe's, or gomoku's (one of the two rows is shown):
        add(rung, "span 2, growx, wmin 60"); // the whole row, for the rating (the box names the level itself)
        // the record reads as the level box's caption: no gap, and the window's least height stays as it was
        add(record, "span 2, wmin 0, gaptop 0");
        add(adjust, "span 2, gaptop 0");
        add(timeLabel);
        // the clock shares the time's row (a row more would make the window's minimum taller); alone in tic-tac-toe
        add(thinkTime, "split 2, wmin pref, growx 0");
        add(clock, "wmin 40, growx, gapx 2");

        show(initial);
        TextBindings.onRetext(this, () -> {
            nameForReaders();
            nameTheChoices(); // new renderers: each box measures its widest choice again
            if (recordShown != null) {
                showRecord(recordShown);
            }
        });
        PopupMenuListener giveBackTheKeyboard = new PopupMenuListener() {
            @Override
            public void popupMenuWillBecomeInvisible(PopupMenuEvent e) {
                SwingUtilities.invokeLater(afterChoice);
            }

            @Override
            public void popupMenuWillBecomeVisible(PopupMenuEvent e) {
                // nothing chosen yet
            }

            @Override
            public void popupMenuCanceled(PopupMenuEvent e) {
                // closed all the same: handled above
            }
        };
        adjust.addActionListener(e -> {
            levels.setAdjusts(adjust.isSelected());
            SwingUtilities.invokeLater(afterChoice);
        });
        for (JComboBox<?> box : List.of(game, rule, size, opening, side, level, rung, thinkTime, clock, engines.computer,
                engines.person)) {
            box.addActionListener(e -> changed());
            box.addPopupMenuListener(giveBackTheKeyboard);
        }
        for (JRadioButton mode : List.of(vsComputer, twoPlayers)) {
            mode.addActionListener(e -> {
                changed();
                SwingUtilities.invokeLater(afterChoice);
            });
        }
    }

    /** Shows a setup without reporting it back. */
    void show(GameSetup setup) {
        inEffect = setup;
        updating = true;
        try {
            Rules rules = setup.rules();
            Family family = rules.family();
            game.setSelectedItem(family);
            if (family == Family.GOMOKU) { // tic-tac-toe leaves gomoku's own choices as they were
                showGomokuChoices(rules);
                opening.setSelectedItem(setup.opening());
            }
            vsComputer.setSelected(setup.mode() == Mode.VS_COMPUTER);
            twoPlayers.setSelected(setup.mode() == Mode.TWO_PLAYERS);
            side.setSelectedItem(setup.humanSide());
            side.repaint(); // the sides' names follow the game
            level.setSelectedItem(setup.level());
            rung.setSelectedItem(setup.gomokuRung());
            thinkTime.setSelectedItem(nearestTime(setup.thinkSeconds()));
            if (((javax.swing.DefaultComboBoxModel<TimeControl>) clock.getModel()).getIndexOf(setup.clock()) < 0) {
                clock.addItem(setup.clock()); // a clock the settings or a test chose beside the offered ones
            }
            clock.setSelectedItem(setup.clock());
            boolean gomoku = family == Family.GOMOKU;
            boolean computer = setup.mode() == Mode.VS_COMPUTER;
            for (JComponent c : new JComponent[] {rule, ruleLabel, size, sizeLabel, opening}) {
                c.setVisible(gomoku);
            }
            boolean sizeFree = selected(rule).fixedSize().isEmpty(); // renju is 15 × 15 only
            size.setEnabled(sizeFree);
            sizeLabel.setEnabled(sizeFree);
            for (JComponent c : new JComponent[] {side, sideLabel, level, levelLabel}) {
                c.setEnabled(computer);
            }
            level.setVisible(!gomoku);
            levelLabel.setVisible(!gomoku);
            rung.setVisible(gomoku);
            record.setVisible(gomoku);
            adjust.setVisible(gomoku);
            record.setEnabled(computer);
            adjust.setSelected(levels.adjusts());
            showRecord(setup);
            // only the full engine uses the time (tic-tac-toe's hard level solves the game at once, and the
            // lower rungs play by their own settings within a short time)
            boolean timed = computer && setup.thinkTimeCounts();
            thinkTime.setVisible(gomoku);
            thinkTime.setEnabled(timed); // the row's label stays: it names the clock too
            engines.show(setup, gomoku, computer);
            // an engine at the computer's side plays at its own strength: the level only stands in should InARow take over
            boolean ourLevel = computer && engines.seats().computer().isEmpty();
            rung.setEnabled(ourLevel);
            adjust.setEnabled(ourLevel);
        } finally {
            updating = false;
        }
    }

    /** Shows the player's record at the setup's gomoku level (it changes when a game ends). */
    void showRecord(GameSetup setup) {
        recordShown = setup;
        LevelRecord games = levels.record(setup.rung());
        if (!games.text().equals(record.getText())) {
            record.setText(games.text());
        }
        Rung at = setup.gomokuRung();
        record.setToolTipText(Texts.format("setup.record.tip", at.number(), rungTitle(at)));
    }

    /**
     * Gives each box a renderer that names its choices in the current language. A new one each
     * time: a box measures its widest choice again only when its renderer changes.
     */
    private void nameTheChoices() {
        game.setRenderer(new ChoiceRenderer<>(Family.class, f -> Texts.get("setup.game." + f.name())));
        rule.setRenderer(new ChoiceRenderer<>(GomokuRule.class, GomokuRule::label, GomokuRule::tip));
        size.setRenderer(new ChoiceRenderer<>(Integer.class, n -> n + " × " + n));
        opening.setRenderer(new ChoiceRenderer<>(OpeningRule.class, r -> Texts.get("setup.opening." + r.name()),
                r -> Texts.get("setup.opening." + r.name() + ".tip")));
        side.setRenderer(new ChoiceRenderer<>(Side.class, this::sideName));
        level.setRenderer(new ChoiceRenderer<>(Level.class, l -> Texts.get("setup.level." + l.name())));
        rung.setRenderer(new ChoiceRenderer<>(Rung.class, SetupPanel::rungName,
                r -> Texts.format("setup.rung.tip", r.number(), rungTitle(r), Ladder.rating(r))));
        // the closed boxes short: the clock shares the time's row
        thinkTime.setRenderer(new ChoiceRenderer<>(Integer.class, seconds -> Texts.format("setup.thinkTime", seconds),
                seconds -> null, seconds -> Texts.format("setup.thinkTime.short", seconds)));
        clock.setRenderer(new ChoiceRenderer<>(TimeControl.class, ClockNames::full, c -> null,
                ClockNames::brief));
        engines.setRenderers();
    }

    /** Offers the added engines (their names, in the list's order) as players; the setup in effect is shown again. */
    void offerEngines(List<String> names) {
        boolean wasUpdating = updating;
        updating = true;
        try {
            engines.offer(names, this);
        } finally {
            updating = wasUpdating;
        }
        if (inEffect != null) {
            show(inEffect);
        }
    }

    /**
     * Shows gomoku's board size and rule without reporting them: the choices gomoku comes back
     * with when it is chosen again (each game keeps its own).
     */
    void showGomokuChoices(Rules rules) {
        boolean wasUpdating = updating;
        updating = true;
        try {
            rule.setSelectedItem(GomokuRule.of(rules));
            size.setSelectedItem(Rules.GOMOKU_SIZES.contains(rules.width()) ? rules.width() : Rules.GOMOKU_SIZES.get(0));
        } finally {
            updating = wasUpdating;
        }
    }

    /** Shows gomoku's opening rule without reporting it (as {@link #showGomokuChoices}). */
    void showGomokuOpening(OpeningRule rule) {
        boolean wasUpdating = updating;
        updating = true;
        try {
            opening.setSelectedItem(rule);
        } finally {
            updating = wasUpdating;
        }
    }

    private void changed() {
        if (updating) {
            return;
        }
        GameSetup chosen = read();
        // after the combo box's list has closed: the change may ask a question first ("Start a new game?"), and
        // until it is answered the panel shows the game in progress, as the board does, not the game asked about
        SwingUtilities.invokeLater(() -> {
            show(inEffect);
            show(onChange.apply(chosen));
        });
    }

    private GameSetup read() {
        Family family = selected(game);
        GomokuRule gomokuRule = selected(rule);
        int boardSize = gomokuRule.fixedSize().orElse(selected(size));
        Rules rules = family == Family.TIC_TAC_TOE ? Rules.ticTacToe() : gomokuRule.rules(boardSize);
        Mode mode = twoPlayers.isSelected() ? Mode.TWO_PLAYERS : Mode.VS_COMPUTER;
        return new GameSetup(rules, mode, selected(side), selected(level), selected(thinkTime), selected(opening),
                selected(rung).number(), engines.seats(), selected(clock));
    }

    private static <T> T selected(JComboBox<T> box) {
        return box.getItemAt(Math.max(0, box.getSelectedIndex()));
    }

    private String sideName(Side s) {
        if (selected(game) == Family.GOMOKU && selected(opening) != OpeningRule.NONE) {
            return Texts.get(s == Side.FIRST ? "setup.side.opener" : "setup.side.chooser");
        }
        String name = SideNames.of(selected(game), s);
        return s == Side.FIRST ? Texts.format("setup.side.first", name) : name;
    }

    /**
     * "Level 3: Casual, 690": the level, its name and its rating as the ladder measured it, to the nearest ten ("about" in the
     * tooltip: the whole text must fit the side panel's width at a larger font).
     */
    private static String rungName(Rung r) {
        return Texts.format("setup.rung", r.number(), rungTitle(r), Math.round(Ladder.rating(r) / 10.0) * 10);
    }

    /** A level's name ("Casual") in the current language, as the game's texts name it. */
    private static String rungTitle(Rung r) {
        return LevelNames.name(r);
    }

    /** The offered time closest to {@code seconds} from below (the shortest if none is). */
    private static Integer nearestTime(int seconds) {
        int best = GameSetup.THINK_SECONDS[0];
        for (int offered : GameSetup.THINK_SECONDS) {
            if (offered <= seconds) {
                best = offered;
            }
        }
        return best;
    }

    private static List<Integer> thinkSeconds() {
        return java.util.Arrays.stream(GameSetup.THINK_SECONDS).boxed().toList();
    }

    /** A button showing the text of {@code key} with {@code key.tip} as its tool tip, both kept in the current language. */
    private static <B extends javax.swing.AbstractButton> B textAndTip(B button, String key) {
        return TextBindings.tip(TextBindings.text(button, key), key + ".tip");
    }

    /** The names a screen reader says of the boxes no label of their own names: the opening's; gomoku's level. */
    private void nameForReaders() {
        opening.getAccessibleContext().setAccessibleName(Texts.get("setup.openingName"));
        rung.getAccessibleContext().setAccessibleName(Texts.get("setup.level"));
        level.getAccessibleContext().setAccessibleName(Texts.get("setup.level"));
        clock.getAccessibleContext().setAccessibleName(Texts.get("setup.clock"));
    }

    static <T> JComboBox<T> combo(String name, List<T> items) {
        JComboBox<T> box = new JComboBox<>();
        items.forEach(box::addItem);
        box.setName(name);
        box.setKeySelectionManager((key, model) -> -1); // typed letters are shortcuts (H for hint), not choices
        return box;
    }
}
