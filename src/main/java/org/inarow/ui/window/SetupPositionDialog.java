package org.inarow.ui.window;

import java.awt.Color;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.inarow.io.GameRecord;
import org.inarow.model.Point;
import org.inarow.model.Side;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.PositionSetup;
import org.inarow.ui.game.SideNames;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Game › Set up position: place stones of both colours freely on the board of the game chosen
 * (starting from the position shown), choose who moves, then play from there; Hint and "who will
 * win" then work as in any game. A position no game can have, or one already over, is refused with
 * the reason and the dialog stays open. Its texts come from the bundle {@code position}.
 */
final class SetupPositionDialog extends JDialog {
    private static final long serialVersionUID = 1L;

    private final transient GameController controller;
    private transient PositionSetup setup;
    private final SetupBoard board;
    private final JRadioButton firstToMove = new JRadioButton();
    private final JRadioButton secondToMove = new JRadioButton();
    private final JLabel problem = new JLabel(" ");
    private final JLabel counts = new JLabel(" ");
    private final JLabel help = new JLabel(" ");

    private SetupPositionDialog(Window owner, GameController controller) {
        super(owner, ModalityType.APPLICATION_MODAL);
        TextBindings.title(this, "position.title");
        setName("setupPosition");
        this.controller = controller;
        setup = PositionSetup.of(controller.shownPosition());
        board = new SetupBoard(setup, this::clicked);
        firstToMove.setName("firstToMove");
        secondToMove.setName("secondToMove");
        help.setName("setupHelp");
        ButtonGroup toMove = new ButtonGroup();
        toMove.add(firstToMove);
        toMove.add(secondToMove);
        (setup.toMove() == Side.FIRST ? firstToMove : secondToMove).setSelected(true);
        firstToMove.addActionListener(e -> changed(setup.withToMove(Side.FIRST)));
        secondToMove.addActionListener(e -> changed(setup.withToMove(Side.SECOND)));
        problem.setName("setupProblem");
        counts.setName("setupCounts");

        JButton clear = TextBindings.text(new JButton(), "position.clear");
        clear.setName("clearSetup");
        clear.addActionListener(e -> changed(PositionSetup.empty(setup.rules()).withToMove(Side.FIRST)));
        JButton play = TextBindings.text(new JButton(), "position.play");
        play.setName("playFromHere");
        play.addActionListener(e -> playFromHere());
        JButton cancel = TextBindings.text(new JButton(), "position.cancel");
        cancel.setName("cancelSetup");
        cancel.addActionListener(e -> dispose());

        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 1", "[grow,fill]", "[][grow,fill][][][][]"));
        content.add(help);
        content.add(board, "w 300:440, h 300:440");
        JPanel moving = new JPanel(new MigLayout("insets 0", "[][][]push[]"));
        moving.add(TextBindings.text(new JLabel(), "position.toMove"));
        moving.add(firstToMove);
        moving.add(secondToMove);
        moving.add(counts);
        content.add(moving);
        content.add(problem, "wmin 0");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "[]push[button][button]"));
        buttons.add(clear);
        buttons.add(play);
        buttons.add(cancel);
        content.add(buttons, "gaptop para");
        setContentPane(content);
        getRootPane().setDefaultButton(play);
        getRootPane().registerKeyboardAction(e -> dispose(), javax.swing.KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
        nameTheSides();
        changed(setup);
        // the help, the sides and the counts are made from the game's names: made again in a new language
        TextBindings.onRetext(content, () -> {
            nameTheSides();
            showCounts();
        });
        pack();
        setLocationRelativeTo(owner);
    }

    /** The menu's command: opens the dialog over {@code owner}. */
    static Action action(Window owner, GameController controller) {
        return MenuAction.of("position.menu", null, () -> new SetupPositionDialog(owner, controller).setVisible(true));
    }

    /** Whether the pieces are tic-tac-toe's marks (X, O) rather than gomoku's stones: the texts say so. */
    private boolean marks() {
        return setup.rules().family() == org.inarow.model.Family.TIC_TAC_TOE;
    }

    /** The help's and the radio buttons' names of the sides, in the current language. */
    private void nameTheSides() {
        var family = setup.rules().family();
        String first = SideNames.of(family, Side.FIRST);
        String second = SideNames.of(family, Side.SECOND);
        firstToMove.setText(first);
        secondToMove.setText(second);
        help.setText(marks() ? Texts.format("position.help.marks", first, second)
                : Texts.format("position.help.stones", Texts.get("position.stone.black"), Texts.get("position.stone.white")));
    }

    private void showCounts() {
        var family = setup.rules().family();
        counts.setText(Texts.format("position.counts", setup.count(Side.FIRST), SideNames.of(family, Side.FIRST),
                setup.count(Side.SECOND), SideNames.of(family, Side.SECOND)));
    }

    private void clicked(Point p, Side side) {
        boolean same = setup.at(p).filter(s -> s == side).isPresent();
        changed(setup.with(p, same ? Optional.empty() : Optional.of(side)));
    }

    private void changed(PositionSetup next) {
        setup = next;
        board.show(next);
        showCounts();
        problem.setText(" ");
    }

    private void playFromHere() {
        Optional<String> refusal = setup.refusal();
        if (refusal.isPresent()) {
            Color warning = UIManager.getColor("InARow.notice.foreground");
            problem.setForeground(warning != null ? warning : UIManager.getColor("Label.foreground"));
            problem.setText("<html>" + escape(refusal.get()) + "</html>");
            pack();
            return;
        }
        if (controller.load(GameRecord.of(setup.rules(), setup.position().moves()))) {
            var family = setup.rules().family();
            controller.inform(Texts.format(marks() ? "position.done.marks" : "position.done.stones",
                    setup.stones().size(), SideNames.of(family, setup.toMove())));
            dispose();
        }
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
