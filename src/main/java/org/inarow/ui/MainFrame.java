package org.inarow.ui;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.SwingConstants;
import net.miginfocom.swing.MigLayout;

/**
 * The main window: the board on the left (it takes all the room it gets and stays square), the
 * side panel on the right, the menu bar on top. It wires the views to the controller; the logic
 * lives in {@link GameController}.
 */
final class MainFrame extends JFrame {
    private static final long serialVersionUID = 1L;

    private final transient GameController controller;
    private final transient Settings settings;
    private final BoardPanel board;
    private final SidePanel side;
    private final MainMenuBar menuBar;
    private final transient GameActions actions;

    MainFrame(GameController controller, Settings settings, Runnable onClosed) {
        super("InARow");
        setName("mainFrame");
        this.controller = controller;
        this.settings = settings;
        actions = new GameActions(controller, settings.theme(), this::switchTheme, () -> AboutBox.show(this),
                this::close, this::switchPrediction);
        board = new BoardPanel(controller.position());
        board.setListener(controller::cellChosen);
        side = new SidePanel(controller, actions, this::changeSetup);
        menuBar = new MainMenuBar(actions);
        setJMenuBar(menuBar);

        JPanel content = new JPanel(new MigLayout("insets 0, gap 0, fill", "[grow,fill][][]", "[grow,fill]"));
        content.add(board, "wmin " + UIScale.scale(260) + ", hmin " + UIScale.scale(260));
        content.add(new JSeparator(SwingConstants.VERTICAL), "growy");
        content.add(side, "growy");
        setContentPane(content);

        content.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(GameActions.REDO_ALTERNATIVE, "redo");
        content.getActionMap().put("redo", actions.redo);
        controller.addListener(() -> board.setView(controller.boardView()));
        board.setView(controller.boardView());

        setDefaultCloseOperation(DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                close();
            }

            @Override
            public void windowClosed(WindowEvent e) {
                onClosed.run();
            }
        });
    }

    /** Sizes and places the window: packed, the remembered size if any, a sensible minimum, centred. */
    void placeOnScreen() {
        pack();
        setMinimumSize(new Dimension(getMinimumSize()));
        settings.windowSize().ifPresent(size -> setSize(Math.max(size.width, getMinimumSize().width),
                Math.max(size.height, getMinimumSize().height)));
        setLocationRelativeTo(null);
    }

    BoardPanel board() {
        return board;
    }

    SidePanel side() {
        return side;
    }

    GameController controller() {
        return controller;
    }

    GameActions actions() {
        return actions;
    }

    MainMenuBar mainMenuBar() {
        return menuBar;
    }

    /** Saves the window size, stops the computer and closes the window. */
    void close() {
        settings.setWindowSize(getSize());
        controller.shutdown();
        dispose();
    }

    private void changeSetup(GameSetup setup) {
        settings.setSetup(setup);
        controller.changeSetup(setup);
    }

    private void switchPrediction(boolean show) {
        settings.setShowPrediction(show);
        controller.setShowPrediction(show);
    }

    private void switchTheme(Theme theme) {
        settings.setTheme(theme);
        theme.switchTo();
    }
}
