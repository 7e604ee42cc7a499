package org.inarow.ui;

import java.util.List;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import org.inarow.model.Move;
import org.inarow.model.Notation;
import org.inarow.model.Rules;

/** The numbered list of moves played, the last one selected and scrolled into view. */
final class MoveListPanel extends JScrollPane {
    private static final long serialVersionUID = 1L;

    private final DefaultListModel<String> model = new DefaultListModel<>();
    private final JList<String> list = new JList<>(model);
    private transient List<Move> shown = List.of();

    MoveListPanel() {
        list.setName("moveList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setFocusable(false);
        list.setVisibleRowCount(8);
        setViewportView(list);
    }

    void show(Rules rules, List<Move> moves) {
        if (moves.equals(shown)) {
            return;
        }
        shown = List.copyOf(moves);
        model.clear();
        for (Move move : moves) {
            model.addElement(line(rules, move));
        }
        if (!moves.isEmpty()) {
            int last = moves.size() - 1;
            list.setSelectedIndex(last);
            list.ensureIndexIsVisible(last);
        }
    }

    static String line(Rules rules, Move move) {
        return move.number() + ".  " + SideNames.of(rules.family(), move.side()) + "  " + Notation.format(move.point());
    }

    List<String> lines() {
        return java.util.Collections.list(model.elements());
    }
}
