package org.inarow.ui.window;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * The bottom of the side panel: the win-chance graph (while shown), the "Moves" heading and the
 * move list. The graph has its height, and the list up to ten rows (more than the packed window
 * gives it); in a larger window the graph grows with it, taking three quarters of the room beyond
 * that, up to four times its height (a 1600×975 window's graph stayed at its 64 px, too flat to
 * read a game from), and the list takes what is left. When the window gets short, the list gives way first, down to its least
 * rows, then the graph, down to nothing (it draws nothing once too short to read), so the smallest
 * window fits a small laptop screen.
 */
final class GraphAndMoveList extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The graph grows to at most this many times its height. */
    private static final int GROWTH = 4;
    /** The rows the list gets before the graph grows beyond its height. */
    static final int LIST_ROWS_FIRST = 10;

    /** {@code graphGap} is the gap under the graph while it is shown. */
    GraphAndMoveList(WinChanceGraph graph, JComponent heading, MoveListPanel moves, int graphHeight, int graphGap) {
        setOpaque(false);
        setLayout(new ColumnLayout(graphHeight, graphGap));
        add(graph);
        add(heading);
        add(moves);
    }

    /** The graph's full height and the gap under it, in pixels. */
    private record ColumnLayout(int graphHeight, int graphGap) implements LayoutManager {
        @Override
        public void addLayoutComponent(String name, Component comp) {
        }

        @Override
        public void removeLayoutComponent(Component comp) {
        }

        /** The height of everything but the list and the graph: the gaps and the heading. */
        private int fixed(Container parent) {
            Component graph = parent.getComponent(0);
            return (graph.isVisible() ? graphGap : 0) + parent.getComponent(1).getPreferredSize().height;
        }

        /**
         * No more than its least: it grows into what the side panel has left, so the rows above it
         * never shrink to make room for it (the side panel asks for the room of the packed window).
         */
        @Override
        public Dimension preferredLayoutSize(Container parent) {
            return minimumLayoutSize(parent);
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            Dimension list = parent.getComponent(2).getMinimumSize();
            return new Dimension(list.width, fixed(parent) + list.height);
        }

        @Override
        public void layoutContainer(Container parent) {
            Insets insets = parent.getInsets();
            int width = parent.getWidth() - insets.left - insets.right;
            int room = parent.getHeight() - insets.top - insets.bottom - fixed(parent);
            Component graph = parent.getComponent(0);
            Component heading = parent.getComponent(1);
            Component list = parent.getComponent(2);
            int listLeast = list.getMinimumSize().height;
            int spare = room - listLeast; // what the list's least rows leave
            int beyond = spare - graphHeight - ((MoveListPanel) list).roomAboveMinimum(LIST_ROWS_FIRST);
            int grown = graphHeight + Math.max(0, beyond) * 3 / 4;
            int graphShown = graph.isVisible() ? Math.max(0, Math.min(spare, Math.min(grown, GROWTH * graphHeight))) : 0;
            int y = insets.top;
            if (graph.isVisible()) {
                graph.setBounds(insets.left, y, width, graphShown);
                y += graphShown + graphGap;
            }
            int headingHeight = heading.getPreferredSize().height;
            heading.setBounds(insets.left, y, width, headingHeight);
            y += headingHeight;
            list.setBounds(insets.left, y, width, Math.max(0, parent.getHeight() - insets.bottom - y));
        }
    }
}
