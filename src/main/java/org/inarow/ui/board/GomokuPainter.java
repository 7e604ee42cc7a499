package org.inarow.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import org.inarow.model.Point;
import org.inarow.model.Side;

/**
 * The gomoku board of a {@link BoardPainter}: the wood, the grid with its star points and coordinates, the
 * stones with their move numbers or the last move's dot, the hint's ring; its map layer is
 * {@link MapLayerPainter}'s, the layers it shares with tic-tac-toe the {@link BoardPainter}'s.
 */
final class GomokuPainter {
    private final BoardPainter base;
    private final BoardColors colors;
    /** Null: the painter draws no text. */
    private final Font labelFont;
    private final MapLayerPainter map;

    GomokuPainter(BoardPainter base, BoardColors colors, Font labelFont) {
        this.base = base;
        this.colors = colors;
        this.labelFont = labelFont;
        this.map = new MapLayerPainter(base, this, colors, labelFont);
    }

    void paintWood(Graphics2D g, BoardGeometry geo) {
        double cell = geo.cellSize();
        Rectangle2D board = geo.boardBounds();
        double arc = cell * 0.3;
        g.setColor(colors.stoneShadow());
        g.fill(new RoundRectangle2D.Double(board.getX() + cell * 0.06, board.getY() + cell * 0.1,
                board.getWidth(), board.getHeight(), arc, arc));
        g.setPaint(new java.awt.GradientPaint((float) board.getX(), (float) board.getY(), colors.wood(),
                (float) board.getMaxX(), (float) board.getMaxY(), colors.woodShade()));
        RoundRectangle2D wood = new RoundRectangle2D.Double(board.getX(), board.getY(), board.getWidth(),
                board.getHeight(), arc, arc);
        g.fill(wood);
        g.setColor(colors.woodEdge());
        g.setStroke(new BasicStroke(base.hairline()));
        g.draw(wood);
    }

    void paintGomoku(Graphics2D g, BoardGeometry geo, BoardView view) {
        double cell = geo.cellSize();
        base.paintTints(g, geo, view, true);
        paintGrid(g, geo);
        paintLabels(g, geo);
        map.paintMap(g, geo, view);
        if (view.hint() != null) {
            paintHintRing(g, geo.centre(view.hint()), cell);
        }
        for (Point p : BoardPainter.stones(view)) {
            paintStone(g, geo.centre(p), cell, view.position().stoneAt(p).orElseThrow(), 1f);
        }
        map.paintThreat(g, geo, view);
        map.paintGhosts(g, geo, view.ghosts());
        base.paintForbidden(g, geo, view);
        view.preview().ifPresent(p -> paintStone(g, geo.centre(p), cell, view.position().toMove(), 0.4f));
        if (view.moveNumbers() && cell >= base.scaled(NUMBERS_FROM)) {
            paintMoveNumbers(g, geo, view);
        } else {
            view.lastMove().ifPresent(p -> {
                double r = Math.max(base.scaled(2.5f), cell * 0.13);
                Point2D c = geo.centre(p);
                g.setColor(colors.lastMove());
                g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            });
        }
        // a dark edge under the red line keeps it readable over black and white stones alike
        BoardPainter.paintWinLine(g, geo, view.winningLine(), Math.max(base.scaled(6f), cell * 0.28), cell * 0.1, colors.stoneShadow());
        BoardPainter.paintWinLine(g, geo, view.winningLine(), Math.max(base.scaled(4f), cell * 0.2), cell * 0.1, colors.winLine());
        base.paintCursor(g, geo, view);
    }

    /** Below this cell size even one digit would not be read on a stone: the stones stay plain. */
    static final float NUMBERS_FROM = 12f;

    /**
     * Each stone's move number, centred, light on black and dark on white; the last move's number
     * takes the last-move colour instead of the dot. Long numbers get a smaller font, so even
     * 3 digits stay inside the stone.
     */
    private void paintMoveNumbers(Graphics2D g, BoardGeometry geo, BoardView view) {
        if (labelFont == null) {
            return;
        }
        double cell = geo.cellSize();
        double room = cell * 0.74; // the widest a number may be: inside the stone's 0.92 with a margin
        Font base = labelFont.deriveFont(Font.BOLD, (float) (cell * 0.44));
        List<Point> moves = view.position().moves();
        for (int i = 0; i < moves.size(); i++) {
            Point p = moves.get(i);
            String text = Integer.toString(i + 1);
            Font font = base;
            double width = g.getFontMetrics(font).getStringBounds(text, g).getWidth();
            if (width > room) {
                font = base.deriveFont((float) (base.getSize2D() * room / width));
            }
            g.setFont(font);
            boolean last = i == moves.size() - 1;
            boolean black = view.position().stoneAt(p).orElseThrow() == Side.FIRST;
            g.setColor(last ? colors.lastMove() : black ? colors.whiteStone() : colors.blackStone());
            Point2D c = geo.centre(p);
            BoardPainter.drawCentred(g, g.getFontMetrics(), text, c.getX(), c.getY());
        }
    }

