package org.inarow.ui;

import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.IntConsumer;
import javax.swing.Action;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import org.inarow.model.Move;
import org.inarow.model.Notation;
import org.inarow.model.Rules;

/**
 * The numbered list of moves played, the move shown on the board selected. Clicking a move shows
 * the position after it; with the list focused, the arrow keys step through the game (up or
 * left back, down or right forward), Home goes to the empty board and End back to the game.
 * While an earlier position is shown, the moves after it are greyed.
 */
final class MoveListPanel extends JScrollPane {
    private static final long serialVersionUID = 1L;

    private final DefaultListModel<String> model = new DefaultListModel<>();
    private final JList<String> list = new JList<>(model);
    private transient List<Move> shownMoves = List.of();
    private transient ReviewState review = ReviewState.live(0);
    private boolean updating;

    /** {@code showMove} is told the number of moves to show when the player picks one. */
    MoveListPanel(IntConsumer showMove) {
        list.setName("moveList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(8);
        list.setCellRenderer(new Renderer());
        list.addListSelectionListener(e -> {
            int index = list.getSelectedIndex();
            if (!updating && !e.getValueIsAdjusting() && index >= 0) {
                showMove.accept(index + 1);
            }
        });
        setViewportView(list);
    }

    /** The review keys of the list, over the list's own (which would only move the selection). */
    void bindKeys(Action back, Action forward, Action start, Action end) {
        bind(back, "reviewBack", KeyEvent.VK_UP, KeyEvent.VK_LEFT, KeyEvent.VK_KP_UP, KeyEvent.VK_KP_LEFT);
        bind(forward, "reviewForward", KeyEvent.VK_DOWN, KeyEvent.VK_RIGHT, KeyEvent.VK_KP_DOWN, KeyEvent.VK_KP_RIGHT);
        bind(start, "reviewStart", KeyEvent.VK_HOME);
        bind(end, "reviewEnd", KeyEvent.VK_END);
    }

    private void bind(Action action, String name, int... keys) {
        for (int key : keys) {
            list.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key, 0), name);
            list.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key, InputEvent.SHIFT_DOWN_MASK), name);
        }
        list.getActionMap().put(name, action);
    }

    void show(Rules rules, List<Move> moves, ReviewState newReview) {
        if (moves.equals(shownMoves) && newReview.equals(review)) {
            return;
        }
        updating = true;
        try {
            if (!moves.equals(shownMoves)) {
                shownMoves = List.copyOf(moves);
                model.clear();
                for (Move move : moves) {
                    model.addElement(line(rules, move));
                }
            }
            review = newReview;
            int selected = review.shown() - 1;
            if (selected >= 0) {
                list.setSelectedIndex(selected);
                list.ensureIndexIsVisible(selected);
            } else {
                list.clearSelection();
                list.ensureIndexIsVisible(0);
            }
            list.repaint();
        } finally {
            updating = false;
        }
    }

    static String line(Rules rules, Move move) {
        return move.number() + ".  " + SideNames.of(rules.family(), move.side()) + "  " + Notation.format(move.point());
    }

    List<String> lines() {
        return java.util.Collections.list(model.elements());
    }

    JList<String> jList() {
        return list;
    }

    /** Greys the moves after the one shown. */
    private final class Renderer extends DefaultListCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                                                      boolean focused) {
            super.getListCellRendererComponent(l, value, index, selected, focused);
            if (!selected && index >= review.shown()) {
                setForeground(UIManager.getColor("Label.disabledForeground"));
            }
            return this;
        }
    }
}
