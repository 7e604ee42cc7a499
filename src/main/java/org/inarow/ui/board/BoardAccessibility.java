package org.inarow.ui.board;

import java.util.Objects;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleSelection;
import javax.accessibility.AccessibleTable;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * The board as an accessible table of its points (Swing's {@code JTable.AccessibleJTable} is the
 * model): one {@link BoardCell} per point, the top row first as the board is read; the keyboard
 * cursor is the selected cell and the active descendant, its moves told as the property changes a
 * screen reader follows; and announcements (a move, the game's end…) given as the description of the
 * board and of the cell under the cursor, whose change a reader speaks.
 */
final class BoardAccessibility implements AccessibleTable, AccessibleSelection {
    private final BoardPanel panel;
    private Rules rules;
    private BoardCell[] cells;
    private String announcement;
    private Point announcedAt;

    BoardAccessibility(BoardPanel panel) {
        this.panel = panel;
    }

    Accessible board() {
        return panel;
    }

    BoardView view() {
        return panel.view();
    }

    private AccessibleContext context() {
        return panel.getAccessibleContext();
    }

    /** The point under the keyboard cursor: the active descendant. */
    Point activePoint() {
        return panel.cursorPoint();
    }

    void play(Point p) {
        panel.moveCursor(p);
        panel.choose(p);
    }

    int cellCount() {
        return cells().length;
    }

    BoardCell cell(int index) {
        BoardCell[] all = cells();
        return index >= 0 && index < all.length ? all[index] : null;
    }

    BoardCell cell(Point p) {
        Rules r = view().position().rules();
        return r.contains(p) ? cell(index(r, p)) : null;
    }

    /** Reading order: the top row first, left to right. */
    private static int index(Rules r, Point p) {
        return (r.height() - 1 - p.row()) * r.width() + p.col();
    }

    private BoardCell[] cells() {
        Rules now = view().position().rules();
        if (!now.equals(rules)) { // a new board size: new cells (a reader hears of it in viewChanged)
            rules = now;
            cells = new BoardCell[now.cellCount()];
            for (int row = now.height() - 1; row >= 0; row--) {
                for (int col = 0; col < now.width(); col++) {
                    Point p = new Point(col, row);
                    cells[index(now, p)] = new BoardCell(this, p, index(now, p));
                }
            }
        }
        return cells;
    }

    /** The cursor moved: the reader follows it to the new cell. */
    void cursorMoved(Point from, Point to) {
        if (Objects.equals(from, to)) {
            return;
        }
        BoardCell old = from == null ? null : cell(from);
        BoardCell now = to == null ? null : cell(to);
        context().firePropertyChange(AccessibleContext.ACCESSIBLE_ACTIVE_DESCENDANT_PROPERTY, old, now);
        context().firePropertyChange(AccessibleContext.ACCESSIBLE_SELECTION_PROPERTY, Boolean.FALSE, Boolean.TRUE);
    }

    /** The board shows a new view: a new size renews the cells; the cell under the cursor tells its new name. */
    void viewChanged(BoardView before, BoardView after) {
        if (!before.position().rules().equals(after.position().rules())) {
            context().firePropertyChange(AccessibleContext.ACCESSIBLE_INVALIDATE_CHILDREN, null, panel);
            context().firePropertyChange(AccessibleContext.ACCESSIBLE_TABLE_MODEL_CHANGED, null, null);
            return;
        }
        Point active = activePoint();
        BoardCell cell = active == null ? null : cell(active);
        if (cell != null) {
            String was = PointNames.name(before, active);
            String is = PointNames.name(after, active);
            if (!was.equals(is)) {
                cell.firePropertyChange(AccessibleContext.ACCESSIBLE_NAME_PROPERTY, was, is);
            }
        }
        context().firePropertyChange(AccessibleContext.ACCESSIBLE_VISIBLE_DATA_PROPERTY, null, null);
    }

    /**
     * Says {@code text}: it becomes the board's description and, while the cursor stays where it is,
     * the description of the cell under it; both changes are fired, so a reader whose focus is on the
     * board or on its cell speaks it.
     */
    void announce(String text) {
        Point active = activePoint();
        announcement = text;
        announcedAt = active;
        // no old value: a sentence said twice (the same refusal) is fired twice, not dropped as no change
        context().firePropertyChange(AccessibleContext.ACCESSIBLE_DESCRIPTION_PROPERTY, null, text);
        BoardCell cell = active == null ? null : cell(active);
        if (cell != null) {
            cell.firePropertyChange(AccessibleContext.ACCESSIBLE_DESCRIPTION_PROPERTY, null, text);
        }
    }

    /** The latest announcement, or null. */
    String announcement() {
        return announcement;
    }

    /** The latest announcement if it was made with the cursor at {@code p} and the cursor is still there. */
    String announcementAt(Point p) {
        return p != null && p.equals(announcedAt) && p.equals(activePoint()) ? announcement : null;
    }

    // ---- AccessibleTable: rows from the top, as a reader reads the board ----

    @Override
    public Accessible getAccessibleCaption() {
        return null;
    }

    @Override
    public void setAccessibleCaption(Accessible caption) {
        // the board's name is its caption
    }

    @Override
    public Accessible getAccessibleSummary() {
        return null;
    }

    @Override
    public void setAccessibleSummary(Accessible summary) {
        // none
    }

    @Override
    public int getAccessibleRowCount() {
        return view().position().rules().height();
    }

    @Override
    public int getAccessibleColumnCount() {
        return view().position().rules().width();
    }

    @Override
    public Accessible getAccessibleAt(int r, int c) {
        return r < 0 || c < 0 || r >= getAccessibleRowCount() || c >= getAccessibleColumnCount() ? null
                : cell(r * getAccessibleColumnCount() + c);
    }

    @Override
    public int getAccessibleRowExtentAt(int r, int c) {
        return 1;
    }

    @Override
    public int getAccessibleColumnExtentAt(int r, int c) {
        return 1;
    }

    @Override
    public AccessibleTable getAccessibleRowHeader() {
        return null;
    }

    @Override
    public void setAccessibleRowHeader(AccessibleTable table) {
        // the cells' names carry their coordinates
    }

    @Override
    public AccessibleTable getAccessibleColumnHeader() {
        return null;
    }

    @Override
    public void setAccessibleColumnHeader(AccessibleTable table) {
        // the cells' names carry their coordinates
    }

    @Override
    public Accessible getAccessibleRowDescription(int r) {
        return null;
    }

    @Override
    public void setAccessibleRowDescription(int r, Accessible a) {
        // none
    }

    @Override
    public Accessible getAccessibleColumnDescription(int c) {
        return null;
    }

    @Override
    public void setAccessibleColumnDescription(int c, Accessible a) {
        // none
    }

    @Override
    public boolean isAccessibleSelected(int r, int c) {
        BoardCell cell = (BoardCell) getAccessibleAt(r, c);
        return cell != null && cell.point().equals(activePoint());
    }

    @Override
    public boolean isAccessibleRowSelected(int r) {
        return false;
    }

    @Override
    public boolean isAccessibleColumnSelected(int c) {
        return false;
    }

    @Override
    public int[] getSelectedAccessibleRows() {
        return new int[0];
    }

    @Override
    public int[] getSelectedAccessibleColumns() {
        return new int[0];
    }

    // ---- AccessibleSelection: the cell under the cursor ----

    @Override
    public int getAccessibleSelectionCount() {
        return activeCell() == null ? 0 : 1;
    }

    @Override
    public Accessible getAccessibleSelection(int i) {
        return i == 0 ? activeCell() : null;
    }

    @Override
    public boolean isAccessibleChildSelected(int i) {
        BoardCell cell = cell(i);
        return cell != null && cell == activeCell();
    }

    @Override
    public void addAccessibleSelection(int i) {
        BoardCell cell = cell(i);
        if (cell != null) {
            panel.moveCursor(cell.point());
        }
    }

    @Override
    public void removeAccessibleSelection(int i) {
        // the cursor is always somewhere
    }

    @Override
    public void clearAccessibleSelection() {
        // the cursor is always somewhere
    }

    @Override
    public void selectAllAccessibleSelection() {
        // one cursor
    }

    BoardCell activeCell() {
        Point p = activePoint();
        return p == null ? null : cell(p);
    }
}
