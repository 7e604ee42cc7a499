package org.inarow.ui.window;

import java.util.Optional;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import net.miginfocom.swing.MigLayout;
import org.inarow.ui.game.AnalysisProgress;
import org.inarow.ui.game.GameController;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * "Review game" at work: which position is being analysed, a progress bar and Cancel. Shown only
 * while the review runs; the rest of the window stays usable meanwhile.
 */
final class ReviewProgressPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JLabel label = new JLabel(" ");
    private final JProgressBar bar = new JProgressBar(0, 100);
    private final transient GameController controller;

    ReviewProgressPanel(GameController controller, Action cancel) {
        super(new MigLayout("insets 0, wrap 2, fillx", "[grow,fill][]"));
        setName("reviewProgress");
        this.controller = controller;
        label.setName("reviewProgressText");
        bar.setName("reviewProgressBar");
        JButton cancelButton = new JButton(cancel);
        cancelButton.setName("cancelReview");
        cancelButton.setRequestFocusEnabled(false); // Tab reaches it, a click leaves the keyboard where it was
        add(label, "span 2");
        add(bar);
        add(cancelButton);
        controller.addListener(this::update);
        controller.reviewer().addProgressListener(this::update);
        TextBindings.onRetext(this, this::update);
        update();
    }

    private void update() {
        Optional<AnalysisProgress> progress = controller.reviewer().progress();
        setVisible(controller.reviewer().isRunning());
        progress.ifPresent(p -> {
            bar.setValue(p.percent());
            label.setText(Texts.format("panel.reviewProgress", Math.min(p.done() + 1, p.total()), p.total()));
        });
    }
}
