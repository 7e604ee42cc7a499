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
 * The layers over a gomoku board that are not the game's own stones: the "who will win" map (tinted
 * discs with their chances, the best point's ring, the dashed rings of the points that must block), the
 * outline of the threat's stones, and the line to come as see-through numbered stones.
 */
final class MapLayerPainter {
    /** Below this cell size the map's numbers are too small to read: the discs alone tell the story. */
    private static final float LABELS_FROM = 20f;

    private final BoardPainter base;
    private final GomokuPainter stones;
    private final BoardColors colors;
    /** Null: the painter draws no text. */
    private final Font labelFont;

    MapLayerPainter(BoardPainter base, GomokuPainter stones, BoardColors colors, Font labelFont) {
        this.base = base;
        this.stones = stones;
        this.colors = colors;
        this.labelFont = labelFont;
    }

    void paintMap(Graphics2D g, BoardGeometry geo, BoardView view) {
        BoardMap map = view.map();
        MapColors mc = colors.map();
        double cell = geo.cellSize();
        double r = cell * 0.40;
        boolean labelled = labelFont != null && cell >= base.scaled(LABELS_FROM);
        Font font = labelled ? labelFont.deriveFont(Font.BOLD, (float) (cell * 0.33)) : null;
        // under a see-through stone of the shown line, the map's tint and chance would read as the stone's number
        java.util.Set<Point> ghosted = java.util.Set.copyOf(view.ghosts().shownPoints());
        for (MapPoint m : map.points()) {
            if (!view.position().isEmpty(m.point()) || ghosted.contains(m.point())) {
                continue;
            }
            Point2D c = geo.centre(m.point());
            Color tint = mc.tint(m.outcome());
            g.setColor(tint);
            g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            if (labelled && !m.label().isEmpty()) {
                g.setFont(m.label().length() > 2 ? font.deriveFont((float) (cell * 0.27)) : font);
                g.setColor(mc.text(tint));
                BoardPainter.drawCentred(g, g.getFontMetrics(), m.label(), c.getX(), c.getY());
            }
        }
        double ring = cell * 0.47;
        float width = (float) Math.max(base.scaled(2f), cell * 0.07);
        map.points().stream().filter(MapPoint::best).filter(m -> view.position().isEmpty(m.point())).forEach(m -> {
            Point2D c = geo.centre(m.point());
            g.setColor(mc.best());
            g.setStroke(new BasicStroke(width));
            g.draw(new Ellipse2D.Double(c.getX() - ring, c.getY() - ring, 2 * ring, 2 * ring));
        });
        // the points that must block: a dashed ring in the colour that also outlines the threat's stones
        float dash = (float) (ring * Math.PI / 6);
        for (Point p : map.mustBlock()) {
            if (!view.position().isEmpty(p)) {
                continue;
            }
            Point2D c = geo.centre(p);
            g.setColor(mc.block());
            g.setStroke(new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                    new float[] {dash, dash * 0.6f}, 0f));
            g.draw(new Ellipse2D.Double(c.getX() - ring, c.getY() - ring, 2 * ring, 2 * ring));
        }
    }

    /** The opponent's stones that make the threat: outlined, so a player sees why a point must block. */
    void paintThreat(Graphics2D g, BoardGeometry geo, BoardView view) {
        double cell = geo.cellSize();
        double r = cell * 0.5;
        g.setColor(colors.map().block());
        g.setStroke(new BasicStroke((float) Math.max(base.scaled(2f), cell * 0.075)));
        for (Point p : view.map().threatStones()) {
            if (view.position().isEmpty(p)) {
                continue;
            }
            Point2D c = geo.centre(p);
            g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        }
    }

    /** The line to come: see-through stones numbered from 1 (on empty points only), colours alternating. */
    void paintGhosts(Graphics2D g, BoardGeometry geo, GhostLine line) {
        double cell = geo.cellSize();
        List<Point> shown = line.shownPoints();
        Font font = labelFont == null ? null : labelFont.deriveFont(Font.BOLD, (float) (cell * 0.44));
        for (int i = 0; i < shown.size(); i++) {
            Point p = shown.get(i);
            Point2D c = geo.centre(p);
            Side side = line.sideAt(i);
            stones.paintStone(g, c, cell, side, 0.55f);
            if (font != null && cell >= base.scaled(GomokuPainter.NUMBERS_FROM)) {
                g.setFont(font);
                g.setColor(side == Side.FIRST ? colors.whiteStone() : colors.blackStone());
                BoardPainter.drawCentred(g, g.getFontMetrics(), Integer.toString(i + 1), c.getX(), c.getY());
            }
        }
    }
}
