package org.inarow.ui.window;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
import org.inarow.model.Move;
import org.inarow.model.Notation;
import org.inarow.model.Opening;
import org.inarow.model.OpeningChoice;
import org.inarow.model.Rules;
import org.inarow.ui.game.MoveVerdict;
import org.inarow.ui.game.ReviewResult;
import org.inarow.ui.game.ReviewState;
import org.inarow.ui.game.SideNames;

/**
 * The numbered list of moves played, the move shown on the board selected. Clicking a move shows
 * the position after it; with the list focused, the arrow keys step through the game (up or
 * left back, down or right forward), Home goes to the empty board and End back to the game.
 * While an earlier position is shown, the moves after it are greyed. After "Review game" each move
 * the review marked carries its sign: {@code ?!} an inaccuracy, {@code ?} a mistake, {@code ??} a blunder.
 */
public final class MoveListPanel extends JScrollPane {
    private static final long serialVersionUID = 1L;

    private static final int MIN_ROWS = 5;

    private final DefaultListModel<String> model = new DefaultListModel<>();
    private final JList<String> list = new JList<>(model);
    private transient List<Move> shownMoves = List.of();
    private transient List<String> shownSigns = List.of();
    private transient ReviewState review = ReviewState.live(0);
    private boolean updating;

    /** {@code showMove} is told the number of moves to show when the player picks one. */
    MoveListPanel(IntConsumer showMove) {
        list.setName("moveList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(MIN_ROWS); // it grows into the room the side panel has left
        list.setPrototypeCellValue("999.  White  o15  ??"); // every row as tall as this one, known before any move
        list.setCellRenderer(new Renderer());
        list.addListSelectionListener(e -> {
            int index = list.getSelectedIndex();
            if (!updating && !e.getValueIsAdjusting() && index >= 0) {
                showMove.accept(index + 1);
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
        return new Dimension(super.getMinimumSize().width, MIN_ROWS * list.getFixedCellHeight() + insets.top + insets.bottom);
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

    void show(Rules rules, List<Move> moves, ReviewState newReview, Optional<ReviewResult> result) {
        show(rules, moves, newReview, result, Opening.none());
    }

    /** The same, each opening choice written after the stone it was made on ("3.  Black  j10  · two more"). */
    void show(Rules rules, List<Move> moves, ReviewState newReview, Optional<ReviewResult> result, Opening opening) {
        List<String> signs = withChoices(signs(moves, result), opening);
        if (moves.equals(shownMoves) && signs.equals(shownSigns) && newReview.equals(review)) {
            return;
        }
        updating = true;
        try {
            if (!moves.equals(shownMoves) || !signs.equals(shownSigns)) {
                shownMoves = List.copyOf(moves);
                shownSigns = signs;
                model.clear();
                for (int i = 0; i < moves.size(); i++) {
                    String sign = signs.get(i);
                    model.addElement(line(rules, moves.get(i)) + (sign.isEmpty() ? "" : "  " + sign));
                }
            }
            review = newReview;
            int selected = review.shown() - 1;
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

    /** The review's sign for each move ("" when unmarked or not reviewed). */
    private static List<String> signs(List<Move> moves, Optional<ReviewResult> result) {
        List<String> signs = new ArrayList<>(moves.size());
        for (Move move : moves) {
            signs.add(result.flatMap(r -> r.at(move.number())).filter(v -> v.move().equals(move.point()))
                    .map(MoveVerdict::sign).orElse(""));
        }
        return List.copyOf(signs);
    }

    /** The signs with the opening's choices after them, on the move each was made after. */
    private static List<String> withChoices(List<String> signs, Opening opening) {
        List<String> marked = new ArrayList<>(signs);
        for (int i = 0; i < opening.choices().size(); i++) {
            int after = opening.stonesAtChoice(i) - 1;
            if (after >= 0 && after < marked.size()) {
                String note = "· " + choiceNote(opening.choices().get(i));
                marked.set(after, marked.get(after).isEmpty() ? note : marked.get(after) + " " + note);
            }
        }
        return List.copyOf(marked);
    }

    private static String choiceNote(OpeningChoice choice) {
        return switch (choice) {
            case PLAY_WHITE -> "White chosen";
            case PLAY_BLACK -> "Black chosen";
            case PLACE_TWO -> "two more";
        };
    }

    /** Scrolls the move shown (the last one, while playing) into view; the top before the first move. */
    private void revealShownMove() {
        int shown = review.shown() - 1;
        if (shown < list.getModel().getSize()) {
            list.ensureIndexIsVisible(Math.max(0, shown));
        }
    }

    static String line(Rules rules, Move move) {
        return move.number() + ".  " + SideNames.of(rules.family(), move.side()) + "  " + Notation.format(move.point());
    }

    List<String> lines() {
        return java.util.Collections.list(model.elements());
    }

    public JList<String> jList() {
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
