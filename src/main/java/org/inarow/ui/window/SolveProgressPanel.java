package org.inarow.ui.window;

import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.Timer;
import net.miginfocom.swing.MigLayout;
import org.inarow.model.Family;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.SideNames;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Game › Solve at work: for whom it looks, the time used of the time given as a bar, and Cancel.
 * Shown only while the search runs; the rest of the window stays usable.
 */
final class SolveProgressPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    private static final int TICK_MILLIS = 200;

    private final JLabel label = new JLabel(" ");
    private final JProgressBar bar = new JProgressBar(0, 100);
    private final transient GameController controller;
    private final Timer ticker = new Timer(TICK_MILLIS, e -> update());

    SolveProgressPanel(GameController controller, Action cancel) {
        super(new MigLayout("insets 0, wrap 2, fillx", "[grow,fill][]"));
        setName("solveProgress");
        this.controller = controller;
        label.setName("solveProgressText");
        bar.setName("solveProgressBar");
        JButton cancelButton = new JButton(cancel);
        cancelButton.setName("cancelSolve");
        cancelButton.setRequestFocusEnabled(false); // Tab reaches it, a click leaves the keyboard where it was
        add(label, "span 2");
        add(bar);
        add(cancelButton);
        controller.addListener(this::update);
        TextBindings.onRetext(this, this::update);
        update();
    }

    private void update() {
        boolean running = controller.solver().isRunning();
        setVisible(running);
        if (running && !ticker.isRunning()) {
            ticker.start();
        } else if (!running) {
            ticker.stop();
        }
        if (running) {
            long given = controller.solver().millis();
            long used = Math.min(given, controller.solver().elapsedMillis());
            bar.setValue((int) (used * 100 / given));
            Family family = controller.shownPosition().rules().family();
            label.setText(Texts.format("panel.solveProgress", SideNames.of(family, controller.shownPosition().toMove()),
                    used / 1000, given / 1000));
        }
    }
}
