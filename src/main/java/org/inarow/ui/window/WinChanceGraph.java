package org.inarow.ui.window;

import com.formdev.flatlaf.util.UIScale;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.Optional;
import java.util.function.IntConsumer;
import javax.swing.JComponent;
import org.inarow.ai.review.Mark;
import org.inarow.model.Family;
import org.inarow.model.Side;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.game.StatusText;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * The game's win-chance graph (as Lichess and KaTrain draw it): the first player's chance after
 * each move where it is known, 0 % at the bottom and 100 % at the top, the first player's share
 * filled from below in its colour, the 50 % line dashed, the move on the board marked by a line
 * across, a review's marks as coloured dots. Its input is a plain list of {@link ChancePoint}s; a
 * click on the graph shows the move nearest to it ({@code onMove}), hovering tells its chance.
 */
public final class WinChanceGraph extends JComponent {
    private static final long serialVersionUID = 1L;
    /** The x axis shows at least this many moves, so a young game's graph does not stretch. */
    private static final int MIN_MOVES = 20;
    /** Below this height (unscaled) the graph cannot be read: it draws nothing and answers no clicks. */
    static final int MIN_READABLE_HEIGHT = 32;
    /** The key of its name for screen readers. */
    private static final String NAME = "panel.graph.name";

    private final transient IntConsumer onMove;
    private transient ChartColors colors;
    private transient List<ChancePoint> points = List.of();
    private int total;
    private int current;
    private int maxMoves = Integer.MAX_VALUE;
    private Family family = Family.GOMOKU;

    WinChanceGraph(IntConsumer onMove) {
        this.onMove = onMove;
        setName("winChanceGraph");
        setOpaque(false);
        javax.swing.ToolTipManager.sharedInstance().registerComponent(this);
        // its tool tips are made when asked for, in the language of the moment; its name is kept
        TextBindings.onRetext(this, () -> getAccessibleContext().setAccessibleName(Texts.get(NAME)));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                if (e.getButton() == MouseEvent.BUTTON1) {
                    nearest(e.getX()).ifPresent(p -> onMove.accept(p.move()));
                }
            }
        });
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
        repaint();
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

    /** Where the chart is drawn, inside the component. */
    Rectangle2D plot() {
        double inset = UIScale.scale(1f);
        return new Rectangle2D.Double(inset, inset, getWidth() - 2 * inset, getHeight() - 2 * inset);
    }

    /** The x of move {@code move}. */
    double x(int move) {
        Rectangle2D r = plot();
        double pad = UIScale.scale(4f);
        return r.getX() + pad + (r.getWidth() - 2 * pad) * move / Math.max(Math.min(MIN_MOVES, maxMoves), total);
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
        return nearest(e.getX()).map(p -> StatusText.chanceAfterMove(p, family)).orElse(null);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        if (!isReadable()) {
            return;
        }
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            paintChart(g);
        } finally {
            g.dispose();
        }
    }

    private void paintChart(Graphics2D g) {
        Rectangle2D r = plot();
        double arc = UIScale.scale(6f);
        RoundRectangle2D frame = new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), arc, arc);
        g.setColor(colors.background());
        g.fill(frame);
        if (!points.isEmpty()) {
            Graphics2D area = (Graphics2D) g.create();
            area.clip(frame);
            // the second player's share above the curve, only where the curve is known
            double from = x(points.get(0).move());
            double to = x(points.get(points.size() - 1).move());
            area.setColor(colors.share(family, Side.SECOND));
            area.fill(new Rectangle2D.Double(from, r.getY(), to - from, r.getHeight()));
            Path2D.Double shape = new Path2D.Double();
            shape.moveTo(x(points.get(0).move()), r.getMaxY());
            for (ChancePoint p : points) {
                shape.lineTo(x(p.move()), y(p.firstPlayerChance()));
            }
            shape.lineTo(x(points.get(points.size() - 1).move()), r.getMaxY());
            shape.closePath();
            area.setColor(colors.share(family, Side.FIRST));
            area.fill(shape);
            area.dispose();
        }
        float hairline = UIScale.scale(1f);
        g.setColor(colors.even());
        g.setStroke(new BasicStroke(hairline, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] {UIScale.scale(3f), UIScale.scale(3f)}, 0f));
        g.draw(new Line2D.Double(r.getX(), y(0.5), r.getMaxX(), y(0.5)));
        // the move on the board
        g.setColor(colors.current());
        g.setStroke(new BasicStroke(UIScale.scale(1.5f)));
        double cx = x(current);
        g.draw(new Line2D.Double(cx, r.getY(), cx, r.getMaxY()));
        for (ChancePoint p : points) {
            Color mark = markColour(p.mark());
            if (points.size() == 1) {
                dot(g, p, colors.share(family, Side.FIRST), UIScale.scale(2.5f)); // a line needs two
            }
            if (p.isDraw()) {
                dot(g, p, colors.draw(), UIScale.scale(3f));
            }
            if (mark != null) {
                dot(g, p, mark, UIScale.scale(3.5f));
            }
            if (p.move() == current) {
                dot(g, p, colors.current(), UIScale.scale(3f));
            }
        }
        g.setColor(colors.edge());
        g.setStroke(new BasicStroke(hairline));
        g.draw(frame);
    }

    private void dot(Graphics2D g, ChancePoint p, Color color, float radius) {
        double px = x(p.move());
        double py = y(p.firstPlayerChance());
        Ellipse2D dot = new Ellipse2D.Double(px - radius, py - radius, 2 * radius, 2 * radius);
        g.setColor(color);
        g.fill(dot);
        g.setColor(colors.edge());
        g.setStroke(new BasicStroke(UIScale.scale(1f)));
        g.draw(dot);
    }

    private Color markColour(Mark mark) {
        return switch (mark) {
            case BLUNDER -> colors.blunder();
            case MISTAKE -> colors.mistake();
            case INACCURACY -> colors.inaccuracy();
            case NONE -> null;
        };
    }
}
