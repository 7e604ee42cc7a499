package org.inarow.ui.window;

import java.awt.Component;
import java.awt.Font;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
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

/**
 * Help › How to play: the rules of each game and rule in a few lines, and the shortcuts. The
 * shortcuts are read from the menu bar's accelerators when the dialog opens, so they cannot drift
 * from what the keys really do.
 */
final class HowToPlay {
    /** A game or rule and what it asks for. */
    record Rule(String name, String text) {
    }

    /** A key and what it does. */
    record Shortcut(String keys, String command) {
    }

    static final List<Rule> RULES = List.of(
            new Rule("Tic-tac-toe", "3 × 3. X moves first. Three in a row, across, down or diagonally, wins;"
                    + " a full board without one is a draw."),
            new Rule("Gomoku, Five or more", "Black moves first, then the players take turns, one stone each,"
                    + " on the points of the grid. Five or more of your stones in an unbroken line, across,"
                    + " down or diagonally, win."),
            new Rule("Gomoku, Exactly five", "As above, but only exactly five wins: six or more in a row"
                    + " (an overline) does not."),
            new Rule("Gomoku, Renju", "Black may not make an overline, a double four or a double three;"
                    + " such points are forbidden for Black. White is free: White's five or more wins."),
            new Rule("Opening: Swap, Swap2", "Swap: the opener places three stones (black, white, black), the"
                    + " other player chooses a colour. Swap2: after the three the other may instead place two"
                    + " more (white, black) and let the opener choose."));

    /** Keys that are not menu shortcuts: the board's own. */
    static final List<Shortcut> BOARD_KEYS = List.of(
            new Shortcut("Arrow keys", "Move the cursor on the board"),
            new Shortcut("Enter or Space", "Play at the cursor"));

    private HowToPlay() {
    }

    /** Every accelerator in the menu bar, in menu order, as "Game › Undo". */
    static List<Shortcut> menuShortcuts(JMenuBar bar) {
        List<Shortcut> shortcuts = new ArrayList<>();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu menu = bar.getMenu(i);
            if (menu != null) {
                collect(menu, menu.getText(), shortcuts);
            }
        }
        shortcuts.add(new Shortcut(keyText(GameActions.REDO_ALTERNATIVE), "Game › Redo"));
        return shortcuts;
    }

    private static void collect(JMenu menu, String path, List<Shortcut> into) {
        for (Component c : menu.getMenuComponents()) {
            if (c instanceof JMenu sub) {
                collect(sub, path + " › " + sub.getText(), into);
            } else if (c instanceof JMenuItem item && item.getAccelerator() != null) {
                into.add(new Shortcut(keyText(item.getAccelerator()), path + " › " + item.getText()));
            }
        }
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
        rules.add(heading("The rules"));
        for (Rule rule : RULES) {
            rules.add(bold(rule.name()), "gaptop 8");
            rules.add(wrapped(rule.text()));
        }
        panel.add(rules);
        JPanel keys = new JPanel(new MigLayout("insets 0, wrap 2, gapy 2", "[][]"));
        keys.add(heading("Shortcuts"), "span 2");
        List<Shortcut> all = new ArrayList<>(menuShortcuts(bar));
        all.addAll(BOARD_KEYS);
        for (Shortcut s : all) {
            keys.add(bold(s.keys()), "gaptop 4");
            keys.add(new JLabel(s.command()), "gaptop 4");
        }
        panel.add(keys);
        return panel;
    }

    static void show(Component parent, JMenuBar bar) {
        JDialog dialog = new JDialog(SwingUtilities.getWindowAncestor(parent), "How to play");
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
