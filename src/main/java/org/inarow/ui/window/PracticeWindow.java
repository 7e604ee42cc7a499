package org.inarow.ui.window;

import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import net.miginfocom.swing.MigLayout;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.MistakePractice;
import org.inarow.ui.game.MistakePractice.Stage;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.PracticeText;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Game › Practise my mistakes: a small window beside the board that sets each exercise and says how an
 * answer went, with Hint, Solution, Next and Stop; the answers are clicks (or the cursor and Enter) on the
 * board. Closing it stops the practice.
 */
final class PracticeWindow extends JDialog {
    private static final long serialVersionUID = 1L;
    private static final int TEXT_WIDTH = 360;

    private final transient GameController controller;
    private final JLabel text = new JLabel();
    private final JButton hint = TextBindings.text(new JButton(), "practice.hint");
    private final JButton solution = TextBindings.text(new JButton(), "practice.solution");
    private final JButton next = TextBindings.text(new JButton(), "practice.next");
    private final JButton stop = TextBindings.text(new JButton(), "practice.stop");

    private PracticeWindow(Window owner, GameController controller) {
        super(owner, ModalityType.MODELESS);
        this.controller = controller;
        setName("practice");
        text.setName("practiceText");
        hint.setName("practiceHint");
        solution.setName("practiceSolution");
        next.setName("practiceNext");
        stop.setName("practiceStop");
        MistakePractice practice = controller.practice();
        hint.addActionListener(e -> practice.hint());
        solution.addActionListener(e -> practice.showSolution());
        next.addActionListener(e -> practice.next());
        stop.addActionListener(e -> practice.stop());
        setDefaultCloseOperation(HIDE_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                practice.stop();
            }
        });
        getContentPane().setLayout(new MigLayout("insets dialog, wrap 4", "[sg b][sg b][sg b][sg b]", "[grow,top][]"));
        add(text, "span 4, w " + TEXT_WIDTH + "!, hmin 70");
        add(hint);
        add(solution);
        add(next);
        add(stop);
        // Escape closes it as it closes the other windows, with what closing does (the work stops)
        getRootPane().registerKeyboardAction(e -> dispatchEvent(new WindowEvent(this, WindowEvent.WINDOW_CLOSING)),
                javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ESCAPE, 0),
                javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
        controller.addListener(this::update);
        TextBindings.onRetext(getRootPane(), this::update);
        update();
        pack();
    }

    private void update() {
        MistakePractice practice = controller.practice();
        setTitle(Texts.get("practice.title"));
        if (!practice.isActive()) {
            setVisible(false);
            return;
        }
        text.setText("<html>" + escape(PracticeText.of(practice)) + "</html>");
        text.getAccessibleContext().setAccessibleName(PracticeText.of(practice));
        Stage stage = practice.stage();
        boolean open = stage == Stage.ASKING || stage == Stage.WRONG;
        hint.setEnabled(open && practice.hints() < 2);
        solution.setEnabled(open);
        next.setEnabled(stage != Stage.PREPARING && stage != Stage.JUDGING);
        getRootPane().setDefaultButton(stage == Stage.RIGHT || stage == Stage.SHOWN ? next : null);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>");
    }

    /** Puts Game › Practise my mistakes after {@code after} (the turning points); it opens the window beside the main one. */
    static void addTo(JMenuBar bar, Window owner, GameController controller, Consumer<Window> place, Action after) {
        PracticeWindow[] window = new PracticeWindow[1];
        Action open = MenuAction.of("menu.practice", null, () -> {
            controller.practice().start();
            if (!controller.practice().isActive()) {
                return;
            }
            if (window[0] == null) {
                window[0] = new PracticeWindow(owner, controller);
                place.accept(window[0]);
            }
            window[0].update();
            window[0].setVisible(true);
        });
        Runnable enable = () -> open.setEnabled(controller.practice().canStart());
        controller.addListener(enable);
        enable.run();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu menu = bar.getMenu(i);
            if ("menu.game".equals(menu.getName())) {
                int at = menu.getItemCount();
                for (int k = 0; k < menu.getItemCount(); k++) {
                    if (menu.getItem(k) != null && menu.getItem(k).getAction() == after) {
                        at = k + 1;
                    }
                }
                javax.swing.JMenuItem item = new javax.swing.JMenuItem(open);
                item.setName("menu.practice");
                menu.insert(item, at);
                return;
            }
        }
        throw new IllegalStateException("the menu bar has no Game menu");
    }
}
