package org.inarow.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MainFrame;

/**
 * A restless player at the real window: random but seeded clicks on the board and the side panel,
 * the menus' shortcuts, cursor keys, Tab, Escape and resizes, through {@link java.awt.Robot} as a
 * person's hands would send them. Each event waits until the window has handled it (bounded), and
 * a dialog it opens is closed ({@link OpenWindows}) before the next event, so no keystroke meant for
 * the board types into a file dialog. Quit and the window's close are never sent.
 */
final class Monkey {
    /** One kind of event, with its weight among all. */
    private record Kind(String name, int weight, Runnable send) {
    }

    private final MainFrame frame;
    private final java.awt.Robot hands;
    private final Random random;
    private final OpenWindows windows;
    private final List<Kind> kinds = new ArrayList<>();
    private final int totalWeight;
    private final Map<String, Integer> sent = new TreeMap<>();
    private final List<String> recent = new ArrayList<>();
    private int events;
    private int thinkingEvents;
    private int predictionEvents;

    Monkey(MainFrame frame, long seed, OpenWindows windows) throws java.awt.AWTException {
        this.frame = frame;
        this.random = new Random(seed);
        this.windows = windows;
        hands = new java.awt.Robot();
        hands.setAutoDelay(0);
        int ctrl = KeyEvent.VK_CONTROL;
        int shift = KeyEvent.VK_SHIFT;
        int alt = KeyEvent.VK_ALT;
        kind("click board", 40, this::clickBoard);
        kind("click side panel", 8, () -> clickIn(frame.side(), "side panel"));
        kind("click button", 12, this::clickButton);
        kind("new game Ctrl+N", 1, () -> keys(ctrl, KeyEvent.VK_N));
        kind("undo Ctrl+Z", 3, () -> keys(ctrl, KeyEvent.VK_Z));
        kind("redo Ctrl+Y", 2, () -> keys(ctrl, KeyEvent.VK_Y));
        kind("redo Ctrl+Shift+Z", 1, () -> keys(ctrl, shift, KeyEvent.VK_Z));
        kind("hint H", 3, () -> keys(KeyEvent.VK_H));
        kind("move now Ctrl+M", 3, () -> keys(ctrl, KeyEvent.VK_M));
        kind("first position Home", 2, () -> keys(KeyEvent.VK_HOME));
        kind("last position End", 2, () -> keys(KeyEvent.VK_END));
        kind("back Alt+Left", 3, () -> keys(alt, KeyEvent.VK_LEFT));
        kind("forward Alt+Right", 3, () -> keys(alt, KeyEvent.VK_RIGHT));
        kind("review Ctrl+R", 2, () -> keys(ctrl, KeyEvent.VK_R));
        kind("turning point Alt+Down", 2, () -> keys(alt, KeyEvent.VK_DOWN));
        kind("turning point Alt+Up", 2, () -> keys(alt, KeyEvent.VK_UP));
        kind("show line L", 2, () -> keys(KeyEvent.VK_L));
        kind("line step Shift+Right", 1, () -> keys(shift, KeyEvent.VK_RIGHT));
        kind("line step Shift+Left", 1, () -> keys(shift, KeyEvent.VK_LEFT));
        kind("play out line P", 1, () -> keys(KeyEvent.VK_P));
        kind("solve Ctrl+F", 1, () -> keys(ctrl, KeyEvent.VK_F));
        kind("who will win Ctrl+Shift+W", 2, () -> keys(ctrl, shift, KeyEvent.VK_W));
        kind("theme Ctrl+T", 1, () -> keys(ctrl, KeyEvent.VK_T));
        kind("analysis Ctrl+Shift+A", 1, () -> keys(ctrl, shift, KeyEvent.VK_A));
        kind("how to play F1", 1, () -> keys(KeyEvent.VK_F1));
        kind("copy Ctrl+C", 2, () -> keys(ctrl, KeyEvent.VK_C));
        kind("paste Ctrl+V", 2, () -> keys(ctrl, KeyEvent.VK_V));
        kind("open Ctrl+O", 1, () -> keys(ctrl, KeyEvent.VK_O));
        kind("save Ctrl+S", 1, () -> keys(ctrl, KeyEvent.VK_S));
        kind("cursor keys", 8, () -> keys(new int[] {KeyEvent.VK_LEFT, KeyEvent.VK_RIGHT, KeyEvent.VK_UP,
            KeyEvent.VK_DOWN}[random.nextInt(4)]));
        kind("Enter or Space", 4, () -> keys(random.nextBoolean() ? KeyEvent.VK_ENTER : KeyEvent.VK_SPACE));
        kind("Tab", 2, () -> keys(random.nextInt(3) == 0 ? new int[] {shift, KeyEvent.VK_TAB} : new int[] {KeyEvent.VK_TAB}));
        kind("Escape", 2, () -> keys(KeyEvent.VK_ESCAPE));
        kind("resize", 2, this::resize);
        kind("maximize or restore", 1, this::maximizeOrRestore);
        totalWeight = kinds.stream().mapToInt(Kind::weight).sum();
    }

    private void kind(String name, int weight, Runnable send) {
        kinds.add(new Kind(name, weight, send));
    }

