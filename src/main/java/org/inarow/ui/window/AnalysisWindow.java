package org.inarow.ui.window;

import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;
import javax.swing.table.AbstractTableModel;
import net.miginfocom.swing.MigLayout;
import org.inarow.ui.files.MenuAction;
import org.inarow.ai.Candidate;
import org.inarow.ai.OutcomeClass;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.ui.game.ContinuousAnalysis;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.ChanceText;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * View › Analysis: the best few moves of the position on the board, refreshed while the analysis
 * searches deeper ({@link ContinuousAnalysis}): each with the mover's chance (or a proven result) and
 * its line. Start and Stop, 1 to 10 lines; a row chosen shows its line on the board as numbered
 * stones. Beside the main window, which stays usable; closing it stops the analysis.
 */
final class AnalysisWindow extends JDialog {
    private static final long serialVersionUID = 1L;
    /** The plies of a line the table writes out. */
    private static final int LINE_PLIES = 10;

    private final transient GameController controller;
    private final Rows rows = new Rows();
    private final JTable table = new JTable(rows);
    private final JButton run = new JButton();
    private final JLabel status = new JLabel(" ");
    private final JLabel linesLabel = new JLabel();
    private final JSpinner lines = new JSpinner(new SpinnerNumberModel(ContinuousAnalysis.DEFAULT_LINES, 1,
            ContinuousAnalysis.MAX_LINES, 1));
    private boolean updating;

