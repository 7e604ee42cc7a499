package org.inarow.ui;

import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.inarow.ui.testing.Edt;
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
    private final MonkeyHands hands;
    private final MonkeySessions sessions;
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
        java.awt.Robot robot = new java.awt.Robot();
        robot.setAutoDelay(0);
        hands = new MonkeyHands(robot, random);
        sessions = new MonkeySessions(frame, hands, random);
        int ctrl = KeyEvent.VK_CONTROL;
        int shift = KeyEvent.VK_SHIFT;
        int alt = KeyEvent.VK_ALT;
        kind("click board", 40, this::clickBoard);
        kind("click side panel", 8, () -> hands.clickIn(frame.side()));
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
        kind("read last move F2", 1, () -> keys(KeyEvent.VK_F2));
        kind("read position F3", 1, () -> keys(KeyEvent.VK_F3));
        kind("read who will win F4", 1, () -> keys(KeyEvent.VK_F4));
        kind("cursor to last move J", 1, () -> keys(KeyEvent.VK_J));
        kind("teaching mode (View menu)", 1, sessions::toggleTeaching);
        kind("puzzles (Game menu)", 2, sessions::openPuzzles);
        kind("practise my mistakes (Game menu)", 2, sessions::openPractice);
        kind("engine plays (side panel)", 2, this::chooseEngine);
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
            changeSetup(setup); // a game in progress asks first, answered Yes
            windows.closeAllSayingYes(hands.robot());
        }
        for (int i = 0; i < count; i++) {
            // inside an open puzzle or practice window its own events, else the main window's
            String name;
            Runnable send;
            if (sessions.active()) {
                MonkeySessions.Event e = sessions.next();
                name = e.name();
                send = e.send();
            } else {
                Kind kind = pick();
                name = kind.name();
                send = kind.send();
            }
            recent.add(name);
            sent.merge(name, 1, Integer::sum);
            events++;
            send.run();
            settle();
            sessions.afterEvent();
            windows.closeAll(hands.robot(), sessions.spared());
        }
        sessions.end(); // the checks after the burst look at the main window's game
        windows.closeAll(hands.robot());
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
            hands.robot().waitForIdle(); // the toolkit's sync, with its own time-outs
        } catch (RuntimeException e) {
            // a sync that gave up: the probe below still waits, at most a minute, then fails naming the event thread
        }
        boolean[] state = Edt.call(() -> new boolean[] {frame.controller().isThinking(),
            frame.controller().analysis().showPrediction()});
        thinkingEvents += state[0] ? 1 : 0;
        predictionEvents += state[1] ? 1 : 0;
    }

    /**
     * Before the checks: InARow takes the computer's side back from an added engine, as a person does in the Plays
     * box (the game is kept), and an engine's fault question still open is answered with Escape, so an engine
     * that hangs or crashes cannot act in the middle of the checks' undo and redo.
     */
    void leaveTheEngines() {
        if (Edt.call(() -> frame.controller().setup().engines().any())) {
            recent.add("InARow plays again (Plays box)");
            changeSetup(Edt.call(() -> frame.controller().setup().withEngines(org.inarow.ui.game.EngineSeats.NONE)));
        }
        windows.closeAll(hands.robot());
    }

    /** As the side panel's choice does it; not waited for, as a question may come first. */
    private void changeSetup(org.inarow.ui.game.GameSetup setup) {
        javax.swing.SwingUtilities.invokeLater(() -> frame.controller().changeSetup(setup));
        settle();
    }

    /** At how many events the computer was thinking when the event had been handled. */
    int thinkingEvents() {
        return thinkingEvents;
    }

    /** How often the puzzle and practice windows were visited and the teaching mode switched. */
    String sessionFigures() {
        return sessions.figures();
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
        hands.clickIn(frame.board());
    }

    private void clickButton() {
        // New game the least: a game the monkey keeps playing grows long enough to review, undo and redo
        String[] buttons = {"newGame", "hint", "hint", "undo", "undo", "redo", "redo", "showPrediction"};
        hands.clickNamed(frame.side(), buttons[random.nextInt(buttons.length)]);
    }

    /**
     * Picks who plays the computer's side in the side panel's Plays box, as a person does with the mouse and the
     * keys: InARow or one of the added engines (the test adds engines that crash, hang, lie and babble).
     */
    private void chooseEngine() {
        hands.clickNamed(frame.side(), "engine");
        settle();
        for (int i = random.nextInt(7); i > 0; i--) {
            keys(KeyEvent.VK_DOWN);
        }
        keys(KeyEvent.VK_ENTER);
    }

    private void keys(int... keys) {
        hands.keys(keys);
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
