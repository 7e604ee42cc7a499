package org.inarow.ui.board;

import com.formdev.flatlaf.util.UIScale;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import org.inarow.ai.Outcome;
import org.inarow.model.Family;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Paints a {@link BoardView} in layers (board, tints, grid, labels, stones, marks, win line,
 * preview, cursor) onto any {@link Graphics2D}: a component's, or a {@link BufferedImage}'s.
 * Gomoku is a wooden board with stones on the intersections; tic-tac-toe a clean grid of X and O.
 * Every size follows the cell size, and hairlines follow the user interface's scale ({@link UIScale}'s,
 * unless told another).
 */
public final class BoardPainter {
    private static final double GOMOKU_FRAME = 0.75;
    /** Room around the tic-tac-toe cells, in cells: enough for small coordinates in it. */
    private static final double TIC_TAC_TOE_FRAME = 0.28;

    private final BoardColors colors;
    /** Null: the painter draws no text. */
    private final Font labelFont;
    private final DoubleUnaryOperator scale;
    private final GomokuPainter gomoku;
    private final TicTacToePainter ticTacToe;

    /** A painter at the look and feel's scale. */
    public BoardPainter(BoardColors colors, Font labelFont) {
        this(colors, labelFont, BoardPainter::lookAndFeelScale);
    }

    /**
     * A painter at the given {@code scale} of lengths, for painting before a look and feel is in
     * (asked then, {@link UIScale} would make Swing's default one to find its font).
     */
    public BoardPainter(BoardColors colors, Font labelFont, DoubleUnaryOperator scale) {
        this.colors = colors;
        this.labelFont = labelFont;
        this.scale = scale;
        this.gomoku = new GomokuPainter(this, colors, labelFont);
        this.ticTacToe = new TicTacToePainter(this, colors, labelFont);
    }

    /**
     * A painter that draws no text (coordinates, move numbers, the map's figures) at the given
     * {@code scale}: the window's first look paints with it before the font system is started, whose
     * start was most of the first look's painting (the window showed 40 ms sooner without it).
     */
    public static BoardPainter withoutText(BoardColors colors, DoubleUnaryOperator scale) {
        return new BoardPainter(colors, null, scale);
    }

    /** The layout of this game's board in an area of {@code width × height} pixels, at the look and feel's scale. */
    public static BoardGeometry layout(Rules rules, int width, int height) {
        return layout(rules, width, height, BoardPainter::lookAndFeelScale);
    }

    /** The layout of this game's board in an area of {@code width × height} pixels, at this painter's scale. */
    public BoardGeometry geometry(Rules rules, int width, int height) {
        return layout(rules, width, height, scale);
    }

    private static BoardGeometry layout(Rules rules, int width, int height, DoubleUnaryOperator scale) {
        double frame = rules.family() == Family.GOMOKU ? GOMOKU_FRAME : TIC_TAC_TOE_FRAME;
        return BoardGeometry.fit(rules.width(), rules.height(), frame, width, height, scale.applyAsDouble(8));
    }

    private static double lookAndFeelScale(double length) {
        return UIScale.scale((float) length);
    }

    float scaled(float length) {
        return (float) scale.applyAsDouble(length);
    }

