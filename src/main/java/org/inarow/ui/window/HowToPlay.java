package org.inarow.ui.window;

import java.awt.Component;
import java.awt.Font;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Help › How to play: the rules of each game and rule in a few lines, and the shortcuts, in the
 * current language. The shortcuts are read from the menu bar's accelerators when the dialog opens,
 * so they cannot drift from what the keys really do, and name the commands as the menus do.
 */
final class HowToPlay {
    /** A game or rule and what it asks for, as the keys of their texts. */
    record Rule(String nameKey, String textKey) {
        String name() {
            return Texts.get(nameKey);
        }

        String text() {
            return Texts.get(textKey);
        }
    }

    /** A key and what it does. */
    record Shortcut(String keys, String command) {
    }

    static final List<Rule> RULES = List.of(
            new Rule("help.ticTacToe", "help.ticTacToe.rules"),
            new Rule("help.freestyle", "help.freestyle.rules"),
            new Rule("help.exactlyFive", "help.exactlyFive.rules"),
            new Rule("help.renju", "help.renju.rules"),
            new Rule("help.swap", "help.swap.rules"));

    /** The path from a menu to its item: "Game › Undo". */
    private static final String PATH = " › ";
    /** A mnemonic written after the text, the Chinese way: "悔棋(U)", "打开(O)…". */
    private static final Pattern MNEMONIC_AFTER = Pattern.compile("\\(\\p{Alnum}\\)(?=…?$)");

    private HowToPlay() {
    }

    /** Keys that are not menu shortcuts: the board's own. */
    static List<Shortcut> boardKeys() {
        return List.of(new Shortcut(Texts.get("help.arrowKeys"), Texts.get("help.arrowKeys.does")),
                new Shortcut(Texts.get("help.enterKeys"), Texts.get("help.enterKeys.does")));
    }

    /**
     * Every accelerator in the menu bar, in menu order, as "Game › Undo"; an action's second
     * shortcut ({@link GameActions#ALTERNATIVE_ACCELERATOR}) right after its first.
     */
    static List<Shortcut> menuShortcuts(JMenuBar bar) {
        List<Shortcut> shortcuts = new ArrayList<>();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu menu = bar.getMenu(i);
            if (menu != null) {
                collect(menu, name(menu), shortcuts);
            }
        }
        return shortcuts;
    }

    private static void collect(JMenu menu, String path, List<Shortcut> into) {
        for (Component c : menu.getMenuComponents()) {
            if (c instanceof JMenu sub) {
                collect(sub, path + PATH + name(sub), into);
            } else if (c instanceof JMenuItem item && item.getAccelerator() != null) {
                String command = path + PATH + name(item);
                into.add(new Shortcut(keyText(item.getAccelerator()), command));
                Action action = item.getAction();
                if (action != null && action.getValue(GameActions.ALTERNATIVE_ACCELERATOR) instanceof KeyStroke second) {
                    into.add(new Shortcut(keyText(second), command));
                }
            }
        }
    }

    /** A menu's or item's text as a sentence names it: without a mnemonic in brackets ("悔棋(U)" is "悔棋"). */
    static String name(JMenuItem item) {
        String text = item.getText();
        Matcher m = MNEMONIC_AFTER.matcher(text);
        if (item.getMnemonic() != 0 && m.find()
                && Character.toUpperCase(text.charAt(m.start() + 1)) == item.getMnemonic()) {
            return text.substring(0, m.start()) + text.substring(m.end());
        }
        return text;
    }

    /** "Ctrl+Shift+Z", as menus show it. */
    static String keyText(KeyStroke key) {
        String modifiers = InputEvent.getModifiersExText(key.getModifiers());
        String name = KeyEvent.getKeyText(key.getKeyCode());
        return modifiers.isEmpty() ? name : modifiers + "+" + name;
    }

    /** The dialog's content: the rules on the left, the shortcuts on the right. */
    static JPanel content(JMenuBar bar) {
        JPanel panel = new JPanel(new MigLayout("insets dialog, gapx 24", "[360!,fill][]", "[top]"));
        panel.setName("howToPlay");
        JPanel rules = new JPanel(new MigLayout("insets 0, wrap 1, gapy 2", "[360!,fill]"));
        rules.add(heading(Texts.get("help.rules")));
        for (Rule rule : RULES) {
            rules.add(bold(rule.name()), "gaptop 8");
            rules.add(wrapped(rule.text()));
        }
        panel.add(rules);
        JPanel keys = new JPanel(new MigLayout("insets 0, wrap 4, gapy 2", "[][]24[][]"));
        keys.add(heading(Texts.get("help.shortcuts")), "span 4");
        List<Shortcut> all = new ArrayList<>(menuShortcuts(bar));
        all.addAll(boardKeys());
        // two columns, the first half on the left, so that the dialog fits a 1366×768 screen
        int rows = (all.size() + 1) / 2;
        for (int row = 0; row < rows; row++) {
            addShortcut(keys, all.get(row));
            if (row + rows < all.size()) {
                addShortcut(keys, all.get(row + rows));
            } else {
                keys.add(new JLabel(), "span 2");
            }
        }
        panel.add(keys);
        return panel;
    }

    private static void addShortcut(JPanel keys, Shortcut s) {
        keys.add(bold(s.keys()), "gaptop 3");
        keys.add(new JLabel(s.command()), "gaptop 3");
    }

    static void show(Component parent, JMenuBar bar) {
        JDialog dialog = TextBindings.title(new JDialog(SwingUtilities.getWindowAncestor(parent)), "help.title");
        dialog.setName("howToPlayDialog");
        dialog.setModal(true);
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        dialog.setContentPane(content(bar));
        dialog.getRootPane().registerKeyboardAction(e -> dialog.dispose(),
                KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), JComponent.WHEN_IN_FOCUSED_WINDOW);
        dialog.pack();
        dialog.setLocationRelativeTo(parent);
        dialog.setVisible(true);
    }

    private static JLabel heading(String text) {
        JLabel label = new JLabel(text);
        label.putClientProperty("FlatLaf.styleClass", "h3");
        return label;
    }

    private static JLabel bold(String text) {
        JLabel label = new JLabel(text);
        label.setFont(label.getFont().deriveFont(Font.BOLD));
        return label;
    }

    private static JTextArea wrapped(String text) {
        JTextArea area = new JTextArea(text);
        area.setName("ruleText");
        area.setEditable(false);
        area.setFocusable(false);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setOpaque(false);
        area.setBorder(null);
        area.setFont(UIManager.getFont("Label.font"));
        return area;
    }
}
