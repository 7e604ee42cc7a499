package org.inarow.ui.board;

import java.util.Locale;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleAction;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.accessibility.AccessibleState;
import javax.accessibility.AccessibleStateSet;
import org.inarow.model.Point;
import org.inarow.ui.text.Texts;

/**
 * One point of the board as a screen reader meets it: a cell of the board's accessible table, named
 * by {@link PointNames} from the view shown at the moment it is read, with one action, playing there.
 */
final class BoardCell extends AccessibleContext implements Accessible, AccessibleAction {
    private final BoardAccessibility table;
    private final Point point;
    private final int index;

    BoardCell(BoardAccessibility table, Point point, int index) {
        this.table = table;
        this.point = point;
        this.index = index;
        setAccessibleParent(table.board());
    }

    Point point() {
        return point;
    }

    @Override
    public AccessibleContext getAccessibleContext() {
        return this;
    }

    @Override
    public String getAccessibleName() {
        return PointNames.name(table.view(), point);
    }

    /** The latest announcement while this cell is the cursor it was made at: a reader speaks it; then none. */
    @Override
    public String getAccessibleDescription() {
        return table.announcementAt(point);
    }

    @Override
    public AccessibleRole getAccessibleRole() {
        return AccessibleRole.LABEL; // as a JTable's cells are (their renderers' role)
    }

    @Override
    public AccessibleStateSet getAccessibleStateSet() {
        AccessibleStateSet states = new AccessibleStateSet();
        states.add(AccessibleState.ENABLED);
        states.add(AccessibleState.VISIBLE);
        states.add(AccessibleState.SHOWING);
        states.add(AccessibleState.TRANSIENT);
        states.add(AccessibleState.SELECTABLE);
        states.add(AccessibleState.FOCUSABLE);
        if (point.equals(table.activePoint())) {
            states.add(AccessibleState.SELECTED);
            states.add(AccessibleState.FOCUSED);
        }
        return states;
    }

    @Override
    public int getAccessibleIndexInParent() {
        return index;
    }

    @Override
    public int getAccessibleChildrenCount() {
        return 0;
    }

    @Override
    public Accessible getAccessibleChild(int i) {
        return null;
    }

    @Override
    public Locale getLocale() {
        return Texts.locale();
    }

    @Override
    public AccessibleAction getAccessibleAction() {
        return this;
    }

    @Override
    public int getAccessibleActionCount() {
        return 1;
    }

    @Override
    public String getAccessibleActionDescription(int i) {
        return i == 0 ? Texts.get("board.point.play") : null;
    }

    @Override
    public boolean doAccessibleAction(int i) {
        if (i != 0) {
            return false;
        }
        table.play(point);
        return true;
    }

    @Override
    public String toString() {
        return getAccessibleName();
    }
}