    /** Paints the view into a new image of the given size, e.g. for export or tests. */
    public BufferedImage paintImage(BoardView view, int width, int height, Color background) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(background);
            g.fillRect(0, 0, width, height);
            paint(g, geometry(view.position().rules(), width, height), view);
        } finally {
            g.dispose();
        }
        return image;
    }

    public void paint(Graphics2D graphics, BoardGeometry geometry, BoardView view) {
        paintGround(graphics, geometry, view.position().rules());
        paintOverGround(graphics, geometry, view);
    }

    /**
     * Paints what every position of these rules shares at this size: the gomoku board's shadow and
     * wood, tic-tac-toe's card. {@link BoardImage} keeps it as an image, so a move repaints only
     * what is on it (the wood's gradient was most of a board's painting: measured 6-7 ms of 8).
     */
    void paintGround(Graphics2D graphics, BoardGeometry geometry, Rules rules) {
        Graphics2D g = smooth(graphics);
        try {
            if (rules.family() == Family.GOMOKU) {
                gomoku.paintWood(g, geometry);
            } else {
                ticTacToe.paintCard(g, geometry);
            }
        } finally {
            g.dispose();
        }
    }

    /** Paints the view over what {@link #paintGround} painted. */
    void paintOverGround(Graphics2D graphics, BoardGeometry geometry, BoardView view) {
        Graphics2D g = smooth(graphics);
        try {
            if (view.position().rules().family() == Family.GOMOKU) {
                gomoku.paintGomoku(g, geometry, view);
            } else {
                ticTacToe.paintTicTacToe(g, geometry, view);
            }
        } finally {
            g.dispose();
        }
    }

    private static Graphics2D smooth(Graphics2D graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_NORMALIZE);
        return g;
    }

    static void drawCentred(Graphics2D g, FontMetrics fm, String text, double x, double y) {
        float tx = (float) (x - fm.stringWidth(text) / 2.0);
        float ty = (float) (y + (fm.getAscent() - fm.getDescent()) / 2.0);
        g.drawString(text, tx, ty);
    }

    // ---- shared layers ----

    void paintTints(Graphics2D g, BoardGeometry geo, BoardView view, boolean round) {
        Side mover = view.position().toMove();
        for (Map.Entry<Point, Outcome> e : view.cellOutcomes().entrySet()) {
            Color tint = tint(e.getValue(), mover);
            if (tint == null || !view.position().isEmpty(e.getKey())) {
                continue;
            }
            if (round) {
                Point2D c = geo.centre(e.getKey());
                double r = geo.cellSize() * 0.42;
                g.setColor(tint);
                g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            } else {
                fillCell(g, geo, e.getKey(), tint);
            }
        }
    }

    private Color tint(Outcome outcome, Side mover) {
        return switch (outcome) {
            case DRAW -> colors.tintDraw();
            case UNKNOWN -> null;
            default -> outcome == Outcome.winFor(mover) ? colors.tintWin() : colors.tintLoss();
        };
    }

    void fillCell(Graphics2D g, BoardGeometry geo, Point p, Color color) {
        double cell = geo.cellSize();
        Rectangle2D r = inset(geo.cellBounds(p), cell * 0.06);
        g.setColor(color);
        g.fill(new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), cell * 0.2, cell * 0.2));
    }

    static void paintWinLine(Graphics2D g, BoardGeometry geo, List<Point> line, double width, double overhang,
                                     Color color) {
        if (line.size() < 2) {
            return;
        }
        Point2D a = geo.centre(line.get(0));
        Point2D b = geo.centre(line.get(line.size() - 1));
        double length = a.distance(b);
        double dx = (b.getX() - a.getX()) / length * overhang;
        double dy = (b.getY() - a.getY()) / length * overhang;
        g.setColor(color);
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(a.getX() - dx, a.getY() - dy, b.getX() + dx, b.getY() + dy));
    }

    /** A small red × on each point forbidden to the side to move (renju), thin enough to leave the grid readable. */
    void paintForbidden(Graphics2D g, BoardGeometry geo, BoardView view) {
        double cell = geo.cellSize();
        double half = cell * 0.2;
        g.setColor(colors.forbidden());
        g.setStroke(new BasicStroke((float) Math.max(scaled(1.5f), cell * 0.08), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (Point p : view.forbidden()) {
            Point2D c = geo.centre(p);
            g.draw(new Line2D.Double(c.getX() - half, c.getY() - half, c.getX() + half, c.getY() + half));
            g.draw(new Line2D.Double(c.getX() - half, c.getY() + half, c.getX() + half, c.getY() - half));
        }
    }

    void paintCursor(Graphics2D g, BoardGeometry geo, BoardView view) {
        if (view.cursor() == null) {
            return;
        }
        double cell = geo.cellSize();
        Rectangle2D r = inset(geo.cellBounds(view.cursor()), cell * 0.04);
        g.setColor(colors.cursor());
        g.setStroke(new BasicStroke(scaled(2f)));
        g.draw(new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), cell * 0.2, cell * 0.2));
    }

    static List<Point> stones(BoardView view) {
        return view.position().moves();
    }

    static Rectangle2D inset(Rectangle2D r, double d) {
        return new Rectangle2D.Double(r.getX() + d, r.getY() + d, r.getWidth() - 2 * d, r.getHeight() - 2 * d);
    }

    static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }

    float hairline() {
        return scaled(1f);
    }
}
