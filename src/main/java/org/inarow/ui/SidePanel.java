package org.inarow.ui;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import net.miginfocom.swing.MigLayout;

/**
 * Everything beside the board: the setup, the game buttons (New game, Undo, Redo, Hint), the
 * "Show who will win" switch, the status area and the move list. The setup shown follows the
 * controller's, which an opened game can change.
 */
final class SidePanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final SetupPanel setup;
    private final StatusPanel status;
    private final MoveListPanel moves;
    private final transient GameController controller;
    private transient GameSetup shownSetup;

    SidePanel(GameController controller, GameActions actions, Consumer<GameSetup> setupChange) {
        super(new MigLayout("insets dialog, wrap 1, hidemode 3", "[" + UIScale.scale(250) + "!,fill]",
                "[][][][][][][][][grow,fill]"));
        setName("sidePanel");
        this.controller = controller;
        setup = new SetupPanel(controller.setup(), setupChange);
        shownSetup = controller.setup();
        moves = new MoveListPanel(controller::showMove);
        moves.bindKeys(actions.reviewBack, actions.reviewForward, actions.reviewStart, actions.reviewEnd);
        status = new StatusPanel(controller, actions.moveNow);

        add(heading("Game"));
        add(setup);
        add(new JSeparator(), "gaptop para");
        JPanel buttons = new JPanel(new MigLayout("insets 0, wrap 2, fillx", "[fill,sg][fill,sg]"));
        buttons.add(button(actions.newGame, "newGame"), "span 2");
        buttons.add(button(actions.undo, "undo"));
        buttons.add(button(actions.redo, "redo"));
        buttons.add(button(actions.hint, "hint"), "span 2");
        add(buttons);
        JCheckBox predictionSwitch = new JCheckBox(actions.showPrediction);
        predictionSwitch.setName("showPrediction");
        add(predictionSwitch);
        add(new JSeparator(), "gaptop para");
        add(status, "wmin 0");
        add(heading("Moves"), "gaptop para");
        add(moves, "hmin " + UIScale.scale(80));
        controller.addListener(this::update);
        update();
    }

    void update() {
        moves.show(controller.setup().rules(), controller.history(), controller.review());
        if (!controller.setup().equals(shownSetup)) {
            shownSetup = controller.setup(); // an opened game brings its rules (and maybe the side to move)
            setup.show(shownSetup);
        }
    }

    /** Shows a setup chosen elsewhere (the panel keeps its own combo boxes in step). */
    void showSetup(GameSetup newSetup) {
        setup.show(newSetup);
    }

    MoveListPanel moveList() {
        return moves;
    }

    private static JLabel heading(String text) {
        JLabel label = new JLabel(text);
        label.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        return label;
    }

    private static JButton button(javax.swing.Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        button.setFocusable(false); // each has a shortcut; the keyboard focus stays on the board
        return button;
    }
}
