package org.inarow.ui.window;

import com.formdev.flatlaf.util.UIScale;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.inarow.ai.review.Mark;
import org.inarow.model.Family;
import org.inarow.model.Side;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.game.ChanceText;

/**
 * Paints a {@link WinChanceGraph} as it stands, in its places ({@link WinChanceGraph#x}, {@link WinChanceGraph#y}):
 * the two sides' shares, the 50 % line, the move on the board, the marks' dots, the axes' labels once the
 * graph is tall enough, and the move under the mouse with its chance in words.
 */
final class WinChanceGraphPainter {
    /** The steps between numbered moves, the least that leaves room between the numbers taken. */
    private static final int[] STEPS = {1, 2, 5, 10, 20, 25, 50, 100};

    private final WinChanceGraph graph;
    private final ChartColors colors;
    private final Font labelFont;
    private final List<ChancePoint> points;
    private final int current;
    private final Family family;

    WinChanceGraphPainter(WinChanceGraph graph, ChartColors colors, Font labelFont) {
        this.graph = graph;
        this.colors = colors;
        this.labelFont = labelFont;
        this.points = graph.points();
        this.current = graph.current();
        this.family = graph.family();
    }

    void paint(Graphics2D g) {
        Rectangle2D r = graph.plot();
        double arc = UIScale.scale(6f);
        RoundRectangle2D frame = new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), arc, arc);
        g.setColor(colors.background());
        g.fill(frame);
        if (!points.isEmpty()) {
            Graphics2D area = (Graphics2D) g.create();
            area.clip(frame);
            // the second player's share above the curve, only where the curve is known
            double from = graph.x(points.get(0).move());
            double to = graph.x(points.get(points.size() - 1).move());
            area.setColor(colors.share(family, Side.SECOND));
            area.fill(new Rectangle2D.Double(from, r.getY(), to - from, r.getHeight()));
            Path2D.Double shape = new Path2D.Double();
            shape.moveTo(graph.x(points.get(0).move()), r.getMaxY());
            for (ChancePoint p : points) {
                shape.lineTo(graph.x(p.move()), graph.y(p.firstPlayerChance()));
            }
            shape.lineTo(graph.x(points.get(points.size() - 1).move()), r.getMaxY());
            shape.closePath();
            area.setColor(colors.share(family, Side.FIRST));
            area.fill(shape);
            area.dispose();
        }
        float hairline = UIScale.scale(1f);
        g.setColor(colors.even());
        g.setStroke(new BasicStroke(hairline, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] {UIScale.scale(3f), UIScale.scale(3f)}, 0f));
        g.draw(new Line2D.Double(r.getX(), graph.y(0.5), r.getMaxX(), graph.y(0.5)));
        // the move on the board
        g.setColor(colors.current());
        g.setStroke(new BasicStroke(UIScale.scale(1.5f)));
        double cx = graph.x(current);
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
        if (graph.isLabelled()) {
            paintLabels(g, r);
        }
        graph.hovered().ifPresent(point -> paintHovered(g, r, point));
    }

    /** "50%" left of the chart on the dashed line's row, and the moves' numbers under the chart. */
    private void paintLabels(Graphics2D g, Rectangle2D r) {
        Graphics2D t = (Graphics2D) g.create();
        try {
            t.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            t.setFont(labelFont);
            t.setColor(colors.label());
            FontMetrics fm = t.getFontMetrics();
            String even = ChanceText.share(0.5);
            float middle = (float) (graph.y(0.5) + (fm.getAscent() - fm.getDescent()) / 2.0);
            t.drawString(even, (float) (r.getX() - UIScale.scale(2f) - fm.stringWidth(even)), middle);
            int step = step(fm);
            float baseline = (float) (r.getMaxY() + UIScale.scale(1f) + fm.getAscent());
            for (int move = step; move <= graph.movesAcross(); move += step) {
                String number = Integer.toString(move);
                double x = graph.x(move) - fm.stringWidth(number) / 2.0;
                if (x + fm.stringWidth(number) <= graph.getWidth()) {
                    t.drawString(number, (float) x, baseline);
                }
                t.draw(new Line2D.Double(graph.x(move), r.getMaxY() - UIScale.scale(3f), graph.x(move), r.getMaxY()));
            }
        } finally {
            t.dispose();
        }
    }

    /** The least step between numbered moves that leaves a gap between the widest numbers. */
    private int step(FontMetrics fm) {
        double perMove = graph.x(1) - graph.x(0);
        double room = fm.stringWidth(Integer.toString(graph.movesAcross())) + UIScale.scale(8f);
        for (int step : STEPS) {
            if (step * perMove >= room) {
                return step;
            }
        }
        return STEPS[STEPS.length - 1] * (int) Math.ceil(room / (perMove * STEPS[STEPS.length - 1]));
    }

    /** The move under the mouse: a line down the chart, a ring on its point, its chance written at the top. */
    private void paintHovered(Graphics2D g, Rectangle2D r, ChancePoint point) {
        double px = graph.x(point.move());
        double py = graph.y(point.firstPlayerChance());
        Graphics2D t = (Graphics2D) g.create();
        try {
            t.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            // in the 50 % line's grey, which shows on either side's colour
            t.setColor(colors.even());
            t.setStroke(new BasicStroke(UIScale.scale(1f), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                    new float[] {UIScale.scale(2f), UIScale.scale(2f)}, 0f));
            t.draw(new Line2D.Double(px, r.getY(), px, r.getMaxY()));
            float radius = UIScale.scale(4.5f);
            Ellipse2D ring = new Ellipse2D.Double(px - radius, py - radius, 2 * radius, 2 * radius);
            t.setColor(colors.background());
            t.fill(ring);
            t.setColor(colors.label());
            t.setStroke(new BasicStroke(UIScale.scale(1.5f)));
            t.draw(ring);
            // the words at the chart's top, on the side away from the point, in a box of the chart's ground
            t.setFont(labelFont);
            FontMetrics fm = t.getFontMetrics();
            String words = ChanceText.graphReadout(point, family);
            double pad = UIScale.scale(3f);
            double width = Math.min(fm.stringWidth(words) + 2 * pad, r.getWidth() - 2 * pad);
            double height = fm.getHeight();
            boolean right = px < r.getCenterX();
            double bx = right ? r.getMaxX() - pad - width : r.getX() + pad;
            double by = r.getY() + pad;
            if (py < by + height + radius && py > by - radius) { // over the point: the box goes to the bottom
                by = r.getMaxY() - pad - height;
            }
            RoundRectangle2D box = new RoundRectangle2D.Double(bx, by, width, height, UIScale.scale(4f), UIScale.scale(4f));
            t.setColor(colors.background());
            t.fill(box);
            t.setColor(colors.edge());
            t.setStroke(new BasicStroke(UIScale.scale(1f)));
            t.draw(box);
            t.setColor(colors.label());
            t.clip(box);
            t.drawString(words, (float) (bx + pad), (float) (by + fm.getAscent()));
        } finally {
            t.dispose();
        }
    }

    private void dot(Graphics2D g, ChancePoint p, Color color, float radius) {
        double px = graph.x(p.move());
        double py = graph.y(p.firstPlayerChance());
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
