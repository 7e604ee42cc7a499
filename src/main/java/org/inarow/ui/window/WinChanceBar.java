package org.inarow.ui.window;

import com.formdev.flatlaf.util.UIScale;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.Timer;
import javax.swing.UIManager;
import org.inarow.model.Family;
import org.inarow.model.Side;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.game.ChanceText;
import org.inarow.ui.text.TextBindings;

/**
 * The evaluation bar beside the board (as Lichess has it): the first player's share of the win
 * chance from the bottom, the second player's from the top, each with its percentage written at
 * its end, a tick at 50 %. A proven win fills the bar with "win" at the winner's end; a proven
 * draw (tic-tac-toe with best play) is a bar of its own colour saying "draw" along it (the word is
 * wider than the bar), with no 50 % tick. A new value
 * slides there in a short animation on a Swing timer; until the first one is known the bar is even
 * and says nothing. It paints only as high as the board is drawn ({@link #setSpan}).
 */
final class WinChanceBar extends JComponent {
    private static final long serialVersionUID = 1L;
    private static final int WIDTH = 34;
    private static final long ANIMATION_NANOS = 320_000_000L;
    /** The least room (unscaled) between a text written on the bar and the bar's side. */
    private static final float TEXT_SIDE = 1.5f;

    private final Timer animation = new Timer(15, e -> step());
    private transient ChartColors colors;
    private transient Supplier<Rectangle2D> span = () -> null;
    private transient ChancePoint shown;
    private Family family = Family.GOMOKU;
    private int game = -1;
    private double displayed = 0.5;
    private double from = 0.5;
    private double target = 0.5;
    private long started;

