package org.inarow.ui.window;

import java.awt.BasicStroke;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.util.Optional;
import java.util.function.BiConsumer;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.inarow.model.Family;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;
import org.inarow.ui.board.BoardColors;
import org.inarow.ui.board.BoardGeometry;
import org.inarow.ui.board.BoardPainter;
import org.inarow.ui.board.BoardView;
import org.inarow.ui.game.PositionSetup;

/**
 * The board of Set up position: the empty board as the game draws it, with the stones placed so
 * far (any number of either colour, which no game position can hold, so they are drawn here).
 * A left click is told as the first player's stone, a right click as the second's.
 */
final class SetupBoard extends JComponent {
    private static final long serialVersionUID = 1L;

    private transient PositionSetup setup;
    private transient BoardPainter painter;
    private transient BoardColors colors;

    /** {@code onClick} gets the cell and the side of the button (left: first, right: second). */
    SetupBoard(PositionSetup initial, BiConsumer<Point, Side> onClick) {
        setName("setupBoard");
        this.setup = initial;
        setPreferredSize(new java.awt.Dimension(com.formdev.flatlaf.util.UIScale.scale(440),
                com.formdev.flatlaf.util.UIScale.scale(440)));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseReleased(MouseEvent e) {
                Optional<Point> cell = geometry().cellAt(e.getX(), e.getY());
                Side side = SwingUtilities.isRightMouseButton(e) ? Side.SECOND : Side.FIRST;
                cell.ifPresent(p -> onClick.accept(p, side));
            }
        });
        updateUI();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        colors = BoardColors.fromUIManager();
        painter = new BoardPainter(colors, UIManager.getFont("Label.font"));
        repaint();
    }

    void show(PositionSetup newSetup) {
        setup = newSetup;
        repaint();
    }

    BoardGeometry geometry() {
        return BoardPainter.layout(setup.rules(), getWidth(), getHeight());
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            BoardGeometry geo = geometry();
            painter.paint(g, geo, BoardView.of(Position.empty(setup.rules())));
            double cell = geo.cellSize();
            for (var stone : setup.stones().entrySet()) {
                Point2D c = geo.centre(stone.getKey());
                if (setup.rules().family() == Family.TIC_TAC_TOE) {
                    paintMark(g, c, cell, stone.getValue());
                } else {
                    paintStone(g, c, cell, stone.getValue());
                }
            }
        } finally {
            g.dispose();
        }
    }

    private void paintStone(Graphics2D g, Point2D c, double cell, Side side) {
        double r = cell * 0.46;
        Ellipse2D stone = new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r);
        g.setColor(side == Side.FIRST ? colors.blackStone() : colors.whiteStone());
        g.fill(stone);
        g.setColor(side == Side.FIRST ? colors.blackStoneLight() : colors.whiteStoneShade().darker());
        g.setStroke(new BasicStroke((float) Math.max(1, cell / 30)));
        g.draw(stone);
    }

    private void paintMark(Graphics2D g, Point2D c, double cell, Side side) {
        double r = cell * 0.3;
        g.setStroke(new BasicStroke((float) (cell / 12), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        if (side == Side.FIRST) {
            g.setColor(colors.cross());
            g.draw(new Line2D.Double(c.getX() - r, c.getY() - r, c.getX() + r, c.getY() + r));
            g.draw(new Line2D.Double(c.getX() - r, c.getY() + r, c.getX() + r, c.getY() - r));
        } else {
            g.setColor(colors.nought());
            g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        }
    }
}
