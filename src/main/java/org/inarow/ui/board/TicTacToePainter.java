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
 * The tic-tac-toe board of a {@link BoardPainter}: a clean card with its grid, small coordinates in the
 * margin, X and O, the hint's rounded square; the layers it shares with gomoku are the {@link BoardPainter}'s.
 */
final class TicTacToePainter {
    /** Tic-tac-toe's card and hint ring: their corners' radius, in cells. */
    private static final double CARD_ARC = 0.25;

    private final BoardPainter base;
    private final BoardColors colors;
    /** Null: the painter draws no text. */
    private final Font labelFont;

    TicTacToePainter(BoardPainter base, BoardColors colors, Font labelFont) {
        this.base = base;
        this.colors = colors;
        this.labelFont = labelFont;
    }

    void paintCard(Graphics2D g, BoardGeometry geo) {
        Rectangle2D board = geo.boardBounds();
        double arc = geo.cellSize() * CARD_ARC;
        g.setColor(colors.cellBackground());
        g.fill(new RoundRectangle2D.Double(board.getX(), board.getY(), board.getWidth(), board.getHeight(), arc, arc));
    }

    void paintTicTacToe(Graphics2D g, BoardGeometry geo, BoardView view) {
        double cell = geo.cellSize();
        double arc = cell * CARD_ARC;
        view.lastMove().ifPresent(p -> base.fillCell(g, geo, p, colors.cellLastMove()));
        base.paintTints(g, geo, view, false);
        float line = (float) Math.max(base.scaled(2f), cell * 0.035);
        g.setColor(colors.cellGrid());
        g.setStroke(new BasicStroke(line, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Rectangle2D cells = geo.cellsBounds();
        double inset = cell * 0.1;
        for (int i = 1; i < geo.columns(); i++) {
            double x = cells.getX() + i * cell;
            g.draw(new Line2D.Double(x, cells.getY() + inset, x, cells.getMaxY() - inset));
        }
        for (int i = 1; i < geo.rows(); i++) {
            double y = cells.getY() + i * cell;
            g.draw(new Line2D.Double(cells.getX() + inset, y, cells.getMaxX() - inset, y));
        }
        paintCellLabels(g, geo);
        if (view.hint() != null) {
            Rectangle2D r = BoardPainter.inset(geo.cellBounds(view.hint()), cell * 0.1);
            g.setColor(colors.hint());
            g.setStroke(new BasicStroke((float) Math.max(base.scaled(2f), cell * 0.04)));
            g.draw(new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), arc, arc));
        }
        for (Point p : BoardPainter.stones(view)) {
            paintMark(g, geo.centre(p), cell, view.position().stoneAt(p).orElseThrow(), 1f);
        }
        view.preview().ifPresent(p -> paintMark(g, geo.centre(p), cell, view.position().toMove(), 0.3f));
        BoardPainter.paintWinLine(g, geo, view.winningLine(), Math.max(base.scaled(3f), cell * 0.07), cell * 0.34,
                colors.cellWinLine());
        base.paintCursor(g, geo, view);
    }

    /** Letters under the bottom row and numbers left of the first column, small, in the board's margin. */
    private void paintCellLabels(Graphics2D g, BoardGeometry geo) {
        double cell = geo.cellSize();
        double band = geo.border() * cell / 2;
        float size = (float) Math.max(base.scaled(9f), Math.min(base.scaled(15f), cell * 0.13));
        if (labelFont == null || 2 * band < size) {
            return; // no room to read them
        }
        g.setFont(labelFont.deriveFont(Font.PLAIN, size));
        g.setColor(colors.cellLabel());
        FontMetrics fm = g.getFontMetrics();
        Rectangle2D cells = geo.cellsBounds();
        for (int col = 0; col < geo.columns(); col++) {
            BoardPainter.drawCentred(g, fm, String.valueOf((char) ('a' + col)), geo.centre(new Point(col, 0)).getX(), cells.getMaxY() + band);
        }
        for (int row = 0; row < geo.rows(); row++) {
            BoardPainter.drawCentred(g, fm, Integer.toString(row + 1), cells.getMinX() - band, geo.centre(new Point(0, row)).getY());
        }
    }

    private void paintMark(Graphics2D g, Point2D c, double cell, Side side, float alpha) {
        Graphics2D s = (Graphics2D) g.create();
        try {
            s.setComposite(java.awt.AlphaComposite.getInstance(java.awt.AlphaComposite.SRC_OVER, alpha));
            s.setStroke(new BasicStroke((float) (cell * 0.1), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            double r = cell * 0.26;
            if (side == Side.FIRST) {
                s.setColor(colors.cross());
                s.draw(new Line2D.Double(c.getX() - r, c.getY() - r, c.getX() + r, c.getY() + r));
                s.draw(new Line2D.Double(c.getX() - r, c.getY() + r, c.getX() + r, c.getY() - r));
            } else {
                s.setColor(colors.nought());
                s.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            }
        } finally {
            s.dispose();
        }
    }
}