    private void paintGrid(Graphics2D g, BoardGeometry geo) {
        double cell = geo.cellSize();
        float line = (float) Math.max(base.hairline(), cell / 32);
        g.setColor(colors.grid());
        for (int col = 0; col < geo.columns(); col++) {
            boolean edge = col == 0 || col == geo.columns() - 1;
            g.setStroke(new BasicStroke(edge ? line * 1.6f : line, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
            g.draw(new Line2D.Double(geo.centre(new Point(col, 0)), geo.centre(new Point(col, geo.rows() - 1))));
        }
        for (int row = 0; row < geo.rows(); row++) {
            boolean edge = row == 0 || row == geo.rows() - 1;
            g.setStroke(new BasicStroke(edge ? line * 1.6f : line, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
            g.draw(new Line2D.Double(geo.centre(new Point(0, row)), geo.centre(new Point(geo.columns() - 1, row))));
        }
        double r = Math.max(base.scaled(2f), cell * 0.09);
        for (Point p : StarPoints.of(geo.columns(), geo.rows())) {
            Point2D c = geo.centre(p);
            g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        }
    }

    private void paintLabels(Graphics2D g, BoardGeometry geo) {
        double cell = geo.cellSize();
        if (labelFont == null || cell < base.scaled(12f)) {
            return; // too small to read: leave the frame plain
        }
        g.setFont(labelFont.deriveFont(Font.PLAIN, (float) (cell * 0.36)));
        g.setColor(colors.label());
        FontMetrics fm = g.getFontMetrics();
        Rectangle2D cells = geo.cellsBounds();
        double band = geo.border() * cell / 2;
        for (int col = 0; col < geo.columns(); col++) {
            String text = String.valueOf((char) ('a' + col));
            double x = geo.centre(new Point(col, 0)).getX();
            BoardPainter.drawCentred(g, fm, text, x, cells.getMaxY() + band);
            BoardPainter.drawCentred(g, fm, text, x, cells.getMinY() - band);
        }
        for (int row = 0; row < geo.rows(); row++) {
            String text = Integer.toString(row + 1);
            double y = geo.centre(new Point(0, row)).getY();
            BoardPainter.drawCentred(g, fm, text, cells.getMinX() - band, y);
            BoardPainter.drawCentred(g, fm, text, cells.getMaxX() + band, y);
        }
    }

    void paintStone(Graphics2D g, Point2D c, double cell, Side side, float alpha) {
        Graphics2D s = (Graphics2D) g.create();
        try {
            if (alpha < 1f) {
                s.setComposite(java.awt.AlphaComposite.getInstance(java.awt.AlphaComposite.SRC_OVER, alpha));
            }
            double r = cell * 0.46;
            if (alpha == 1f) {
                s.setColor(colors.stoneShadow());
                s.fill(new Ellipse2D.Double(c.getX() - r + cell * 0.04, c.getY() - r + cell * 0.07, 2 * r, 2 * r));
            }
            boolean black = side == Side.FIRST;
            Color light = black ? colors.blackStoneLight() : colors.whiteStone();
            Color dark = black ? colors.blackStone() : colors.whiteStoneShade();
            float[] stops = black ? new float[] {0f, 0.65f} : new float[] {0.45f, 1f};
            s.setPaint(new java.awt.RadialGradientPaint(new Point2D.Double(c.getX() - r * 0.35, c.getY() - r * 0.35),
                    (float) (r * 1.35), stops, new Color[] {light, dark}));
            Ellipse2D stone = new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r);
            s.fill(stone);
            if (!black) {
                s.setColor(colors.whiteStoneShade().darker());
                s.setStroke(new BasicStroke(base.hairline() * 0.8f));
                s.draw(stone);
            }
        } finally {
            s.dispose();
        }
    }

    private void paintHintRing(Graphics2D g, Point2D c, double cell) {
        double r = cell * 0.42;
        g.setColor(BoardPainter.withAlpha(colors.hint(), 0x40));
        g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        g.setColor(colors.hint());
        g.setStroke(new BasicStroke((float) Math.max(base.scaled(2f), cell * 0.08)));
        g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
    }
}
