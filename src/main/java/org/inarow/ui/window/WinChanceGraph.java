package org.inarow.ui.window;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Optional;
import java.util.function.IntConsumer;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.inarow.model.Family;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.game.ChanceText;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * The game's win-chance graph (as Lichess and KaTrain draw it): the first player's chance after
 * each move where it is known, 0 % at the bottom and 100 % at the top, the first player's share
 * filled from below in its colour, the 50 % line dashed, the move on the board marked by a line
 * across, a review's marks as coloured dots. Once tall enough to hold them, the 50 % line is
 * labelled left of the chart and the moves are numbered under it. Its input is a plain list of
 * {@link ChancePoint}s; a click on the graph shows the move nearest to it ({@code onMove}); the
 * move nearest the mouse is marked and its chance written in the chart (and told to a screen
 * reader as the graph's description), its tool tip says it in full.
 */
public final class WinChanceGraph extends JComponent {
    private static final long serialVersionUID = 1L;
    /** The x axis shows at least this many moves, so a young game's graph does not stretch. */
    private static final int MIN_MOVES = 20;
    /** Below this height (unscaled) the graph cannot be read: it draws nothing and answers no clicks. */
    static final int MIN_READABLE_HEIGHT = 32;
    /** From this height (unscaled) the axes are labelled: the 50 % line beside the chart, the moves under it. */
    static final int LABELLED_HEIGHT = 56;
    /** The labels' font size (unscaled). */
    private static final float LABEL_SIZE = 9f;
    /** The key of its name for screen readers. */
    private static final String NAME = "panel.graph.name";

    private final transient IntConsumer onMove;
    private transient ChartColors colors;
    private transient List<ChancePoint> points = List.of();
    private int total;
    private int current;
    private int maxMoves = Integer.MAX_VALUE;
    private Family family = Family.GOMOKU;
    /** The point nearest the mouse, if the mouse is over the graph. */
    private transient ChancePoint hovered;
    /** The labels' font, made from the look and feel's (again when it changes). */
    private transient Font labelFont;

    WinChanceGraph(IntConsumer onMove) {
        this.onMove = onMove;
        setName("winChanceGraph");
        setOpaque(false);
        javax.swing.ToolTipManager.sharedInstance().registerComponent(this);
        // its tool tips are made when asked for, in the language of the moment; its name is kept
        TextBindings.onRetext(this, () -> getAccessibleContext().setAccessibleName(Texts.get(NAME)));
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                if (e.getButton() == MouseEvent.BUTTON1) {
                    nearest(e.getX()).ifPresent(p -> onMove.accept(p.move()));
                }
            }

            @Override
            public void mouseMoved(MouseEvent e) {
                hover(nearest(e.getX()).orElse(null));
            }

            @Override
            public void mouseExited(MouseEvent e) {
                hover(null);
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        updateUI();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        colors = ChartColors.fromUIManager();
        labelFont = null;
        repaint();
    }

    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                private static final long serialVersionUID = 1L;

                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.PANEL;
                }
            };
            accessibleContext.setAccessibleName(Texts.get(NAME));
        }
        return accessibleContext;
    }

    /**
     * Shows {@code newPoints} (in order of their moves) of a game of {@code newTotal} moves, with the
     * move after {@code newCurrent} moves on the board.
     */
    void show(List<ChancePoint> newPoints, int newTotal, int newCurrent, Family newFamily) {
        show(newPoints, newTotal, newCurrent, newFamily, Integer.MAX_VALUE);
    }

    /** The same, on a board of {@code cells} cells: the x axis never reaches past a full board. */
    void show(List<ChancePoint> newPoints, int newTotal, int newCurrent, Family newFamily, int cells) {
        if (newPoints.equals(points) && newTotal == total && newCurrent == current && newFamily == family
                && cells == maxMoves) {
            return;
        }
        maxMoves = cells;
        points = List.copyOf(newPoints);
        total = newTotal;
        current = newCurrent;
        family = newFamily;
        if (hovered != null) { // the same move, as the game now knows it (or none, if it is gone)
            int move = hovered.move();
            hover(points.stream().filter(p -> p.move() == move).findFirst().orElse(null));
        }
        repaint();
    }

    /** Marks {@code point} as the one under the mouse (null: none) and tells its chance. */
    private void hover(ChancePoint point) {
        if (java.util.Objects.equals(point, hovered)) {
            return;
        }
        hovered = point;
        getAccessibleContext().setAccessibleDescription(point == null ? null : ChanceText.graphReadout(point, family));
        repaint();
    }

    /** The point under the mouse, if any. */
    Optional<ChancePoint> hovered() {
        return Optional.ofNullable(hovered);
    }

    /** The move on the board: after this many moves. */
    int current() {
        return current;
    }

    Family family() {
        return family;
    }

    /** The points shown. */
    public List<ChancePoint> points() {
        return points;
    }

    /** Where the point of move {@code move} is drawn, if it is known (a click there shows that move). */
    public Optional<java.awt.Point> where(int move) {
        return points.stream().filter(p -> p.move() == move).findFirst().map(p -> new java.awt.Point(
                (int) Math.round(x(p.move())), (int) Math.round(y(p.firstPlayerChance()))));
    }

    @Override
    public Dimension getPreferredSize() {
        return isPreferredSizeSet() ? super.getPreferredSize() : new Dimension(UIScale.scale(200), UIScale.scale(76));
    }

    /** No least height: in a short window it gives way entirely (and draws nothing when too short to read). */
    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : new Dimension(UIScale.scale(60), 0);
    }

    /** Whether it has the room to be read: in a short window the graph gives way to the move list and the board. */
    boolean isReadable() {
        return getHeight() >= UIScale.scale(MIN_READABLE_HEIGHT);
    }

    /** Whether it is tall enough for its axes' labels. */
    boolean isLabelled() {
        return getHeight() >= UIScale.scale(LABELLED_HEIGHT);
    }

    /** Where the chart is drawn, inside the component: with room for the labels left of it and under it, once labelled. */
    Rectangle2D plot() {
        double inset = UIScale.scale(1f);
        double left = 0;
        double bottom = 0;
        if (isLabelled()) {
            FontMetrics fm = getFontMetrics(labelFont());
            left = fm.stringWidth(ChanceText.share(0.5)) + UIScale.scale(3f);
            bottom = fm.getAscent() + UIScale.scale(2f);
        }
        return new Rectangle2D.Double(inset + left, inset, getWidth() - 2 * inset - left,
                getHeight() - 2 * inset - bottom);
    }

    private Font labelFont() {
        if (labelFont == null) {
            labelFont = UIManager.getFont("Label.font").deriveFont(Font.PLAIN, UIScale.scale(LABEL_SIZE));
        }
        return labelFont;
    }

    /** The x of move {@code move}. */
    double x(int move) {
        Rectangle2D r = plot();
        double pad = UIScale.scale(4f);
        return r.getX() + pad + (r.getWidth() - 2 * pad) * move / movesAcross();
    }

    /** How many moves the x axis shows. */
    int movesAcross() {
        return Math.max(1, Math.max(Math.min(MIN_MOVES, maxMoves), total));
    }

    /** The y of a first player's chance. */
    double y(double chance) {
        Rectangle2D r = plot();
        double pad = UIScale.scale(3f);
        return r.getMaxY() - pad - (r.getHeight() - 2 * pad) * chance;
    }

    /** The known point nearest to {@code x} across. */
    Optional<ChancePoint> nearest(int x) {
        if (!isReadable()) {
            return Optional.empty();
        }
        ChancePoint best = null;
        double distance = Double.MAX_VALUE;
        for (ChancePoint p : points) {
            double d = Math.abs(x(p.move()) - x);
            if (d < distance) {
                distance = d;
                best = p;
            }
        }
        return Optional.ofNullable(best);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        return nearest(e.getX()).map(p -> ChanceText.chanceAfterMove(p, family)).orElse(null);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        if (!isReadable()) {
            return;
        }
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            new WinChanceGraphPainter(this, colors, labelFont()).paint(g);
        } finally {
            g.dispose();
        }
    }
}
