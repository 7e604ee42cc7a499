package org.inarow.ui.window;

import com.formdev.flatlaf.util.UIScale;
import java.awt.BasicStroke;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * The puzzle rating's course: a line through the rating after each answer (the latest
 * {@link #SHOWN}), the lowest and highest written at the left, the latest point marked. Colours from
 * the graph's theme keys, so it follows a switch of theme.
 */
final class RatingCourse extends JComponent {
    private static final long serialVersionUID = 1L;
    /** The most answers drawn: older ones scroll off the left. */
    static final int SHOWN = 60;
    private transient List<Double> course = List.of();
    private transient ChartColors colors = ChartColors.fromUIManager();

    RatingCourse() {
        setName("ratingCourse");
    }

    @Override
    public void updateUI() {
        super.updateUI();
        colors = ChartColors.fromUIManager();
    }

    /** The ratings to draw, oldest first. */
    void show(List<Double> ratings) {
        course = List.copyOf(ratings.subList(Math.max(0, ratings.size() - SHOWN), ratings.size()));
        repaint();
    }

    List<Double> shown() {
        return course;
    }

    @Override
    public Dimension getPreferredSize() {
        return isPreferredSizeSet() ? super.getPreferredSize() : new Dimension(UIScale.scale(240), UIScale.scale(90));
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            int w = getWidth();
            int h = getHeight();
            float arc = UIScale.scale(6f);
            g.setColor(colors.background());
            g.fill(new java.awt.geom.RoundRectangle2D.Float(0, 0, w, h, arc, arc));
            if (course.isEmpty()) {
                return;
            }
            double low = course.stream().mapToDouble(Double::doubleValue).min().orElse(1500);
            double high = course.stream().mapToDouble(Double::doubleValue).max().orElse(1500);
            if (high - low < 50) { // a flat course stays flat, not blown up to the full height
                double mid = (high + low) / 2;
                low = mid - 25;
                high = mid + 25;
            }
            Font font = UIManager.getFont("Label.font").deriveFont(Font.PLAIN, UIScale.scale(10f));
            g.setFont(font);
            var fm = g.getFontMetrics();
            String top = Long.toString(Math.round(high));
            String bottom = Long.toString(Math.round(low));
            float pad = UIScale.scale(4f);
            float left = pad * 2 + Math.max(fm.stringWidth(top), fm.stringWidth(bottom));
            float right = w - pad * 2;
            float upper = pad + fm.getAscent() / 2f;
            float lower = h - pad - fm.getAscent() / 2f;
            g.setColor(colors.label());
            g.drawString(top, pad, upper + fm.getAscent() / 2f - 1);
            g.drawString(bottom, pad, lower + fm.getAscent() / 2f - 1);
            g.setColor(colors.even());
            g.setStroke(new BasicStroke(UIScale.scale(1f), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                    new float[] {UIScale.scale(3f), UIScale.scale(3f)}, 0f));
            g.draw(new java.awt.geom.Line2D.Float(left, upper, right, upper));
            g.draw(new java.awt.geom.Line2D.Float(left, lower, right, lower));
            Path2D.Float line = new Path2D.Float();
            int n = course.size();
            float x = left;
            float y = upper;
            for (int i = 0; i < n; i++) {
                x = n == 1 ? right : left + (right - left) * i / (n - 1);
                y = (float) (lower - (lower - upper) * (course.get(i) - low) / (high - low));
                if (i == 0) {
                    line.moveTo(x, y);
                } else {
                    line.lineTo(x, y);
                }
            }
            g.setColor(colors.label());
            g.setStroke(new BasicStroke(UIScale.scale(1.5f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(line);
            float r = UIScale.scale(3f);
            g.setColor(colors.current());
            g.fill(new java.awt.geom.Ellipse2D.Float(x - r, y - r, 2 * r, 2 * r));
        } finally {
            g.dispose();
        }
    }
}
