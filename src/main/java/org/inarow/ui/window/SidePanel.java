package org.inarow.ui.window;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import net.miginfocom.swing.MigLayout;
import org.inarow.model.Family;
import org.inarow.model.OpeningRule;
import org.inarow.model.Rules;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Everything beside the board: the setup, the game buttons (New game, Hint, Undo, Redo), the
 * "Show who will win" switch, the status area and the move list. The setup shown follows the
 * controller's, which an opened game can change. The rows keep their heights; the move list at
 * the bottom takes what is left, so a longer message shortens the list, never moves the rest.
 */
public final class SidePanel extends JPanel {
    private static final long serialVersionUID = 1L;
    private static final int GRAPH_GAP = 4;
    private static final int PROGRESS_GAP = 12;
    /** Between the panel's groups: tighter than a paragraph, so the move list gets the pixels (a row each two gaps). */
    private static final String COMPACT_GAP = "rel";
    private static final String PLAY_AGAIN = "panel.playAgain";

    private final SetupPanel setup;
    private final StatusPanel status;
    private final OpeningChoicePanel choices;
    private final MoveListPanel moves;
    private final WinChanceGraph graph;
    private final ReviewProgressPanel reviewProgress;
    private final SolveProgressPanel solveProgress;
    private final JButton newGame;
    private ClockPanel clocks; // the window adds them (they speak through its announcer)
    private final transient GameController controller;
    private transient GameSetup shownSetup;
    private transient GameSetup changeAsked;

    /** {@code afterChoice} gives the keyboard back to the board after a choice in the setup. */
    SidePanel(GameController controller, GameActions actions, Runnable afterChoice) {
        super(new MigLayout("insets dialog, wrap 1, hidemode 3", "[" + columnWidth() + "!,fill]"));
        setName("sidePanel");
        this.controller = controller;
        setup = new SetupPanel(controller.setup(), controller.tally().levels(), chosen -> {
            changeAsked = chosen; // a question the change asks names it (changeAsked)
            try {
                controller.changeSetup(chosen);
            } finally {
                changeAsked = null;
            }
            return controller.setup();
        }, afterChoice);
        shownSetup = controller.setup();
        moves = new MoveListPanel(controller::showMove, controller::switchToLine);
        moves.bindKeys(actions.reviewBack, actions.reviewForward, actions.reviewStart, actions.reviewEnd);
        status = new StatusPanel(controller, actions.moveNow, columnWidth());
        graph = new WinChanceGraph(controller::showMove);
        choices = new OpeningChoicePanel(controller::choose);

        add(setup); // its first row is "Game": no heading above it
        add(new JSeparator(), "gaptop " + COMPACT_GAP);
        JPanel buttons = new JPanel(new MigLayout("insets 0, wrap 2, fillx", "[fill,sg][fill,sg]"));
        newGame = button(actions.newGame, "newGame");
        buttons.add(newGame);
        buttons.add(button(actions.hint, "hint"));
        buttons.add(button(actions.undo, "undo"));
        buttons.add(button(actions.redo, "redo"));
        add(buttons);
        JCheckBox predictionSwitch = new JCheckBox(actions.showPrediction);
        predictionSwitch.setName("showPrediction");
        add(predictionSwitch);
        add(new JSeparator(), "gaptop " + COMPACT_GAP);
        add(status, "wmin 0");
        add(choices, "wmin 0"); // only while a person is to choose in an opening
        reviewProgress = new ReviewProgressPanel(controller, actions.cancelReview); // only while the review runs
        add(reviewProgress, "gaptop " + UIScale.scale(PROGRESS_GAP));
        solveProgress = new SolveProgressPanel(controller, actions.cancelSolve); // only while Solve runs
        add(solveProgress, "gaptop " + UIScale.scale(PROGRESS_GAP));
        // takes what is left: the move list gives way first, down to its least rows, then the graph (see GraphAndMoveList)
        JLabel movesHeading = heading("panel.moves");
        movesHeading.setLabelFor(moves.jList()); // a screen reader names the list by its heading
        add(new GraphAndMoveList(graph, movesHeading, moves, graphHeight(), UIScale.scale(GRAPH_GAP)),
                "gaptop " + COMPACT_GAP + ", push, grow");
        controller.addListener(this::update);
        TextBindings.onRetext(this, this::update); // the button's text, the move list's rows
        update();
    }

    /** The graph's height: small enough for the smallest window, large enough to read a game from. */
    static int graphHeight() {
        return UIScale.scale(64);
    }

    /** The width of everything in the panel: the board gets the rest of the window. */
    static int columnWidth() {
        return UIScale.scale(250);
    }

