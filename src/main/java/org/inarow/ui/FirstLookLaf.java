package org.inarow.ui;

import java.awt.Font;
import javax.swing.LookAndFeel;
import javax.swing.UIDefaults;
import javax.swing.UIManager;
import javax.swing.UnsupportedLookAndFeelException;
import javax.swing.plaf.FontUIResource;

/**
 * The look and feel of the window's first look, until the real one goes in: the user interfaces of
 * a bare frame's own panes (its root pane and glass pane), a default font at the usual size (what
 * FlatLaf's {@code UIScale} reads its scale from, when it is in use already, as in tests) and
 * nothing else.
 * Without it, the first component made would make Swing's default look and feel, Metal, whose
 * defaults and fonts cost the event thread about 35 ms at start-up here, only to be replaced.
 */
final class FirstLookLaf extends LookAndFeel {

    /** Installs it; call on the event thread before the first component is made. */
    static void install() {
        try {
            UIManager.setLookAndFeel(new FirstLookLaf());
        } catch (UnsupportedLookAndFeelException e) {
            throw new IllegalStateException(e); // it supports every platform
        }
    }

    /**
     * Puts Swing's default look and feel in its place, if it is still installed (the window's build
     * failed before the real one went in): a dialog saying so needs a whole look and feel.
     */
    static void replaceIfInstalled() {
        if (UIManager.getLookAndFeel() instanceof FirstLookLaf) {
            try {
                UIManager.setLookAndFeel(UIManager.getCrossPlatformLookAndFeelClassName());
            } catch (ReflectiveOperationException | UnsupportedLookAndFeelException e) {
                throw new IllegalStateException(e); // Metal is part of every Java
            }
        }
    }

    @Override
    public String getName() {
        return "InARow first look";
    }

    @Override
    public String getID() {
        return "InARowFirstLook";
    }

    @Override
    public String getDescription() {
        return "The window's first look, before its look and feel is in";
    }

    @Override
    public boolean isNativeLookAndFeel() {
        return false;
    }

    @Override
    public boolean isSupportedLookAndFeel() {
        return true;
    }

    @Override
    public UIDefaults getDefaults() {
        UIDefaults defaults = new UIDefaults(8, 0.75f);
        defaults.put("RootPaneUI", "javax.swing.plaf.basic.BasicRootPaneUI");
        defaults.put("PanelUI", "javax.swing.plaf.basic.BasicPanelUI");
        FontUIResource font = new FontUIResource(Font.SANS_SERIF, Font.PLAIN, 12); // only named: nothing is loaded
        defaults.put("defaultFont", font);
        defaults.put("Label.font", font);
        return defaults;
    }
}
