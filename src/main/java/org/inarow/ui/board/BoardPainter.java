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
    /** Tic-tac-toe's card and hint ring: their corners' radius, in cells. */
    private static final double CARD_ARC = 0.25;

    private final BoardColors colors;
    /** Null: the painter draws no text. */
    private final Font labelFont;
    private final DoubleUnaryOperator scale;

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

    private float scaled(float length) {
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
                paintWood(g, geometry);
            } else {
                paintCard(g, geometry);
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
                paintGomoku(g, geometry, view);
            } else {
                paintTicTacToe(g, geometry, view);
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

    // ---- gomoku ----

    private void paintWood(Graphics2D g, BoardGeometry geo) {
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
        g.setStroke(new BasicStroke(hairline()));
        g.draw(wood);
    }

    private void paintGomoku(Graphics2D g, BoardGeometry geo, BoardView view) {
        double cell = geo.cellSize();
        paintTints(g, geo, view, true);
        paintGrid(g, geo);
        paintLabels(g, geo);
        paintMap(g, geo, view);
        if (view.hint() != null) {
            paintHintRing(g, geo.centre(view.hint()), cell);
        }
        for (Point p : stones(view)) {
            paintStone(g, geo.centre(p), cell, view.position().stoneAt(p).orElseThrow(), 1f);
        }
        paintThreat(g, geo, view);
        paintGhosts(g, geo, view.ghosts());
        paintForbidden(g, geo, view);
        view.preview().ifPresent(p -> paintStone(g, geo.centre(p), cell, view.position().toMove(), 0.4f));
        if (view.moveNumbers() && cell >= scaled(NUMBERS_FROM)) {
            paintMoveNumbers(g, geo, view);
        } else {
            view.lastMove().ifPresent(p -> {
                double r = Math.max(scaled(2.5f), cell * 0.13);
                Point2D c = geo.centre(p);
                g.setColor(colors.lastMove());
                g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            });
        }
        // a dark edge under the red line keeps it readable over black and white stones alike
        paintWinLine(g, geo, view.winningLine(), Math.max(scaled(6f), cell * 0.28), cell * 0.1, colors.stoneShadow());
        paintWinLine(g, geo, view.winningLine(), Math.max(scaled(4f), cell * 0.2), cell * 0.1, colors.winLine());
        paintCursor(g, geo, view);
    }

    /** Below this cell size even one digit would not be read on a stone: the stones stay plain. */
    private static final float NUMBERS_FROM = 12f;

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
            drawCentred(g, g.getFontMetrics(), text, c.getX(), c.getY());
        }
    }

    /** The line to come: see-through stones numbered from 1 (on empty points only), colours alternating. */
    private void paintGhosts(Graphics2D g, BoardGeometry geo, GhostLine line) {
        double cell = geo.cellSize();
        List<Point> shown = line.shownPoints();
        Font font = labelFont == null ? null : labelFont.deriveFont(Font.BOLD, (float) (cell * 0.44));
        for (int i = 0; i < shown.size(); i++) {
            Point p = shown.get(i);
            Point2D c = geo.centre(p);
            Side side = line.sideAt(i);
            paintStone(g, c, cell, side, 0.55f);
            if (font != null && cell >= scaled(NUMBERS_FROM)) {
                g.setFont(font);
                g.setColor(side == Side.FIRST ? colors.whiteStone() : colors.blackStone());
                drawCentred(g, g.getFontMetrics(), Integer.toString(i + 1), c.getX(), c.getY());
            }
        }
    }

    private void paintGrid(Graphics2D g, BoardGeometry geo) {
        double cell = geo.cellSize();
        float line = (float) Math.max(hairline(), cell / 32);
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
        double r = Math.max(scaled(2f), cell * 0.09);
        for (Point p : StarPoints.of(geo.columns(), geo.rows())) {
            Point2D c = geo.centre(p);
            g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        }
    }

    private void paintLabels(Graphics2D g, BoardGeometry geo) {
        double cell = geo.cellSize();
        if (labelFont == null || cell < scaled(12f)) {
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
            drawCentred(g, fm, text, x, cells.getMaxY() + band);
            drawCentred(g, fm, text, x, cells.getMinY() - band);
        }
        for (int row = 0; row < geo.rows(); row++) {
            String text = Integer.toString(row + 1);
            double y = geo.centre(new Point(0, row)).getY();
            drawCentred(g, fm, text, cells.getMinX() - band, y);
            drawCentred(g, fm, text, cells.getMaxX() + band, y);
        }
    }

    private static void drawCentred(Graphics2D g, FontMetrics fm, String text, double x, double y) {
        float tx = (float) (x - fm.stringWidth(text) / 2.0);
        float ty = (float) (y + (fm.getAscent() - fm.getDescent()) / 2.0);
        g.drawString(text, tx, ty);
    }

    private void paintStone(Graphics2D g, Point2D c, double cell, Side side, float alpha) {
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
                s.setStroke(new BasicStroke(hairline() * 0.8f));
                s.draw(stone);
            }
        } finally {
            s.dispose();
        }
    }

    private void paintHintRing(Graphics2D g, Point2D c, double cell) {
        double r = cell * 0.42;
        g.setColor(withAlpha(colors.hint(), 0x40));
        g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        g.setColor(colors.hint());
        g.setStroke(new BasicStroke((float) Math.max(scaled(2f), cell * 0.08)));
        g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
    }

    // ---- the "who will win" map ----

    /** Below this cell size the map's numbers are too small to read: the discs alone tell the story. */
    private static final float LABELS_FROM = 20f;

    private void paintMap(Graphics2D g, BoardGeometry geo, BoardView view) {
        BoardMap map = view.map();
        MapColors mc = colors.map();
        double cell = geo.cellSize();
        double r = cell * 0.40;
        boolean labelled = labelFont != null && cell >= scaled(LABELS_FROM);
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
                drawCentred(g, g.getFontMetrics(), m.label(), c.getX(), c.getY());
            }
        }
        double ring = cell * 0.47;
        float width = (float) Math.max(scaled(2f), cell * 0.07);
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
    private void paintThreat(Graphics2D g, BoardGeometry geo, BoardView view) {
        double cell = geo.cellSize();
        double r = cell * 0.5;
        g.setColor(colors.map().block());
        g.setStroke(new BasicStroke((float) Math.max(scaled(2f), cell * 0.075)));
        for (Point p : view.map().threatStones()) {
            if (view.position().isEmpty(p)) {
                continue;
            }
            Point2D c = geo.centre(p);
            g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        }
    }

    // ---- tic-tac-toe ----

    private void paintCard(Graphics2D g, BoardGeometry geo) {
        Rectangle2D board = geo.boardBounds();
        double arc = geo.cellSize() * CARD_ARC;
        g.setColor(colors.cellBackground());
        g.fill(new RoundRectangle2D.Double(board.getX(), board.getY(), board.getWidth(), board.getHeight(), arc, arc));
    }

    private void paintTicTacToe(Graphics2D g, BoardGeometry geo, BoardView view) {
        double cell = geo.cellSize();
        double arc = cell * CARD_ARC;
        view.lastMove().ifPresent(p -> fillCell(g, geo, p, colors.cellLastMove()));
        paintTints(g, geo, view, false);
        float line = (float) Math.max(scaled(2f), cell * 0.035);
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
            Rectangle2D r = inset(geo.cellBounds(view.hint()), cell * 0.1);
            g.setColor(colors.hint());
            g.setStroke(new BasicStroke((float) Math.max(scaled(2f), cell * 0.04)));
            g.draw(new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), arc, arc));
        }
        for (Point p : stones(view)) {
            paintMark(g, geo.centre(p), cell, view.position().stoneAt(p).orElseThrow(), 1f);
        }
        view.preview().ifPresent(p -> paintMark(g, geo.centre(p), cell, view.position().toMove(), 0.3f));
        paintWinLine(g, geo, view.winningLine(), Math.max(scaled(3f), cell * 0.07), cell * 0.34,
                colors.cellWinLine());
        paintCursor(g, geo, view);
    }

    /** Letters under the bottom row and numbers left of the first column, small, in the board's margin. */
    private void paintCellLabels(Graphics2D g, BoardGeometry geo) {
        double cell = geo.cellSize();
        double band = geo.border() * cell / 2;
        float size = (float) Math.max(scaled(9f), Math.min(scaled(15f), cell * 0.13));
        if (labelFont == null || 2 * band < size) {
            return; // no room to read them
        }
        g.setFont(labelFont.deriveFont(Font.PLAIN, size));
        g.setColor(colors.cellLabel());
        FontMetrics fm = g.getFontMetrics();
        Rectangle2D cells = geo.cellsBounds();
        for (int col = 0; col < geo.columns(); col++) {
            drawCentred(g, fm, String.valueOf((char) ('a' + col)), geo.centre(new Point(col, 0)).getX(), cells.getMaxY() + band);
        }
        for (int row = 0; row < geo.rows(); row++) {
            drawCentred(g, fm, Integer.toString(row + 1), cells.getMinX() - band, geo.centre(new Point(0, row)).getY());
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

    // ---- shared layers ----

    private void paintTints(Graphics2D g, BoardGeometry geo, BoardView view, boolean round) {
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

    private void fillCell(Graphics2D g, BoardGeometry geo, Point p, Color color) {
        double cell = geo.cellSize();
        Rectangle2D r = inset(geo.cellBounds(p), cell * 0.06);
        g.setColor(color);
        g.fill(new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), cell * 0.2, cell * 0.2));
    }

    private static void paintWinLine(Graphics2D g, BoardGeometry geo, List<Point> line, double width, double overhang,
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
    private void paintForbidden(Graphics2D g, BoardGeometry geo, BoardView view) {
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

    private void paintCursor(Graphics2D g, BoardGeometry geo, BoardView view) {
        if (view.cursor() == null) {
            return;
        }
        double cell = geo.cellSize();
        Rectangle2D r = inset(geo.cellBounds(view.cursor()), cell * 0.04);
        g.setColor(colors.cursor());
        g.setStroke(new BasicStroke(scaled(2f)));
        g.draw(new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), cell * 0.2, cell * 0.2));
    }

    private static List<Point> stones(BoardView view) {
        return view.position().moves();
    }

    private static Rectangle2D inset(Rectangle2D r, double d) {
        return new Rectangle2D.Double(r.getX() + d, r.getY() + d, r.getWidth() - 2 * d, r.getHeight() - 2 * d);
    }

    private static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }

    private float hairline() {
        return scaled(1f);
    }
}