    /**
     * The least height that shows everything with the status area at its tallest and a few moves
     * in the list: the window never gets smaller, so the status never pushes anything out of it.
     * The graph is not counted: in a window this short it gives way (and hides), so the window fits
     * a 1366×768 screen with a task bar.
     */
    @Override
    public Dimension getMinimumSize() {
        Dimension min = super.getMinimumSize();
        if (!isMinimumSizeSet()) {
            min.height += Math.max(0, status.tallestHeight() - status.getMinimumSize().height);
            if (!graph.isVisible()) { // its gap, when "who will win" is switched on, and a few pixels to spare
                min.height += UIScale.scale(GRAPH_GAP + 6);
            }
        }
        return min;
    }

    /**
     * The packed height: the least one with room for the graph at its full height (shown or not, so
     * switching "who will win" never moves anything) and a few more rows in the move list.
     */
    @Override
    public Dimension getPreferredSize() {
        Dimension preferred = super.getPreferredSize();
        if (!isPreferredSizeSet()) {
            // the minimum holds the graph's gap either way, not its height
            preferred.height = Math.max(preferred.height, getMinimumSize().height + graphHeight() + moves.roomAboveMinimum());
        }
        return preferred;
    }

    void update() {
        // at the end of a game the next one is the obvious step: the button says so (the menu keeps "New game")
        newGame.setText(controller.position().isOver() ? Texts.get(PLAY_AGAIN)
                : (String) newGame.getAction().getValue(javax.swing.Action.NAME));
        // the review's progress takes its room from the move list: the panel never outgrows the window, so the
        // board is not laid out and painted anew when a review starts or ends
        int progress = (controller.reviewer().isRunning() ? reviewProgress.getPreferredSize().height : 0)
                + (controller.solver().isRunning() ? solveProgress.getPreferredSize().height : 0)
                + (clocks != null && clocks.isVisible() ? clocks.getPreferredSize().height : 0); // a game on the clock
        moves.giveWay(progress > 0 ? progress + UIScale.scale(PROGRESS_GAP + GRAPH_GAP) : 0); // with a few pixels to spare
        moves.show(controller.moveRows(), controller.review());
        // the graph shows while "who will win" is on, or the game has a review to draw; hidden, it keeps what it knows
        graph.setVisible(controller.analysis().showPrediction() || controller.reviewer().result().isPresent());
        choices.offer(controller.choicesOffered());
        graph.show(controller.analysis().chances(), controller.review().total(), controller.review().shown(),
                controller.rules().family(), controller.rules().cellCount());
        if (!controller.setup().equals(shownSetup)) {
            shownSetup = controller.setup(); // an opened game brings its rules (and maybe the side to move)
            setup.show(shownSetup);
        } else if (controller.position().isOver()) {
            setup.showRecord(shownSetup); // a game just ended counts at its level
        }
    }

    /** The players' clocks, above the status (shown only in a game on the clock). */
    void addClocks(ClockPanel clocks) {
        this.clocks = clocks;
        add(clocks, "wmin 0, gapbottom " + COMPACT_GAP, getComponentZOrder(status));
        clocks.onShownOrHidden(this::update); // they take their room from the move list
        update();
    }

    /** Gomoku's size and rule to come back with when gomoku is chosen while another game is shown. */
    void rememberGomokuChoices(Rules rules, OpeningRule opening) {
        if (controller.setup().rules().family() != Family.GOMOKU) {
            setup.showGomokuChoices(rules);
            setup.showGomokuOpening(opening);
        }
    }

    /** The setup chosen in the panel while the game decides whether to take it (it may ask first), if any. */
    java.util.Optional<GameSetup> changeAsked() {
        return java.util.Optional.ofNullable(changeAsked);
    }

    /** Shows a setup chosen elsewhere (the panel keeps its own combo boxes in step). */
    /** Offers the added engines as players in the setup (Game › Engines… changed the list). */
    void offerEngines(java.util.List<String> names) {
        setup.offerEngines(names);
    }

    public void showSetup(GameSetup newSetup) {
        setup.show(newSetup);
    }

    WinChanceGraph graph() {
        return graph;
    }

    public MoveListPanel moveList() {
        return moves;
    }

    private static JLabel heading(String key) {
        JLabel label = TextBindings.text(new JLabel(), key);
        label.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        return label;
    }

    private static JButton button(javax.swing.Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        // reached with Tab (a screen reader's way round the window), but a click leaves the keyboard on the board
        button.setRequestFocusEnabled(false);
        return button;
    }
}
