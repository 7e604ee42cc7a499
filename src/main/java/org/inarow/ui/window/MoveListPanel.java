package org.inarow.ui.window;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Insets;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javax.swing.Action;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.inarow.model.Point;
import org.inarow.ui.game.MoveRow;
import org.inarow.ui.game.ReviewState;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * The numbered list of moves played, the move shown on the board selected. Clicking a move shows
 * the position after it; with the list focused, the arrow keys step through the game (up or
 * left back, down or right forward), Home goes to the empty board and End back to the game.
 * While an earlier position is shown, the moves after it are greyed. After "Review game" each move
 * the review marked carries its sign: {@code ?!} an inaccuracy, {@code ?} a mistake, {@code ??} a blunder.
 * Under a move, indented in brackets and in a muted italic, come the variations played instead of it
 * ({@link MoveRow}); clicking one makes it the game's line. Rows change one by one, not all anew, so a
 * review's signs or a new move do not rebuild a long list.
 */
public final class MoveListPanel extends JScrollPane {
    private static final long serialVersionUID = 1L;

    /** The rows it keeps at the window's smallest, and the rows it asks for at the packed size. */
    private static final int MIN_ROWS = 4;
    private static final int PREFERRED_ROWS = 6;
    /** The rows the list keeps however much way it gives to the review's progress. */
    private static final int LEAST_ROWS = 1;
    /** The key of a row as wide and tall as the widest the list shows, never shown itself. */
    private static final String PROTOTYPE = "panel.moveRowPrototype";

    private final DefaultListModel<String> model = new DefaultListModel<>();
    private final JList<String> list = new JList<>(model);
    private transient List<MoveRow> rows = List.of();
    private transient ReviewState review = ReviewState.live(0);
    private boolean updating;
    private int givingWay;

    /**
     * {@code showMove} is told the number of moves to show when the player picks a move of the game's line;
     * {@code switchToLine} the moves to a variation's first move when the player picks a variation.
     */
    MoveListPanel(IntConsumer showMove, Consumer<List<Point>> switchToLine) {
        list.setName("moveList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(PREFERRED_ROWS); // it grows into the room the side panel has left
        // every row as tall as this one, known before any move: a wide row in the current language
        list.setPrototypeCellValue(Texts.get(PROTOTYPE));
        TextBindings.onRetext(this, () -> list.setPrototypeCellValue(Texts.get(PROTOTYPE)));
        list.setCellRenderer(new Renderer());
        list.addListSelectionListener(e -> {
            int index = list.getSelectedIndex();
            if (!updating && !e.getValueIsAdjusting() && index >= 0 && index < rows.size()) {
                MoveRow row = rows.get(index);
                if (row.isVariation()) {
                    switchToLine.accept(row.line());
                } else {
                    showMove.accept(row.number());
                }
            }
        });
        setViewportView(list);
        // the list gets shorter when a longer message comes above it: keep the move shown in view
        getViewport().addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                revealShownMove();
            }
        });
    }

    /** A few moves high at least: the side panel's other rows never squeeze the list away. */
    @Override
    public Dimension getMinimumSize() {
        if (isMinimumSizeSet()) {
            return super.getMinimumSize();
        }
        Insets insets = getInsets();
        int rows = list.getFixedCellHeight();
        int height = Math.max(LEAST_ROWS * rows, MIN_ROWS * rows - givingWay) + insets.top + insets.bottom;
        return new Dimension(super.getMinimumSize().width, height);
    }

    /** Gives {@code pixels} of the list's least height to something shown above it for a while (a row stays). */
    void giveWay(int pixels) {
        if (pixels != givingWay) {
            givingWay = pixels;
            revalidate();
        }
    }

    /** How much taller it asks to be at the packed size than at the window's smallest: a few rows. */
    int roomAboveMinimum() {
        return roomAboveMinimum(PREFERRED_ROWS);
    }

    /** How much taller it must be than at the window's smallest to show {@code rows} rows. */
    int roomAboveMinimum(int rows) {
        return Math.max(0, rows - MIN_ROWS) * list.getFixedCellHeight();
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

    /** Shows {@code newRows} with the position {@code newReview} shows selected. */
    void show(List<MoveRow> newRows, ReviewState newReview) {
        if (newRows.equals(rows) && newReview.equals(review)) {
            return;
        }
        updating = true;
        try {
            if (!newRows.equals(rows)) {
                replaceRows(newRows);
            }
            review = newReview;
            int selected = shownRow();
            if (selected >= 0) {
                list.setSelectedIndex(selected);
            } else {
                list.clearSelection();
            }
            list.repaint();
        } finally {
            updating = false;
        }
        revealShownMove();
        SwingUtilities.invokeLater(this::revealShownMove); // again once the new rows and messages are laid out
    }

    /** Changes only the rows that differ: a sign or a move more touches a row or two, not the whole list. */
    private void replaceRows(List<MoveRow> newRows) {
        int common = Math.min(rows.size(), newRows.size());
        for (int i = 0; i < common; i++) {
            if (!rows.get(i).text().equals(newRows.get(i).text())) {
                model.set(i, newRows.get(i).text());
            }
        }
        if (model.size() > newRows.size()) {
            model.removeRange(newRows.size(), model.size() - 1);
        }
        for (int i = common; i < newRows.size(); i++) {
            model.addElement(newRows.get(i).text());
        }
        rows = List.copyOf(newRows);
    }

    /** The row of the move shown, or -1 before the first move. */
    private int shownRow() {
        for (int i = 0; i < rows.size(); i++) {
            if (!rows.get(i).isVariation() && rows.get(i).number() == review.shown()) {
                return i;
            }
        }
        return -1;
    }

    /** Scrolls the move shown (the last one, while playing) into view; the top before the first move. */
    private void revealShownMove() {
        int shown = shownRow();
        if (shown < list.getModel().getSize()) {
            list.ensureIndexIsVisible(Math.max(0, shown));
        }
    }

    List<String> lines() {
        return java.util.Collections.list(model.elements());
    }

    public JList<String> jList() {
        return list;
    }

    /** Greys the moves after the one shown; the variations are muted and slanted. */
    private final class Renderer extends DefaultListCellRenderer {
        private static final long serialVersionUID = 1L;
        private transient Font plain;
        private transient Font italic;

        @Override
        public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                                                      boolean focused) {
            super.getListCellRendererComponent(l, value, index, selected, focused);
            boolean variation = index < rows.size() && rows.get(index).isVariation();
            boolean later = index < rows.size() && rows.get(index).number() > review.shown();
            if (!selected && (variation || later)) {
                setForeground(UIManager.getColor("Label.disabledForeground"));
            }
            if (variation) {
                if (!getFont().equals(plain)) { // made once per font, not at every paint
                    plain = getFont();
                    italic = plain.deriveFont(Font.ITALIC);
                }
                setFont(italic);
            }
            return this;
        }
    }
}
