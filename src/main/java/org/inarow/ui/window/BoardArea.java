package org.inarow.ui.window;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.geom.Rectangle2D;
import javax.swing.JPanel;
import org.inarow.ui.board.BoardPanel;

/**
 * The board with the win-chance bar right beside it, the pair centred in the room they get. The
 * board's panel is as wide as it is high (or as the room allows), so the bar stands next to the
 * drawn board whatever the window's shape, and the bar is drawn as high as the board is. The bar's
 * room is kept when it is hidden, so switching "who will win" never moves the board.
 */
final class BoardArea extends JPanel {
    private static final long serialVersionUID = 1L;
    private static final int GAP = 2;

    BoardArea(BoardPanel board, WinChanceBar bar) {
        setName("boardArea");
        setOpaque(false);
        setLayout(new PairLayout());
        add(board);
        add(bar);
        bar.setSpan(() -> {
            Rectangle2D drawn = board.geometry().boardBounds(); // the board's own coordinates: same rows as the bar's
            return new Rectangle2D.Double(0, drawn.getY() + board.getY() - bar.getY(), 1, drawn.getHeight());
        });
    }

    private static final class PairLayout implements LayoutManager {
        @Override
        public void addLayoutComponent(String name, Component comp) {
        }

        @Override
        public void removeLayoutComponent(Component comp) {
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            return size(parent.getComponent(0).getPreferredSize(), parent.getComponent(1).getPreferredSize());
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return size(parent.getComponent(0).getMinimumSize(), parent.getComponent(1).getMinimumSize());
        }

        private static Dimension size(Dimension board, Dimension bar) {
            return new Dimension(board.width + UIScale.scale(GAP) + bar.width, Math.max(board.height, bar.height));
        }

        @Override
        public void layoutContainer(Container parent) {
            Component board = parent.getComponent(0);
            Component bar = parent.getComponent(1);
            int barWidth = bar.getPreferredSize().width;
            int gap = UIScale.scale(GAP);
            int width = parent.getWidth();
            int height = parent.getHeight();
            int boardWidth = Math.max(0, Math.min(height, width - gap - barWidth));
            int x = (width - (boardWidth + gap + barWidth)) / 2;
            board.setBounds(x, 0, boardWidth, height);
            bar.setBounds(x + boardWidth + gap, 0, barWidth, height);
        }
    }
}
