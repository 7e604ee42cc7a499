package org.inarow.ui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Color;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.Timer;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.inarow.model.Family;
import org.inarow.model.Position;

/**
 * The status area: whose turn or the result (or which move is being reviewed), a refused action
 * or other news, "who will win" when switched on, and while the computer thinks its live
 * progress with a "Move now" button.
 */
final class StatusPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JLabel status = new JLabel(" ");
    private final JLabel notice = new JLabel(" ");
    private final JLabel reviewHelp = new JLabel("End returns to the game.");
    private final JLabel prediction = new JLabel(" ");
    private final JLabel legend = new JLabel(" ");
    private final JLabel elapsed = new JLabel(" ");
    private final JLabel progress = new JLabel(" ");
    private final JProgressBar busy = new JProgressBar();
    private final JPanel thinking = new JPanel(new MigLayout("insets 0, wrap 2, hidemode 3", "[grow,fill][]"));
    private final transient GameController controller;
    private final Timer ticker;

    StatusPanel(GameController controller, Action moveNow) {
        super(new MigLayout("insets 0, wrap 1, hidemode 3", "[grow,fill]", ""));
        this.controller = controller;
        status.setName("status");
        notice.setName("notice");
        reviewHelp.setName("reviewHelp");
        prediction.setName("prediction");
        legend.setName("legend");
        progress.setName("progress");
        status.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        prediction.putClientProperty(FlatClientProperties.STYLE_CLASS, "semibold");
        for (JLabel small : new JLabel[] {notice, reviewHelp, legend, elapsed, progress}) {
            small.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        }
        busy.setIndeterminate(true);
        JButton moveNowButton = new JButton(moveNow);
        moveNowButton.setName("moveNow");
        thinking.add(busy, "growx");
        thinking.add(moveNowButton);
        thinking.add(elapsed, "span 2");
        thinking.add(progress, "span 2, wmin 0");

        add(status, "wmin 0");
        add(reviewHelp, "wmin 0");
        add(notice, "wmin 0");
        add(prediction, "wmin 0, gaptop related");
        add(legend, "wmin 0");
        add(thinking, "gaptop related");
        ticker = new Timer(100, e -> showProgress());
        controller.addListener(this::update);
        update();
    }

    @Override
    public void removeNotify() {
        ticker.stop(); // a running timer would keep the toolkit (and a closing JVM) alive
        super.removeNotify();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (notice != null) {
            update();
        }
    }

    void update() {
        Position position = controller.shownPosition();
        GameSetup setup = controller.setup();
        boolean reviewing = controller.isReviewing();
        status.setText(reviewing ? StatusText.reviewing(controller.review()) : StatusText.turn(setup, position));
        reviewHelp.setVisible(reviewing);
        String message = controller.notice();
        notice.setText(message == null ? " " : fitted(message));
        notice.setVisible(message != null);
        Color warning = UIManager.getColor("Component.warning.focusedBorderColor");
        notice.setForeground(warning != null ? warning : Color.ORANGE.darker());

        boolean predicting = controller.showPrediction() && !position.isOver();
        prediction.setVisible(predicting);
        legend.setVisible(false);
        if (predicting) {
            prediction.setText(controller.prediction().map(p -> StatusText.prediction(p, position))
                    .orElse(controller.isThinking() ? "Who will win: after the computer's move" : "Who will win: thinking…"));
            boolean tinted = position.rules().family() == Family.TIC_TAC_TOE
                    && controller.prediction().map(p -> !p.cellOutcomes().isEmpty()).orElse(false);
            legend.setText(StatusText.tintLegend(position));
            legend.setVisible(tinted);
        }
        if (controller.isHinting()) {
            notice.setText("Looking for a good move…");
            notice.setVisible(true);
        }

        boolean isThinking = controller.isThinking();
        thinking.setVisible(isThinking);
        if (isThinking && !ticker.isRunning()) {
            ticker.start();
        } else if (!isThinking) {
            ticker.stop();
        }
        showProgress();
    }

    /** The message as it is when it fits on one line, otherwise wrapped to the panel's width. */
    private String fitted(String message) {
        int width = getWidth() > 0 ? getWidth() : com.formdev.flatlaf.util.UIScale.scale(240);
        boolean fits = notice.getFontMetrics(notice.getFont()).stringWidth(message) < width - 4;
        return fits ? message : StatusText.wrapped(message, width);
    }

    private void showProgress() {
        if (!controller.isThinking()) {
            return;
        }
        var p = controller.progress().orElse(null);
        String text = StatusText.progress(controller.thinkingMillis(), p);
        int dot = text.indexOf(" · ");
        elapsed.setText("Thinking for " + (dot < 0 ? text : text.substring(0, dot)));
        progress.setText(dot < 0 ? "Searching…" : text.substring(dot + 3));
    }
}
