package org.inarow.ui.text;

import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.awt.Dialog;
import java.awt.Window;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.RootPaneContainer;
import javax.swing.border.Border;
import javax.swing.border.TitledBorder;

/**
 * Ties what is shown to the keys of its texts, so that a change of language rewrites it where it
 * stands: a label's or button's text and tool tip, a titled border, an action's name, and any
 * other refresh a component registers ({@link #onRetext}). A text's {@code &} marks its mnemonic
 * ("&Game", "游戏(&G)").
 */
public final class TextBindings {
    private static final String TEXT_KEY = "inarow.text.key";
    private static final String TIP_KEY = "inarow.text.tip";
    private static final String BORDER_KEY = "inarow.text.border";
    private static final String RETEXT = "inarow.text.retext";
    private static final String TITLE_KEY = "inarow.text.title";

    private static final List<WeakReference<Action>> ACTIONS = new ArrayList<>();

    private TextBindings() {
    }

    /** Shows the text of {@code key} on a label or button (its mnemonic too) and keeps it in the current language. */
    public static <T extends JComponent> T text(T component, String key) {
        component.putClientProperty(TEXT_KEY, key);
        applyText(component, key);
        return component;
    }

    /** The tool tip of {@code key}, kept in the current language. */
    public static <T extends JComponent> T tip(T component, String key) {
        component.putClientProperty(TIP_KEY, key);
        component.setToolTipText(Texts.get(key));
        return component;
    }

    /** A titled border whose title is the text of {@code key}, kept in the current language. */
    public static <T extends JComponent> T titledBorder(T component, String key) {
        component.putClientProperty(BORDER_KEY, key);
        component.setBorder(javax.swing.BorderFactory.createTitledBorder(Texts.get(key)));
        return component;
    }

    /** The title of a frame or dialog, kept in the current language. */
    public static <T extends Window & RootPaneContainer> T title(T window, String key) {
        window.getRootPane().putClientProperty(TITLE_KEY, key);
        setTitle(window, Texts.get(key));
        return window;
    }

    /**
     * Runs {@code retext} whenever the language changes while {@code component} is in a window
     * (and not otherwise: nothing is kept alive by it). For texts made from the state, like a status line.
     */
    public static <T extends JComponent> T onRetext(T component, Runnable retext) {
        component.putClientProperty(RETEXT, retext);
        return component;
    }

    /**
     * Names an action with the text of {@code key} (its {@code &} the mnemonic) and its tool tip
     * with {@code key.tip} where that exists, and keeps both in the current language.
     */
    public static <A extends Action> A action(A action, String key) {
        action.putValue(TEXT_KEY, key);
        applyAction(action, key);
        synchronized (ACTIONS) {
            ACTIONS.add(new WeakReference<>(action));
        }
        return action;
    }

    /** Rewrites every bound text in every window and every bound action, then lays the windows out again. */
    public static void retextAll() {
        synchronized (ACTIONS) {
            for (Iterator<WeakReference<Action>> it = ACTIONS.iterator(); it.hasNext(); ) {
                Action action = it.next().get();
                if (action == null) {
                    it.remove();
                } else {
                    applyAction(action, (String) action.getValue(TEXT_KEY));
                }
            }
        }
        for (Window window : Window.getWindows()) {
            retext(window);
            window.revalidate();
            window.repaint();
        }
    }

    /** Rewrites the bound texts in {@code root} and below it (menus' popups included). */
    public static void retext(Component root) {
        if (root instanceof RootPaneContainer container && root instanceof Window window) {
            Object title = container.getRootPane().getClientProperty(TITLE_KEY);
            if (title instanceof String key) {
                setTitle(window, Texts.get(key));
            }
        }
        if (root instanceof JComponent component) {
            if (component.getClientProperty(TEXT_KEY) instanceof String key) {
                applyText(component, key);
            }
            if (component.getClientProperty(TIP_KEY) instanceof String key) {
                component.setToolTipText(Texts.get(key));
            }
            if (component.getClientProperty(BORDER_KEY) instanceof String key) {
                Border border = component.getBorder();
                if (border instanceof TitledBorder titled) {
                    titled.setTitle(Texts.get(key));
                }
            }
            if (component.getClientProperty(RETEXT) instanceof Runnable retext) {
                retext.run();
            }
        }
        if (root instanceof JMenu menu) {
            retext(menu.getPopupMenu());
        }
        if (root instanceof Container container) {
            for (Component child : container.getComponents()) {
                retext(child);
            }
        }
    }

    /** Makes Swing's own texts (OK, Cancel, the file chooser's) follow the current language in windows made from now on. */
    public static void followLanguage() {
        java.util.Locale locale = Texts.locale();
        JComponent.setDefaultLocale(locale);
        javax.swing.UIManager.getDefaults().setDefaultLocale(locale);
    }

    /** {@code text} without its mnemonic mark. */
    public static String plain(String text) {
        return Mnemonic.of(text).text();
    }

    private static void applyText(JComponent component, String key) {
        Mnemonic m = Mnemonic.of(Texts.get(key));
        if (component instanceof AbstractButton button) {
            if (button.getAction() == null || !key.equals(button.getAction().getValue(TEXT_KEY))) {
                button.setText(m.text());
                if (m.key() != 0) {
                    button.setMnemonic(m.key());
                    button.setDisplayedMnemonicIndex(m.index());
                }
            }
        } else if (component instanceof JLabel label) {
            label.setText(m.text());
            if (m.key() != 0) {
                label.setDisplayedMnemonic(m.key());
                label.setDisplayedMnemonicIndex(m.index());
            }
        }
    }

    private static void applyAction(Action action, String key) {
        Mnemonic m = Mnemonic.of(Texts.get(key));
        action.putValue(Action.NAME, m.text());
        if (m.key() != 0) {
            action.putValue(Action.MNEMONIC_KEY, m.key());
            action.putValue(Action.DISPLAYED_MNEMONIC_INDEX_KEY, m.index());
        }
        String tip = key + ".tip";
        if (Texts.has(tip)) {
            action.putValue(Action.SHORT_DESCRIPTION, Texts.get(tip));
        }
    }

    private static void setTitle(Window window, String title) {
        if (window instanceof Frame frame) {
            frame.setTitle(title);
        } else if (window instanceof Dialog dialog) {
            dialog.setTitle(title);
        }
    }
}
