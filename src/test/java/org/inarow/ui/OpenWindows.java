package org.inarow.ui;

import java.awt.Dialog;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MainFrame;

/**
 * The windows the monkey opens beside the main one, and their closing: a dialog is closed with Escape,
 * as a player would (a question, now and then, answered with Enter, its default: yes, so a new or pasted
 * game does replace the one in progress); one that Escape does not close is closed with its close button
 * (a finding when it is modal: a modal dialog holds the whole app until it goes). Every wait is bounded.
 */
final class OpenWindows {
    private static final long CLOSE_WAIT_MILLIS = 3_000;

    private final MainFrame main;
    private final java.util.Random random;
    private final Map<String, Integer> answeredWithEnter = new TreeMap<>();
    private final Map<String, Integer> closedByEscape = new TreeMap<>();
    private final Map<String, Integer> closedByButton = new TreeMap<>();
    private final List<String> findings = new ArrayList<>();

    OpenWindows(MainFrame main, long seed) {
        this.main = main;
        this.random = new java.util.Random(seed);
    }

    /** Closes every dialog showing besides the main window (menus' and combo boxes' pop-ups stay). */
    void closeAll(java.awt.Robot hands) {
        closeAll(hands, false, Set.of());
    }

    /** Closes every dialog showing but those named in {@code spared} (a window the monkey is playing in). */
    void closeAll(java.awt.Robot hands, Set<String> spared) {
        closeAll(hands, false, spared);
    }

    /** Closes every dialog showing, a question answered with Enter (yes). */
    void closeAllSayingYes(java.awt.Robot hands) {
        closeAll(hands, true, Set.of());
    }

    private void closeAll(java.awt.Robot hands, boolean yes, Set<String> spared) {
        for (int round = 0; round < 5; round++) { // a dialog may open another (an error over a file chooser)
            List<Dialog> open = Edt.call(this::dialogsShowing);
            open.removeIf(d -> spared.contains(Edt.call(d::getName)));
            if (open.isEmpty()) {
                return;
            }
            close(open.get(open.size() - 1), hands, yes); // the newest first: it holds the keyboard
        }
    }

    private List<Dialog> dialogsShowing() {
        List<Dialog> open = new ArrayList<>();
        for (Window w : Window.getWindows()) {
            if (w != main && w instanceof Dialog d && d.isShowing()) {
                open.add(d);
            }
        }
        return open;
    }

    private void close(Dialog dialog, java.awt.Robot hands, boolean yes) {
        String name = Edt.call(() -> describe(dialog));
        boolean modal = Edt.call(dialog::isModal);
        if (Set.of("prompt", "lesson").contains(Edt.call(dialog::getName)) && (yes || random.nextInt(3) == 0)) {
            Edt.run(dialog::toFront);
            awaitFocus(dialog);
            hands.keyPress(KeyEvent.VK_ENTER);
            hands.keyRelease(KeyEvent.VK_ENTER);
            if (awaitClosed(dialog)) {
                answeredWithEnter.merge(name, 1, Integer::sum);
                return;
            }
        }
        for (int attempt = 0; attempt < 3 && showing(dialog); attempt++) {
            Edt.run(dialog::toFront);
            awaitFocus(dialog);
            hands.keyPress(KeyEvent.VK_ESCAPE);
            hands.keyRelease(KeyEvent.VK_ESCAPE);
            if (awaitClosed(dialog)) {
                closedByEscape.merge(name, 1, Integer::sum);
                return;
            }
        }
        if (!showing(dialog)) {
            return; // closed in between by the app itself
        }
        if (modal) {
            findings.add("the modal dialog \"" + name + "\" did not close on Escape");
        }
        closedByButton.merge(name, 1, Integer::sum);
        Edt.run(() -> dialog.dispatchEvent(new WindowEvent(dialog, WindowEvent.WINDOW_CLOSING)));
        if (!awaitClosed(dialog)) {
            findings.add("the dialog \"" + name + "\" did not close with its close button either");
            Edt.run(dialog::dispose);
        }
    }

    private static String describe(Dialog dialog) {
        String title = dialog.getTitle();
        return (title == null || title.isBlank() ? dialog.getClass().getSimpleName() : title)
                + (dialog.getName() != null && !dialog.getName().startsWith("dialog") ? " (" + dialog.getName() + ")" : "");
    }

    private static boolean showing(Dialog dialog) {
        return Edt.call(dialog::isShowing);
    }

    private static void awaitFocus(Dialog dialog) {
        long deadline = System.currentTimeMillis() + 2_000;
        while (!Edt.call(dialog::isFocused) && System.currentTimeMillis() < deadline) {
            TestStrategies.sleep(20);
        }
    }

    private static boolean awaitClosed(Dialog dialog) {
        long deadline = System.currentTimeMillis() + CLOSE_WAIT_MILLIS;
        while (showing(dialog)) {
            if (System.currentTimeMillis() > deadline) {
                return false;
            }
            TestStrategies.sleep(20);
        }
        return true;
    }

    Map<String, Integer> closedByEscape() {
        return Map.copyOf(closedByEscape);
    }

    Map<String, Integer> answeredWithEnter() {
        return Map.copyOf(answeredWithEnter);
    }

    Map<String, Integer> closedByButton() {
        return Map.copyOf(closedByButton);
    }

    /** What went wrong with a dialog so far; taken, so each is told once. */
    List<String> takeFindings() {
        List<String> taken = List.copyOf(findings);
        findings.clear();
        return taken;
    }
}