    WinChanceBar() {
        setName("winChanceBar");
        setOpaque(false);
        TextBindings.onRetext(this, this::describe); // its words are painted anew at once; the tool tip is kept
        updateUI();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        colors = ChartColors.fromUIManager();
        repaint();
    }

    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                private static final long serialVersionUID = 1L;

                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.LABEL;
                }
            };
        }
        return accessibleContext;
    }

    @Override
    public void removeNotify() {
        animation.stop(); // a running timer would keep a closing JVM alive
        super.removeNotify();
    }

    /** The rows to paint in, in this component's coordinates (the board's drawn height); null for all of it. */
    void setSpan(Supplier<Rectangle2D> newSpan) {
        span = newSpan;
        repaint();
    }

    /**
     * Shows the chance of the position on the board, if known; an unknown one keeps the last value
     * shown, unless it is another game ({@code gameNumber}), which starts even.
     */
    void show(Optional<ChancePoint> point, Family newFamily, int gameNumber) {
        if (newFamily != family || gameNumber != game) {
            family = newFamily;
            game = gameNumber;
            shown = null; // another game: start from even
            displayed = 0.5;
            target = 0.5;
            animation.stop();
            setToolTipText(null);
            repaint();
        }
        if (point.isEmpty() || point.get().equals(shown)) {
            return;
        }
        shown = point.get();
        describe();
        from = displayed;
        target = shown.firstPlayerChance();
        started = System.nanoTime();
        if (!animation.isRunning()) {
            animation.start();
        }
        repaint();
    }

    /** Tells the value shown in words (tool tip and name for screen readers), in the current language. */
    private void describe() {
        if (shown != null) {
            String words = ChanceText.chances(shown, family);
            setToolTipText(words);
            getAccessibleContext().setAccessibleName(words);
        }
    }

    /** The first player's share drawn now (between the old value and the new while it slides). */
    double displayed() {
        return displayed;
    }

    /** The value shown, if any. */
    Optional<ChancePoint> shown() {
        return Optional.ofNullable(shown);
    }

    boolean isAnimating() {
        return animation.isRunning();
    }

    /** Ends the slide at once (for pictures of a settled bar). */
    void finishAnimation() {
        animation.stop();
        displayed = target;
        repaint();
    }

    private void step() {
        double t = Math.min(1, (System.nanoTime() - started) / (double) ANIMATION_NANOS);
        double eased = 1 - Math.pow(1 - t, 3); // fast at first, gently into place
        displayed = from + (target - from) * eased;
        if (t >= 1) {
            animation.stop();
            displayed = target;
        }
        repaint();
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(UIScale.scale(WIDTH), UIScale.scale(200));
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(UIScale.scale(WIDTH), UIScale.scale(60));
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            paintBar(g, barBounds());
        } finally {
            g.dispose();
        }
    }

    /** Where the bar is drawn: the component's width less a margin, the span's height. */
    Rectangle2D barBounds() {
        double inset = UIScale.scale(4f);
        Rectangle2D rows = span.get();
        double top = rows != null ? Math.max(0, rows.getMinY()) : inset;
        double bottom = rows != null ? Math.min(getHeight(), rows.getMaxY()) : getHeight() - inset;
        return new Rectangle2D.Double(inset, top, Math.max(1, getWidth() - 2 * inset), Math.max(1, bottom - top));
    }

    private void paintBar(Graphics2D g, Rectangle2D bar) {
        double arc = UIScale.scale(6f);
        Shape track = new RoundRectangle2D.Double(bar.getX(), bar.getY(), bar.getWidth(), bar.getHeight(), arc, arc);
        Color first = colors.share(family, Side.FIRST);
        Color second = colors.share(family, Side.SECOND);
        Font font = UIManager.getFont("Label.font").deriveFont(Font.BOLD, UIScale.scale(10.5f));
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        double split = bar.getMaxY() - displayed * bar.getHeight(); // the first player's share from the bottom
        boolean draw = shown != null && shown.isDraw() && !isAnimating();
        if (draw) {
            g.setColor(colors.draw());
            g.fill(track);
        } else {
            g.setColor(second);
            g.fill(track);
            Graphics2D clipped = (Graphics2D) g.create();
            clipped.clip(track);
            clipped.setColor(first);
            clipped.fill(new Rectangle2D.Double(bar.getX(), split, bar.getWidth(), bar.getMaxY() - split));
            clipped.dispose();
        }
        // the 50 % tick, on both sides (a proven draw is not 50 %: its word stands there instead)
        g.setColor(colors.edge());
        g.setStroke(new BasicStroke(UIScale.scale(1f)));
        double mid = bar.getCenterY();
        double tick = bar.getWidth() * 0.22;
        if (!draw) {
            g.draw(new Line2D.Double(bar.getX(), mid, bar.getX() + tick, mid));
            g.draw(new Line2D.Double(bar.getMaxX() - tick, mid, bar.getMaxX(), mid));
        }
        g.draw(track);
        if (shown == null) {
            return; // nothing known yet: an even bar, no numbers
        }
        double pad = UIScale.scale(4f);
        double bottomText = bar.getMaxY() - pad - fm.getDescent();
        double topText = bar.getY() + pad + fm.getAscent();
        if (draw) {
            writeAlong(g, fm, ChanceText.barDraw(), bar, colors.onDraw());
            return;
        }
        String firstText;
        String secondText;
        if (shown.proven()) {
            boolean firstWins = shown.firstPlayerChance() > 0.5;
            firstText = firstWins ? ChanceText.barWin() : "";
            secondText = firstWins ? "" : ChanceText.barWin();
        } else {
            firstText = ChanceText.share(target);
            secondText = ChanceText.share(1 - target);
        }
        // each text in the colour readable on what lies under its middle
        double bottomMiddle = bottomText - (fm.getAscent() - fm.getDescent()) / 2.0;
        double topMiddle = topText - (fm.getAscent() - fm.getDescent()) / 2.0;
        write(g, fm, firstText, bar, bottomText, bottomMiddle >= split ? colors.onShare(family, Side.FIRST)
                : colors.onShare(family, Side.SECOND));
        write(g, fm, secondText, bar, topText, topMiddle < split ? colors.onShare(family, Side.SECOND)
                : colors.onShare(family, Side.FIRST));
    }

    /** Writes {@code text} centred across the bar, in a smaller font if it is wider than the bar ({@link #fitted}). */
    private static void write(Graphics2D g, FontMetrics fm, String text, Rectangle2D bar, double baseline, Color color) {
        if (text.isEmpty()) {
            return;
        }
        FontMetrics fitted = fitted(g, fm, text, bar);
        Graphics2D t = (Graphics2D) g.create();
        try {
            t.setFont(fitted.getFont());
            t.setColor(color);
            t.drawString(text, (float) (bar.getCenterX() - fitted.stringWidth(text) / 2.0), (float) baseline);
        } finally {
            t.dispose();
        }
    }

    /**
     * Writes {@code text} in the bar's middle: across it if it fits (和棋), else along it, reading
     * upwards as a chart's side label does ("draw" is wider than the bar: across, its ends stood
     * outside it, dark on the window's dark grey, issue 38).
     */
    private static void writeAlong(Graphics2D g, FontMetrics fm, String text, Rectangle2D bar, Color color) {
        double centring = (fm.getAscent() - fm.getDescent()) / 2.0;
        if (fm.stringWidth(text) <= bar.getWidth() - 2 * UIScale.scale(TEXT_SIDE)) {
            write(g, fm, text, bar, bar.getCenterY() + centring, color);
            return;
        }
        Graphics2D t = (Graphics2D) g.create();
        try {
            t.translate(bar.getCenterX(), bar.getCenterY());
            t.rotate(-Math.PI / 2);
            t.setColor(color);
            t.drawString(text, (float) (-fm.stringWidth(text) / 2.0), (float) centring);
        } finally {
            t.dispose();
        }
    }

    /**
     * The metrics of the bar's font, made smaller until {@code text} fits across the bar with a
     * little room at each side (a share's "100%" at a large font). Not below 7 points (unscaled),
     * where it cannot be read.
     */
    private static FontMetrics fitted(Graphics2D g, FontMetrics fm, String text, Rectangle2D bar) {
        double room = bar.getWidth() - 2 * UIScale.scale(TEXT_SIDE);
        float least = UIScale.scale(7f);
        FontMetrics m = fm;
        while (m.stringWidth(text) > room && m.getFont().getSize2D() > least) {
            float smaller = Math.max(least, m.getFont().getSize2D() - UIScale.scale(0.5f));
            m = g.getFontMetrics(m.getFont().deriveFont(smaller));
        }
        return m;
    }
}
