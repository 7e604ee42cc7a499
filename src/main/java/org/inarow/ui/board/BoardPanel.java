package org.inarow.ui.board;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.ui.text.Texts;

/**
 * The board on screen. It paints a read-only {@link BoardView} with a {@link BoardPainter} and
 * reports which cell was chosen, by mouse or keyboard (arrows move a cursor, Enter or Space
 * chooses). It knows no rules: whether a choice is a legal move is the listener's question.
 * To a screen reader it is a table of its points ({@link BoardAccessibility}), the cursor its active cell.
 */
public final class BoardPanel extends JComponent implements javax.accessibility.Accessible {
    private static final long serialVersionUID = 1L;

    /** Told when the player chooses a cell. */
    @FunctionalInterface
    public interface Listener {
        void cellChosen(Point cell);
    }

    private transient BoardView view;
    private transient BoardPainter painter;
    private final transient BoardImage image = new BoardImage();
    private transient Listener listener = cell -> { };
    private transient Point hover;
    private transient Point cursor;
    private transient Point pressed;
    private boolean cursorShown;
    private final transient BoardAccessibility accessibility = new BoardAccessibility(this);

    public BoardPanel(Position position) {
        this.view = BoardView.of(position);
        setName("board");
        setFocusable(true);
        setOpaque(false);
        MouseAdapter mouse = new MouseTracker();
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        addKeyListener(new Keys());
        javax.swing.ToolTipManager.sharedInstance().registerComponent(this); // the map's points tell their chance
        addFocusListener(new FocusAdapter() {
            @Override
            public void focusGained(FocusEvent e) {
                accessibility.cursorMoved(null, cursorPoint()); // a screen reader lands on the cell under the cursor
            }

            @Override
            public void focusLost(FocusEvent e) {
                setCursorShown(false);
            }
        });
        updateUI();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        painter = new BoardPainter(BoardColors.fromUIManager(), UIManager.getFont("Label.font"));
        repaint();
    }

    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleBoard();
        }
        return accessibleContext;
    }

    /** The board as a screen reader meets it: a table of its points (see {@link BoardAccessibility}). */
    private final class AccessibleBoard extends AccessibleJComponent {
        private static final long serialVersionUID = 1L;

        @Override
        public javax.accessibility.AccessibleRole getAccessibleRole() {
            return javax.accessibility.AccessibleRole.TABLE;
        }

        /** Read at each call: a screen reader hears the language of the moment. */
        @Override
        public String getAccessibleName() {
            return Texts.get("board.accessibleName");
        }

        /** The latest announcement (a move, the game's end…), else what the board is. */
        @Override
        public String getAccessibleDescription() {
            String said = accessibility.announcement();
            return said != null ? said : Texts.get("board.accessibleDescription");
        }

        @Override
        public javax.accessibility.AccessibleStateSet getAccessibleStateSet() {
            javax.accessibility.AccessibleStateSet states = super.getAccessibleStateSet();
            states.add(javax.accessibility.AccessibleState.MANAGES_DESCENDANTS);
            return states;
        }

        @Override
        public int getAccessibleChildrenCount() {
            return accessibility.cellCount();
        }

        @Override
        public javax.accessibility.Accessible getAccessibleChild(int i) {
            return accessibility.cell(i);
        }

        @Override
        public javax.accessibility.Accessible getAccessibleAt(java.awt.Point p) {
            return geometry().cellAt(p.x, p.y).map(accessibility::cell).orElse(null);
        }

        @Override
        public javax.accessibility.AccessibleTable getAccessibleTable() {
            return accessibility;
        }

        @Override
        public javax.accessibility.AccessibleSelection getAccessibleSelection() {
            return accessibility;
        }
    }

    /**
     * Says {@code text} to a screen reader: an accessible description change of the board and of the
     * cell under the cursor, which the reader speaks. Nothing changes on screen.
     */
    public void announce(String text) {
        accessibility.announce(Objects.requireNonNull(text));
    }

    /** Moves the keyboard cursor to {@code cell} and shows it, as the arrow keys do (a screen reader follows it). */
    public void moveCursor(Point cell) {
        if (view.position().rules().contains(cell)) {
            Point before = cursorPoint();
            cursor = cell;
            setCursorShown(true);
            repaint();
            accessibility.cursorMoved(before, cell);
        }
    }

    /** Where the keyboard cursor is, or will be when first shown (the last move, else the centre). */
    public Point cursorPoint() {
        return cursor != null ? cursor : view.lastMove().orElse(view.position().rules().centre());
    }

    void choose(Point cell) {
        listener.cellChosen(cell);
    }

    public void setListener(Listener listener) {
        this.listener = Objects.requireNonNull(listener);
    }

    /** Shows a new view (on the event thread). */
    public void setView(BoardView newView) {
        if (!newView.position().rules().equals(view.position().rules())) {
            cursor = null;
            hover = null;
        }
        if (!newView.equals(view)) { // the controller tells of every change, most of them elsewhere
            BoardView before = view;
            this.view = newView;
            repaint();
            accessibility.viewChanged(before, newView);
        }
    }

    public BoardView view() {
        return view;
    }

    /** Over a point of the "who will win" map: what playing there leads to. */
    @Override
    public String getToolTipText(MouseEvent e) {
        return cellAt(e).flatMap(cell -> view.map().at(cell)).map(MapPoint::tooltip).orElse(null);
    }

    /**
     * The squares of the cells that show something of the game, in this panel's coordinates: its
     * stones, the map's points, the hint, the forbidden points and the tinted cells. A window
     * opening a dialog over the board keeps these in sight where it can.
     */
    public List<Rectangle> marks() {
        BoardGeometry geometry = geometry();
        Set<Point> cells = new LinkedHashSet<>(view.position().moves());
        view.map().points().forEach(p -> cells.add(p.point()));
        if (view.hint() != null) {
            cells.add(view.hint());
        }
        cells.addAll(view.forbidden());
        cells.addAll(view.cellOutcomes().keySet());
        List<Rectangle> marks = new ArrayList<>();
        for (Point cell : cells) {
            marks.add(geometry.cellBounds(cell).getBounds());
        }
        return marks;
    }

    /** The painter in use (immutable; its colours follow the theme). */
    public BoardPainter painter() {
        return painter;
    }

    /** Where the cells are at the current size (tests click through this). */
    public BoardGeometry geometry() {
        return BoardPainter.layout(view.position().rules(), getWidth(), getHeight());
    }

    @Override
    public Dimension getPreferredSize() {
        return isPreferredSizeSet() ? super.getPreferredSize() : new Dimension(UIScale.scale(640), UIScale.scale(640));
    }

    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : new Dimension(UIScale.scale(260), UIScale.scale(260));
    }

    @Override
    protected void paintComponent(Graphics g) {
        BoardView shown = view.withHover(hover).withCursor(cursorShown && hasFocus() ? cursor() : null);
        image.paint((Graphics2D) g, painter, geometry(), shown, getWidth(), getHeight(), behind());
    }

    /** The colour around the board: the panel is see-through, so its first opaque container's. */
    private Color behind() {
        for (java.awt.Container c = getParent(); c != null; c = c.getParent()) {
            if (c.isOpaque() || !(c instanceof JComponent)) {
                return c.getBackground();
            }
        }
        return getBackground();
    }

    private Point cursor() {
        if (cursor == null) {
            cursor = view.lastMove().orElse(view.position().rules().centre());
        }
        return cursor;
    }

    private Optional<Point> cellAt(MouseEvent e) {
        return geometry().cellAt(e.getX(), e.getY());
    }

    private void setHover(Point cell) {
        if (!Objects.equals(hover, cell)) {
            hover = cell;
            repaint();
        }
    }

    private void setCursorShown(boolean shown) {
        if (cursorShown != shown) {
            cursorShown = shown;
            repaint();
        }
    }

    private final class MouseTracker extends MouseAdapter {
        @Override
        public void mouseMoved(MouseEvent e) {
            setCursorShown(false);
            setHover(cellAt(e).orElse(null));
        }

        @Override
        public void mouseExited(MouseEvent e) {
            setHover(null);
        }

        @Override
        public void mousePressed(MouseEvent e) {
            requestFocusInWindow();
            pressed = e.getButton() == MouseEvent.BUTTON1 ? cellAt(e).orElse(null) : null;
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            Point cell = cellAt(e).orElse(null);
            if (e.getButton() == MouseEvent.BUTTON1 && cell != null && cell.equals(pressed)) {
                Point before = cursorPoint();
                cursor = cell;
                accessibility.cursorMoved(before, cell);
                listener.cellChosen(cell);
            }
            pressed = null;
        }
    }

    private final class Keys extends KeyAdapter {
        @Override
        public void keyPressed(KeyEvent e) {
            if (e.getModifiersEx() != 0) {
                return; // shortcuts belong to the menu
            }
            int dCol = 0;
            int dRow = 0;
            switch (e.getKeyCode()) {
                case KeyEvent.VK_LEFT -> dCol = -1;
                case KeyEvent.VK_RIGHT -> dCol = 1;
                case KeyEvent.VK_UP -> dRow = 1;
                case KeyEvent.VK_DOWN -> dRow = -1;
                case KeyEvent.VK_ENTER, KeyEvent.VK_SPACE -> {
                    setCursorShown(true);
                    listener.cellChosen(cursor());
                    e.consume();
                    return;
                }
                default -> {
                    return;
                }
            }
            e.consume();
            Point c = cursor();
            if (cursorShown) {
                var rules = view.position().rules();
                cursor = new Point(Math.floorMod(c.col() + dCol, rules.width()), Math.floorMod(c.row() + dRow, rules.height()));
                accessibility.cursorMoved(c, cursor);
            }
            setCursorShown(true);
            repaint();
        }
    }
}
