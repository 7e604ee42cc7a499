package org.inarow.ui.window;

import java.awt.Window;
import java.awt.event.KeyEvent;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.inarow.io.GameInfo;
import org.inarow.model.Family;
import org.inarow.model.Side;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.SideNames;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Game › Game info: the players' names, the event, the date and a comment on the game, as a record of it
 * saves them, to read and edit; the result is shown, not edited: the board decides it (a five, a full board),
 * or the file the game came from (a resignation). OK keeps the edits for the next save (and the autosave);
 * a date that is not YYYY-MM-DD (or YYYY-MM, YYYY) is refused with a sentence, and nothing changes.
 */
final class GameInfoDialog extends JDialog {
    private static final long serialVersionUID = 1L;

    private final transient GameController controller;
    private final JTextField first = field("infoFirst");
    private final JTextField second = field("infoSecond");
    private final JTextField event = field("infoEvent");
    private final JTextField date = field("infoDate");
    private final JTextArea comment = new JTextArea(4, 28);
    private final JLabel problem = new JLabel(" ");
    private final String dateShown;

    private GameInfoDialog(Window owner, GameController controller) {
        super(owner, ModalityType.APPLICATION_MODAL);
        TextBindings.title(this, "records.gameInfo.title");
        setName("gameInfo");
        this.controller = controller;
        GameInfo info = controller.recordInfo().shown();
        Family family = controller.rules().family();
        first.setText(info.firstPlayer());
        second.setText(info.secondPlayer());
        event.setText(info.event());
        date.setText(info.date());
        dateShown = info.date();
        comment.setText(info.comment());
        comment.setName("infoComment");
        comment.setLineWrap(true);
        comment.setWrapStyleWord(true);
        JLabel result = new JLabel(result(info, family));
        result.setName("infoResult");
        problem.setName("infoProblem");
        problem.setForeground(UIManager.getColor("Component.error.focusedBorderColor"));

        boolean stones = family == Family.GOMOKU;
        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 2", "[right][grow,fill]", "[][][][][][grow,fill][][]"));
        content.add(label(stones ? "records.black" : "records.first", first));
        content.add(first, "w 240:300");
        content.add(label(stones ? "records.white" : "records.second", second));
        content.add(second);
        content.add(label("records.event", event));
        content.add(event);
        content.add(label("records.date", date));
        content.add(date);
        content.add(TextBindings.text(new JLabel(), "records.result"));
        content.add(result);
        content.add(label("records.comment", comment), "top");
        content.add(new JScrollPane(comment), "h 80:100");
        JLabel note = TextBindings.text(new JLabel(), "records.result.note");
        note.setFont(note.getFont().deriveFont(note.getFont().getSize2D() * 0.9f));
        content.add(note, "span 2, wmin 0");
        content.add(problem, "span 2, wmin 0");
        JButton ok = TextBindings.text(new JButton(), "records.ok");
        ok.setName("infoOk");
        ok.addActionListener(e -> accept());
        JButton cancel = TextBindings.text(new JButton(), "records.cancel");
        cancel.setName("infoCancel");
        cancel.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button][button]"));
        buttons.add(ok);
        buttons.add(cancel);
        content.add(buttons, "span 2, growx, gaptop para");
        setContentPane(content);
        getRootPane().setDefaultButton(ok);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        TextBindings.onRetext(content, () -> result.setText(result(controller.recordInfo().shown(), family)));
        pack();
        setLocationRelativeTo(owner);
    }

    /** The menu's command, Ctrl+I: opens the dialog over {@code owner}. */
    static Action action(Window owner, GameController controller) {
        return MenuAction.of("records.gameInfo", KeyStroke.getKeyStroke(KeyEvent.VK_I, MenuAction.SHORTCUT),
                () -> new GameInfoDialog(owner, controller).setVisible(true));
    }

    /** Adds Game info at the end of the Game menu. */
    static void addTo(JMenuBar bar, Window owner, GameController controller) {
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu menu = bar.getMenu(i);
            if (menu != null && "menu.game".equals(menu.getName())) {
                menu.addSeparator();
                menu.add(action(owner, controller));
            }
        }
    }

    private void accept() {
        String when = date.getText().strip();
        // a file's own date is kept as it is; one typed here is written as SGF's DT wants it
        if (!when.equals(dateShown) && !when.isEmpty() && !when.matches("[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?")) {
            problem.setText(Texts.get("records.badDate"));
            date.requestFocusInWindow();
            return;
        }
        controller.recordInfo().edit(first.getText(), second.getText(), event.getText(), when, comment.getText());
        dispose();
    }

    private static String result(GameInfo info, Family family) {
        String said = switch (info.result()) {
            case FIRST_WINS -> Texts.format("records.result.FIRST_WINS", SideNames.of(family, Side.FIRST));
            case SECOND_WINS -> Texts.format("records.result.SECOND_WINS", SideNames.of(family, Side.SECOND));
            case DRAW -> Texts.get("records.result.DRAW");
            case UNKNOWN -> Texts.get("records.result.UNKNOWN");
        };
        return info.resultText().isEmpty() ? said : said + " (" + info.resultText() + ")";
    }

    private static JTextField field(String name) {
        JTextField field = new JTextField(24);
        field.setName(name);
        return field;
    }

    private static JLabel label(String key, JComponent labelled) {
        JLabel label = TextBindings.text(new JLabel(), key);
        label.setLabelFor(labelled);
        return label;
    }
}