    /**
     * Sends {@code count} events, each handled (and any dialog it opened closed) before the next. A burst
     * begins with the game against the computer, {@code setup}: Tab and the cursor keys, or clicks on the
     * side panel, may have chosen two players or tic-tac-toe, with no computer left to think.
     */
    void burst(int count, org.inarow.ui.game.GameSetup setup) {
        recent.clear();
        if (!Edt.call(() -> frame.controller().setup().equals(setup))) {
            recent.add("the setup back to " + setup);
            // as the side panel's choice does it; not waited for: a game in progress asks first, answered Yes
            javax.swing.SwingUtilities.invokeLater(() -> frame.controller().changeSetup(setup));
            settle();
            windows.closeAllSayingYes(hands);
        }
        for (int i = 0; i < count; i++) {
            Kind kind = pick();
            recent.add(kind.name());
            sent.merge(kind.name(), 1, Integer::sum);
            events++;
            kind.send().run();
            settle();
            windows.closeAll(hands);
        }
    }

    private Kind pick() {
        int r = random.nextInt(totalWeight);
        for (Kind kind : kinds) {
            r -= kind.weight();
            if (r < 0) {
                return kind;
            }
        }
        throw new IllegalStateException("weights");
    }

    /** Waits until the display has delivered the event and the event thread has handled it; every wait bounded. */
    private void settle() {
        try {
            hands.waitForIdle(); // the toolkit's sync, with its own time-outs
        } catch (RuntimeException e) {
            // a sync that gave up: the probe below still waits, at most a minute, then fails naming the event thread
        }
        boolean[] state = Edt.call(() -> new boolean[] {frame.controller().isThinking(),
            frame.controller().analysis().showPrediction()});
        thinkingEvents += state[0] ? 1 : 0;
        predictionEvents += state[1] ? 1 : 0;
    }

    /** At how many events the computer was thinking when the event had been handled. */
    int thinkingEvents() {
        return thinkingEvents;
    }

    /** At how many events "who will win" was on. */
    int predictionEvents() {
        return predictionEvents;
    }

    int events() {
        return events;
    }

    /** How many events of each kind were sent. */
    Map<String, Integer> sent() {
        return Map.copyOf(sent);
    }

    /** The last burst's events, in order: what a failure's message shows. */
    List<String> lastBurst() {
        return List.copyOf(recent);
    }

    private void clickBoard() {
        clickIn(frame.board(), "board");
    }

    /** A random point of {@code target}, clicked with the left button (now and then the right). */
    private void clickIn(Component target, String what) {
        Rectangle onScreen = Edt.call(() -> target.isShowing()
                ? new Rectangle(target.getLocationOnScreen(), target.getSize()) : null);
        if (onScreen == null || onScreen.isEmpty()) {
            return; // e.g. hidden for a moment by a layout
        }
        int x = onScreen.x + random.nextInt(onScreen.width);
        int y = onScreen.y + random.nextInt(onScreen.height);
        click(x, y, random.nextInt(12) == 0 ? InputEvent.BUTTON3_DOWN_MASK : InputEvent.BUTTON1_DOWN_MASK);
    }

    private void clickButton() {
        // New game the least: a game the monkey keeps playing grows long enough to review, undo and redo
        String[] buttons = {"newGame", "hint", "hint", "undo", "undo", "redo", "redo", "showPrediction"};
        String name = buttons[random.nextInt(buttons.length)];
        Rectangle onScreen = Edt.call(() -> {
            Component c = named(frame.side(), name);
            return c != null && c.isShowing() ? new Rectangle(c.getLocationOnScreen(), c.getSize()) : null;
        });
        if (onScreen != null) {
            click((int) onScreen.getCenterX(), (int) onScreen.getCenterY(), InputEvent.BUTTON1_DOWN_MASK);
        }
    }

    static Component named(Container in, String name) {
        for (Component c : in.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container inner) {
                Component found = named(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private void click(int x, int y, int button) {
        hands.mouseMove(x, y);
        hands.mousePress(button);
        TestStrategies.sleep(5 + random.nextInt(40));
        hands.mouseRelease(button);
    }

    /** Presses {@code keys} in order and lets them go in reverse: a modifier, then the key. */
    private void keys(int... keys) {
        for (int key : keys) {
            hands.keyPress(key);
        }
        for (int i = keys.length - 1; i >= 0; i--) {
            hands.keyRelease(keys[i]);
        }
    }

    /** A new size and place within the screen, as dragging the window's corner and title would give. */
    private void resize() {
        Rectangle screen = Edt.call(() -> frame.getGraphicsConfiguration().getBounds());
        int width = Math.max(200, screen.width / 2 + random.nextInt(screen.width / 2 + 1));
        int height = Math.max(200, screen.height / 2 + random.nextInt(screen.height / 2 + 1));
        int x = screen.x + random.nextInt(Math.max(1, screen.width - width + 1));
        int y = screen.y + random.nextInt(Math.max(1, screen.height - height + 1));
        Edt.run(() -> {
            frame.setExtendedState(Frame.NORMAL);
            frame.setBounds(x, y, width, height); // the frame's minimum keeps it no smaller than it may be
        });
    }

    private void maximizeOrRestore() {
        Edt.run(() -> frame.setExtendedState(frame.getExtendedState() == Frame.MAXIMIZED_BOTH ? Frame.NORMAL
                : Frame.MAXIMIZED_BOTH));
    }
}
