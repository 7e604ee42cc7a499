package org.inarow.ui.window;

import java.awt.Font;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.PuzzleSet;
import org.inarow.ai.training.PuzzleAttempt;
import org.inarow.ai.training.TrainerProgress;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.ui.board.BoardMap;
import org.inarow.ui.board.BoardPanel;
import org.inarow.ui.board.BoardView;
import org.inarow.ui.board.GhostLine;
import org.inarow.ui.board.MapPoint;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.PuzzleProgressStore;
import org.inarow.ui.game.PuzzleTexts;
import org.inarow.ui.game.PuzzleTrainer;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Game › Puzzles: the puzzle trainer in a window of its own beside the game, which it leaves as it
 * is. The task above the board, the verdict under it; beside it the player's rating with its course,
 * the last results, and the themes to choose. Keys: the board's arrows and Enter play, H a hint, S
 * the solution, N the next puzzle, A switches the numbered stones between the answer and the refutation.
 */
final class PuzzleWindow extends JDialog {
    private static final long serialVersionUID = 1L;
    /** How many of the latest results the list shows. */
    static final int HISTORY_ROWS = 10;

    private final transient PuzzleTrainer trainer;
    private final BoardPanel board = new BoardPanel(Position.empty(org.inarow.ai.puzzles.GomokuPuzzle.RULES));
    private final JLabel prompt = new JLabel(" ");
    private final JLabel info = new JLabel(" ");
    private final JTextArea status = new JTextArea(2, 30);
    private final JLabel rating = new JLabel(" ");
    private final JLabel courseLabel = new JLabel();
    private final RatingCourse course = new RatingCourse();
    private final JLabel historyLabel = new JLabel();
    private final DefaultListModel<String> historyRows = new DefaultListModel<>();
    private final JList<String> history = new JList<>(historyRows);
    private final JLabel themesLabel = new JLabel();
    private final Map<Category, JCheckBox> themes = new EnumMap<>(Category.class);
    private final JButton hint = new JButton();
    private final JButton solution = new JButton();
    private final JButton toggle = new JButton();
    private final JButton next = new JButton();
    private boolean showRefutation = true;

    PuzzleWindow(Window owner, PuzzleTrainer trainer) {
        super(owner, ModalityType.MODELESS);
        this.trainer = trainer;
        setName("puzzleWindow");
        setDefaultCloseOperation(HIDE_ON_CLOSE);
        board.setName("puzzleBoard");
        prompt.setName("puzzlePrompt");
        info.setName("puzzleInfo");
        status.setName("puzzleStatus");
        rating.setName("puzzleRating");
        history.setName("puzzleHistory");
        hint.setName("puzzleHint");
        solution.setName("puzzleSolution");
        toggle.setName("puzzleToggle");
        next.setName("puzzleNext");
        status.setEditable(false);
        status.setLineWrap(true);
        status.setWrapStyleWord(true);
        status.setOpaque(false);
        status.setFocusable(false);
        history.setFocusable(false);
        history.setVisibleRowCount(HISTORY_ROWS);
        board.setListener(trainer::cellChosen);
        Action hintAction = action(trainer::hint);
        Action solutionAction = action(trainer::showSolution);
        Action nextAction = action(trainer::next);
        Action toggleAction = action(() -> {
            showRefutation = !showRefutation;
            update();
        });
        hint.addActionListener(hintAction);
        solution.addActionListener(solutionAction);
        next.addActionListener(nextAction);
        toggle.addActionListener(toggleAction);
        bind(KeyEvent.VK_H, "hint", hintAction);
        bind(KeyEvent.VK_S, "solution", solutionAction);
        bind(KeyEvent.VK_N, "next", nextAction);
        bind(KeyEvent.VK_A, "toggle", toggleAction);
        bind(KeyEvent.VK_ESCAPE, "close", action(() -> setVisible(false)));
        for (Category c : List.of(Category.WIN, Category.WIN_THREATS, Category.DEFEND, Category.BLOCK)) {
            JCheckBox box = new JCheckBox();
            box.setName("puzzleTheme." + c.id());
            box.setFocusable(false); // the keys stay the board's and the window's
            box.addActionListener(e -> chooseThemes(box));
            themes.put(c, box);
        }

        JPanel side = new JPanel(new MigLayout("insets 0, wrap 1, gapy 4", "[grow,fill]"));
        side.add(rating);
        side.add(courseLabel, "gaptop 6");
        side.add(course, "h 90!");
        side.add(historyLabel, "gaptop 6");
        side.add(history, "growy");
        side.add(themesLabel, "gaptop 6");
        themes.values().forEach(box -> side.add(box));

        JPanel buttons = new JPanel(new MigLayout("insets 0", "[][][]push[]"));
        buttons.add(hint, "sg 1");
        buttons.add(solution, "sg 1");
        buttons.add(toggle);
        buttons.add(next);

        getContentPane().setLayout(new MigLayout("insets dialog, wrap 2", "[grow,fill][260!]", "[][][grow,fill][][]"));
        add(prompt, "span 2");
        add(info, "span 2");
        add(board, "wmin 300, hmin 300");
        add(side, "growy");
        add(status, "span 2, growx, wmin 200");
        add(buttons, "span 2, growx");
        prompt.setFont(prompt.getFont().deriveFont(Font.BOLD, prompt.getFont().getSize2D() * 1.35f));
        rating.setFont(rating.getFont().deriveFont(Font.BOLD, rating.getFont().getSize2D() * 1.2f));

        trainer.addListener(this::update);
        TextBindings.onRetext(getRootPane(), this::retext);
        retext();
        setSize(820, 640);
    }