    private AnalysisWindow(Window owner, GameController controller) {
        super(owner, ModalityType.MODELESS);
        this.controller = controller;
        setName("analysisWindow");
        setDefaultCloseOperation(HIDE_ON_CLOSE);
        run.setName("analysisRun");
        status.setName("analysisStatus");
        lines.setName("analysisLines");
        table.setName("analysisTable");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.getTableHeader().setReorderingAllowed(false);
        table.getAccessibleContext().setAccessibleName(Texts.get("analysis.title"));
        run.addActionListener(e -> {
            ContinuousAnalysis analysis = controller.deepAnalysis();
            if (analysis.isRunning()) {
                analysis.stop();
            } else {
                analysis.start();
            }
        });
        lines.addChangeListener(e -> controller.deepAnalysis().setLines((Integer) lines.getValue()));
        table.getSelectionModel().addListSelectionListener(e -> {
            int row = table.getSelectedRow();
            if (!e.getValueIsAdjusting() && !updating && row >= 0 && row < rows.candidates.size()) {
                controller.line().show(rows.candidates.get(row).line());
            }
        });
        linesLabel.setLabelFor(lines);
        getContentPane().setLayout(new MigLayout("fill, wrap 4", "[][][][grow,fill]", "[][grow,fill][]"));
        add(run, "sg button");
        add(linesLabel, "gapleft unrel");
        add(lines);
        add(new JLabel());
        JScrollPane scroll = new JScrollPane(table);
        add(scroll, "span 4, grow, wmin 300, hmin 160");
        add(status, "span 4, growx");
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                controller.deepAnalysis().stop();
            }
        });
        // Escape closes it as it closes the other windows, with what closing does (the work stops)
        getRootPane().registerKeyboardAction(e -> dispatchEvent(new WindowEvent(this, WindowEvent.WINDOW_CLOSING)),
                javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ESCAPE, 0),
                javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
        controller.addListener(this::update);
        TextBindings.onRetext(getRootPane(), this::retext);
        retext();
        setSize(520, 320);
    }

    /** View › Analysis…: opens the window (once made, it is shown again) beside the main one, and starts analysing. */
    static Action action(Window owner, GameController controller) {
        AnalysisWindow[] window = new AnalysisWindow[1];
        Action open = MenuAction.of("menu.analysis", KeyStroke.getKeyStroke(KeyEvent.VK_A,
                MenuAction.SHORTCUT | InputEvent.SHIFT_DOWN_MASK), () -> {
            if (window[0] == null) {
                window[0] = new AnalysisWindow(owner, controller);
                // beside the main window's right edge, wholly on the screen: a window half off the screen could not be read
                window[0].setLocation(DialogPlace.onScreen(owner, window[0].getSize(),
                        new java.awt.Point(owner.getX() + owner.getWidth() - window[0].getWidth() / 2, owner.getY() + 40)));
            }
            window[0].setVisible(true);
            window[0].toFront();
            controller.deepAnalysis().start();
        });
        return open;
    }

    private void retext() {
        setTitle(Texts.get("analysis.title"));
        linesLabel.setText(Texts.get("analysis.lines"));
        rows.fireTableStructureChanged();
        update();
    }

    private void update() {
        ContinuousAnalysis analysis = controller.deepAnalysis();
        run.setText(Texts.get(analysis.isRunning() ? "analysis.stop" : "analysis.start"));
        if (!lines.getValue().equals(analysis.lines())) {
            lines.setValue(analysis.lines());
        }
        Optional<ContinuousAnalysis.Result> result = analysis.shown();
        Position shown = controller.shownPosition();
        int selectedRow = table.getSelectedRow();
        Optional<Point> selected = selectedRow >= 0 && selectedRow < rows.candidates.size()
                && shown.equals(rows.position) ? Optional.of(rows.candidates.get(selectedRow).point()) : Optional.empty();
        updating = true; // a refreshed table is no choice of the player's
        try {
            rows.show(result.map(r -> r.map().candidates()).orElse(List.of()), shown);
            // the row the player chose stays chosen through the next round's refresh (it moves with its move)
            selected.map(rows::indexOf).filter(i -> i >= 0).ifPresent(i -> table.setRowSelectionInterval(i, i));
        } finally {
            updating = false;
        }
        status.setText(statusText(analysis, result, shown));
    }

    private String statusText(ContinuousAnalysis analysis, Optional<ContinuousAnalysis.Result> result, Position shown) {
        if (shown.isOver()) {
            return Texts.get("analysis.over");
        }
        if (analysis.isRunning() && !analysis.isSearching() && result.isEmpty()) {
            return Texts.get("analysis.waiting");
        }
        return result.map(r -> Texts.format(analysis.isSearching() ? "analysis.searching" : "analysis.done",
                r.round(), String.format(java.util.Locale.ROOT, "%.1f", r.millis() / 1000.0)))
                .orElse(Texts.get(analysis.isRunning() ? "analysis.searchingFirst" : "analysis.stopped"));
    }

    /** The table's rows: the map's candidates, best first. */
    private static final class Rows extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private static final String[] HEADERS = {"analysis.rank", "analysis.move", "analysis.chance", "analysis.line"};
        private transient List<Candidate> candidates = List.of();
        private transient Position position;

        void show(List<Candidate> shown, Position at) {
            if (!shown.equals(candidates) || !at.equals(position)) {
                candidates = shown;
                position = at;
                fireTableDataChanged();
            }
        }

        int indexOf(Point point) {
            for (int i = 0; i < candidates.size(); i++) {
                if (candidates.get(i).point().equals(point)) {
                    return i;
                }
            }
            return -1;
        }

        @Override
        public int getRowCount() {
            return candidates.size();
        }

        @Override
        public int getColumnCount() {
            return HEADERS.length;
        }

        @Override
        public String getColumnName(int column) {
            return Texts.get(HEADERS[column]);
        }

        @Override
        public Object getValueAt(int row, int column) {
            Candidate c = candidates.get(row);
            return switch (column) {
                case 0 -> Integer.toString(row + 1);
                case 1 -> Notation.format(c.point());
                case 2 -> chance(c);
                default -> {
                    List<Point> line = c.line();
                    String moves = Notation.formatMoves(line.subList(0, Math.min(LINE_PLIES, line.size())));
                    yield line.size() > LINE_PLIES ? moves + " …" : moves;
                }
            };
        }

        /** The side to move's chance after the move, or what is proven. */
        private String chance(Candidate c) {
            if (c.outcome() == OutcomeClass.PROVEN_WIN) {
                return Texts.get("analysis.win");
            }
            if (c.outcome() == OutcomeClass.PROVEN_LOSS) {
                return Texts.get("analysis.loss");
            }
            if (c.outcome() == OutcomeClass.DRAW) {
                return Texts.get("analysis.draw");
            }
            double first = c.firstPlayerWinChance();
            double mover = position.toMove() == org.inarow.model.Side.FIRST ? first : 1 - first;
            return ChanceText.percent(mover) + " %";
        }
    }
}
