package org.inarow.ui.window;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.Timer;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.inarow.model.Family;
import org.inarow.model.Position;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.ProgressText;
import org.inarow.ui.game.StatusText;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * The status area: whose turn or the result (or which move is being reviewed), a line for a
 * refused action or other news, "who will win" when switched on, and against the computer its
 * live progress with a "Move now" button.
 *
 * <p>Its height follows only the player's own choices, never the course of the game: the news
 * line is always there (a longer message wraps and takes more), the "who will win" rows are
 * there while the switch is on, and the progress rows while the computer plays, shown or not.
 * So nothing below it jumps when the computer starts or stops thinking. A change of language
 * writes every line again in the new one. The gaps between the
 * rows are borders of the rows themselves, so {@link #tallestHeight()} is a plain sum.
 */
final class StatusPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    private static final int GAP = 6;
    /** The lines "who will win" may take: its longest sentence wrapped in the panel's width. */
    static final int PREDICTION_LINES = 3;

    private final JLabel status = new JLabel(" ");
    private final JLabel reviewHelp = TextBindings.text(new JLabel(), "panel.reviewHelp");
    private final JLabel notice = new JLabel(" ");
    private final JLabel blankLine = new JLabel(" ");
    /** Always two lines high (a longer message takes more), so a message or none never moves what is below. */
    private final JPanel messages = new JPanel(new MigLayout("insets 0, gap 0, wrap 1, hidemode 3", "[grow,fill]")) {
        private static final long serialVersionUID = 1L;

        @Override
        public Dimension getPreferredSize() {
            return twoLinesAtLeast(super.getPreferredSize());
        }

        @Override
        public Dimension getMinimumSize() {
            return twoLinesAtLeast(super.getMinimumSize());
        }

        private Dimension twoLinesAtLeast(Dimension size) {
            size.height = Math.max(size.height, getInsets().top + getInsets().bottom + twoLinesHeight());
            return size;
        }
    };
    private final JLabel prediction = new JLabel(" ");
    private final JLabel legend = new JLabel(" ");
    private final JLabel elapsed = new JLabel(" ");
    private final JLabel progress = new JLabel(" ");
    private final JProgressBar busy = new JProgressBar();
    private final JButton moveNowButton;
    // hidemode 0: hidden parts keep their room, so the panel is as tall thinking or not
    private final JPanel thinking = new JPanel(new MigLayout("insets 0, gap 0, wrap 2, hidemode 0", "[grow,fill][]",
            "[bottom]" + UIScale.scale(3) + "[top][]"));
    private final transient GameController controller;
    private final int columnWidth;
    private final Timer ticker;
    private transient Font twoLinesFont;
    private int twoLinesHeight;
    private transient Font predictionFont;
    private int predictionHeight;

    /** {@code columnWidth} is its width before the first layout: the side panel's fixed column. */
    StatusPanel(GameController controller, Action moveNow, int columnWidth) {
        super(new MigLayout("insets 0, gap 0, wrap 1, hidemode 3", "[grow,fill]", ""));
        this.controller = controller;
        this.columnWidth = columnWidth;
        status.setName("status");
        notice.setName("notice");
        reviewHelp.setName("reviewHelp");
        prediction.setName("prediction");
        legend.setName("legend");
        elapsed.setName("elapsed");
        progress.setName("progress");
        thinking.setName("thinking");
        status.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        prediction.putClientProperty(FlatClientProperties.STYLE_CLASS, "semibold");
        for (JLabel small : new JLabel[] {notice, reviewHelp, blankLine, legend, elapsed, progress}) {
            small.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        }
        busy.setIndeterminate(true);
        moveNowButton = new JButton(moveNow);
        moveNowButton.setName("moveNow");
        moveNowButton.setRequestFocusEnabled(false); // Tab reaches it, a click leaves the keyboard on the board
        thinking.add(elapsed, "wmin 0");
        thinking.add(moveNowButton, "spany 2, aligny center, gapleft " + UIScale.scale(GAP));
        thinking.add(busy, "growx");
        thinking.add(progress, "span 2, wmin 0");
        messages.add(reviewHelp, "wmin 0");
        messages.add(notice, "wmin 0");
        messages.add(blankLine, "wmin 0");

        add(status, "wmin 0");
        add(messages, "wmin 0");
        prediction.setVerticalAlignment(JLabel.TOP);
        add(prediction, "wmin 0");
        add(legend, "wmin 0");
        add(thinking, "wmin 0");
        ticker = new Timer(100, e -> showProgress());
        controller.addListener(this::update);
        TextBindings.onRetext(this, this::update); // its lines are made from the state: made again in the new language
        updateUI();
    }

    @Override
    public void removeNotify() {
        ticker.stop(); // a running timer would keep the toolkit (and a closing JVM) alive
        super.removeNotify();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (thinking != null) { // the gaps follow the scale, the colours the theme
            int gap = UIScale.scale(GAP);
            prediction.setBorder(BorderFactory.createEmptyBorder(gap, 0, 0, 0));
            thinking.setBorder(BorderFactory.createEmptyBorder(gap, 0, 0, 0));
            messages.setBorder(BorderFactory.createEmptyBorder(UIScale.scale(2), 0, 0, 0));
            update();
        }
    }

    /**
     * The height this panel takes at its tallest: a two-line message, "who will win" with the
     * legend, and the progress rows. The window's minimum size makes room for this much.
     */
    int tallestHeight() {
        return status.getPreferredSize().height + messages.getInsets().top + twoLinesHeight()
                + predictionHeight() + legend.getPreferredSize().height
                + thinking.getPreferredSize().height;
    }

    /** The height of a two-line message. */
    private int twoLinesHeight() {
        if (!notice.getFont().equals(twoLinesFont)) { // asked at every layout: measured once per font
            twoLinesHeight = linesHeight(notice.getFont(), 2);
            twoLinesFont = notice.getFont();
        }
        return twoLinesHeight;
    }

    /**
     * The height of the "who will win" rows: {@link #PREDICTION_LINES} lines whatever they say, so
     * the rows below stay where they are as the words change with the game.
     */
    private int predictionHeight() {
        if (!prediction.getFont().equals(predictionFont)) {
            predictionHeight = linesHeight(prediction.getFont(), PREDICTION_LINES) + prediction.getInsets().top;
            predictionFont = prediction.getFont();
            ((MigLayout) getLayout()).setComponentConstraints(prediction, "wmin 0, h " + predictionHeight + "!");
        }
        return predictionHeight;
    }

    /**
     * The height of {@code lines} lines of text in {@code font}, as a wrapped (HTML) label of that
     * many lines takes it, without making one: the first HTML label costs the window's start
     * loading and setting up Swing's HTML renderer.
     */
    int linesHeight(Font font, int lines) {
        return lines * getFontMetrics(font).getHeight();
    }

    void update() {
        Position position = controller.shownPosition();
        GameSetup setup = controller.setup();
        boolean reviewing = controller.isReviewing();
        status.setText(reviewing ? StatusText.reviewing(controller.review()) : controller.turnText());

        status.setForeground(resultColour(controller.playing(), position, reviewing));
        String message = controller.isHinting() ? Texts.get("panel.lookingForMove") : controller.notice();
        notice.setText(message == null ? " " : fitted(notice, message));
        notice.setVisible(message != null);
        reviewHelp.setVisible(reviewing && message == null); // a message takes the help's place
        blankLine.setVisible(message == null && !reviewing); // the line stays, so the rows below do not move
        boolean tally = position.isOver() && !reviewing && controller.tally().score().hasGames(setup.mode());
        blankLine.setText(tally ? controller.tally().score().text(setup.mode(), position.rules().family()) : " ");
        Color warning = UIManager.getColor("InARow.notice.foreground"); // readable on the panel: see the theme files
        notice.setForeground(warning != null ? warning : UIManager.getColor("Label.foreground"));

        boolean switchedOn = controller.analysis().showPrediction();
        boolean ticTacToe = position.rules().family() == Family.TIC_TAC_TOE;
        prediction.setVisible(switchedOn);
        legend.setVisible(switchedOn && ticTacToe);
        String said = !switchedOn || position.isOver() ? " " : controller.analysis().predictionWords();
        String words = said != null ? said
                : controller.isThinking() ? StatusText.predictionAfterTheComputer() : StatusText.predictionPending();
        predictionHeight();
        prediction.setText(fitted(prediction, words));
        boolean tinted = switchedOn && ticTacToe && !position.isOver()
                && controller.analysis().prediction().map(p -> !p.cellOutcomes().isEmpty()).orElse(false);
        legend.setText(tinted ? StatusText.tintLegend(setup, position) : " ");

        thinking.setVisible(setup.mode() == Mode.VS_COMPUTER);
        boolean isThinking = controller.isThinking();
        for (var part : new javax.swing.JComponent[] {elapsed, moveNowButton, busy, progress}) {
            part.setVisible(isThinking);
        }
        if (isThinking && !ticker.isRunning()) {
            ticker.start();
        } else if (!isThinking) {
            ticker.stop();
        }
        showProgress();
    }

    /** A result stands apart from "Your move": a win in one colour, a loss in another (theme keys). */
    private static Color resultColour(GameSetup setup, Position position, boolean reviewing) {
        Color plain = UIManager.getColor("Label.foreground");
        if (reviewing || !position.isOver() || position.result().winner() == null) {
            return plain;
        }
        boolean lost = setup.isComputer(position.result().winner());
        Color colour = UIManager.getColor(lost ? "InARow.result.loss.foreground" : "InARow.result.win.foreground");
        return colour != null ? colour : plain;
    }

    /** The message as it is when it fits on one line of {@code label}, otherwise wrapped to the panel's width. */
    private String fitted(JLabel label, String message) {
        FontMetrics metrics = label.getFontMetrics(label.getFont());
        // the width is known before the first layout: the side panel's column is fixed
        int width = (getWidth() > 0 ? getWidth() : columnWidth) - metrics.stringWidth(" ");
        return metrics.stringWidth(message) <= width ? message : StatusText.wrapped(message, width, metrics::stringWidth);
    }

    private void showProgress() {
        if (!controller.isThinking()) {
            return;
        }
        ProgressText text = StatusText.progress(controller.thinkingMillis(), controller.progress().orElse(null));
        elapsed.setText(text.elapsed());
        progress.setText(text.search());
    }
}