    /**
     * Game › Puzzles…: opens the window (once made, it is shown again) and gives the first puzzle. No
     * accelerator (Alt+G, Z reaches it): How to play lists every accelerator, and one more row would
     * make it taller than a 1366×768 screen holds.
     */
    static Action action(Window owner, Supplier<PuzzleProgressStore> store, Consumer<Throwable> errors) {
        PuzzleWindow[] window = new PuzzleWindow[1];
        return MenuAction.of("menu.puzzles", null, () -> {
            if (window[0] == null) {
                PuzzleTrainer trainer = new PuzzleTrainer(PuzzleSet.builtIn(), store.get(), new Random(), errors);
                window[0] = new PuzzleWindow(owner, trainer);
                window[0].setLocation(DialogPlace.onScreen(owner, window[0].getSize(),
                        new java.awt.Point(owner.getX() + 60, owner.getY() + 40)));
            }
            window[0].setVisible(true);
            window[0].toFront();
            if (window[0].trainer.attempt().isEmpty()) {
                window[0].trainer.next();
            }
            window[0].board.requestFocusInWindow();
        });
    }

    PuzzleTrainer trainer() {
        return trainer;
    }

    BoardPanel board() {
        return board;
    }

    private static Action action(Runnable command) {
        return new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                command.run();
            }
        };
    }

    private void bind(int key, String name, Action action) {
        getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key, 0), name);
        getRootPane().getActionMap().put(name, action);
    }

    private void chooseThemes(JCheckBox changed) {
        Set<Category> chosen = EnumSet.noneOf(Category.class);
        themes.forEach((c, box) -> {
            if (box.isSelected()) {
                chosen.add(c);
            }
        });
        if (!trainer.setThemes(chosen)) {
            changed.setSelected(true); // the last theme stays: the status says why
        }
    }

    private void retext() {
        setTitle(Texts.get("puzzle.title"));
        courseLabel.setText(Texts.get("puzzle.course"));
        historyLabel.setText(Texts.get("puzzle.history"));
        history.setToolTipText(Texts.get("puzzle.history.tip"));
        themesLabel.setText(Texts.get("puzzle.themes"));
        themesLabel.setToolTipText(Texts.get("puzzle.themes.tip"));
        rating.setToolTipText(Texts.get("puzzle.rating.tip"));
        TextBindings.text(hint, "puzzle.hint");
        TextBindings.text(solution, "puzzle.solution");
        TextBindings.text(next, "puzzle.next");
        TextBindings.tip(hint, "puzzle.hint.tip");
        TextBindings.tip(solution, "puzzle.solution.tip");
        TextBindings.tip(next, "puzzle.next.tip");
        TextBindings.tip(toggle, "puzzle.toggle.tip");
        themes.forEach((c, box) -> box.setText(PuzzleTexts.theme(c)));
        update();
    }

    private void update() {
        TrainerProgress progress = trainer.progress();
        rating.setText(Texts.format("puzzle.rating", Math.round(progress.rating().rating()),
                Math.round(progress.rating().deviation())));
        course.show(progress.course());
        historyRows.clear();
        for (TrainerProgress.Answer a : progress.latest(HISTORY_ROWS)) {
            String mark = a.result() == TrainerProgress.Result.MISSED ? "✗" : "✓";
            String theme = org.inarow.ai.puzzles.PuzzleSet.builtIn().byId(a.puzzleId())
                    .map(p -> PuzzleTexts.theme(p.category())).orElse(a.puzzleId());
            historyRows.addElement(Texts.format("puzzle.history.row", mark, theme, PuzzleTexts.result(a.result()),
                    a.puzzleRating(), Math.round(a.ratingAfter())));
        }
        if (historyRows.isEmpty()) {
            historyRows.addElement(Texts.get("puzzle.history.empty"));
        }
        themes.forEach((c, box) -> box.setSelected(progress.themes().contains(c)));
        PuzzleAttempt attempt = trainer.attempt().orElse(null);
        prompt.setText(attempt == null ? Texts.get("puzzle.prompt.none") : PuzzleTexts.prompt(attempt));
        info.setText(attempt == null ? " " : PuzzleTexts.info(attempt, trainer.puzzleRating()));
        String sentence = PuzzleTexts.status(trainer);
        status.setText(trainer.storeProblem().map(p -> sentence.isEmpty() ? p : sentence + " " + p).orElse(sentence));
        hint.setEnabled(trainer.canHint());
        solution.setEnabled(trainer.isPlaying() && !trainer.isThinking());
        boolean missed = attempt != null && attempt.status() == PuzzleAttempt.Status.MISSED;
        boolean both = missed && !attempt.refutation().isEmpty() && !attempt.answer().isEmpty();
        toggle.setVisible(both);
        TextBindings.text(toggle, showRefutation ? "puzzle.showAnswer" : "puzzle.showRefutation");
        board.setView(view(attempt));
    }

    private BoardView view(PuzzleAttempt attempt) {
        if (attempt == null) {
            return BoardView.of(Position.empty(org.inarow.ai.puzzles.GomokuPuzzle.RULES));
        }
        Position shown = trainer.pending().map(p -> attempt.position().play(p)).orElse(attempt.position());
        BoardView view = BoardView.of(shown).withAcceptingMoves(trainer.isPlaying() && !trainer.isThinking());
        if (trainer.isPlaying() && !trainer.isThinking()) {
            if (attempt.hints() == 1) {
                List<MapPoint> area = new ArrayList<>();
                for (Point p : trainer.hintArea()) {
                    area.add(new MapPoint(p, OutcomeClass.ABOUT_EVEN, "", "", false));
                }
                view = view.withMap(new BoardMap(area, List.of(), List.of()));
            } else if (attempt.hints() == 2) {
                view = view.withHint(attempt.nextMove().orElse(null));
            }
        }
        if (attempt.status() == PuzzleAttempt.Status.MISSED) {
            List<MapPoint> marks = new ArrayList<>();
            if (!attempt.answer().isEmpty()) {
                marks.add(new MapPoint(attempt.answer().get(0), OutcomeClass.PROVEN_WIN, "", "", true));
            }
            attempt.wrong().ifPresent(w -> marks.add(new MapPoint(w, OutcomeClass.PROVEN_LOSS, "", "", false)));
            view = view.withMap(new BoardMap(marks, List.of(), List.of()));
            boolean refutation = !attempt.refutation().isEmpty() && (showRefutation || attempt.answer().isEmpty());
            if (refutation) {
                List<Point> line = new ArrayList<>();
                line.add(attempt.wrong().orElseThrow());
                line.addAll(attempt.refutation());
                view = view.withGhosts(GhostLine.of(line, attempt.player()));
            } else {
                view = view.withGhosts(GhostLine.of(attempt.answer(), attempt.player()));
            }
        }
        return view;
    }
}
