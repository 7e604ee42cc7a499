package org.inarow.ui;

import java.awt.Dialog;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import javax.swing.JMenuItem;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.MainFrame;

/**
 * The monkey's visits to the windows beside the game: the puzzle trainer and "Practise my mistakes"
 * are opened through the Game menu and then played in for a few events (clicks on their board or the
 * game's, their buttons and keys) before they are closed like any other dialog; the teaching mode is
 * switched through the View menu, and its question after a costly move is answered as every question
 * is ({@link OpenWindows}).
 */
final class MonkeySessions {
    /** One event inside a window. */
    record Event(String name, Runnable send) {
    }

    private static final String PUZZLES = "puzzleWindow";
    private static final String PRACTICE = "practice";

    private final MainFrame frame;
    private final MonkeyHands hands;
    private final Random random;
    private String open;
    private int eventsLeft;
    private int puzzleVisits;
    private int practiceVisits;
    private int teachingSwitches;

    MonkeySessions(MainFrame frame, MonkeyHands hands, Random random) {
        this.frame = frame;
        this.hands = hands;
        this.random = random;
    }

    /** Whether a window is open that the next events are for. */
    boolean active() {
        return open != null;
    }

    /** The window to leave open while it is being played in. */
    Set<String> spared() {
        return open == null ? Set.of() : Set.of(open);
    }

    void toggleTeaching() {
        if (hands.menuItem(KeyEvent.VK_V, m -> "teaching".equals(m.getName()))) {
            teachingSwitches++;
        }
    }

    void openPuzzles() {
        if (hands.menuItem(KeyEvent.VK_G, m -> textOf("menu.puzzles").equals(m.getText()))) {
            begin(PUZZLES);
        }
    }

    void openPractice() {
        if (hands.menuItem(KeyEvent.VK_G, m -> "menu.practice".equals(m.getName()))) {
            begin(PRACTICE);
        }
    }

    private static String textOf(String key) {
        return Texts.get(key).replace("&", "");
    }

    private void begin(String name) {
        long deadline = System.currentTimeMillis() + 5_000;
        while (MonkeyHands.dialogNamed(name) == null && System.currentTimeMillis() < deadline) {
            org.inarow.ui.testing.TestStrategies.sleep(50);
        }
        if (MonkeyHands.dialogNamed(name) != null) {
            open = name;
            eventsLeft = 5 + random.nextInt(20);
            if (name.equals(PUZZLES)) {
                puzzleVisits++;
            } else {
                practiceVisits++;
            }
        }
    }

    /** The next event inside the open window. */
    Event next() {
        Dialog window = MonkeyHands.dialogNamed(open);
        List<Event> events = new ArrayList<>();
        if (PUZZLES.equals(open)) {
            events.add(new Event("puzzle: click its board", () -> hands.clickIn(MonkeyHands.named(window, "puzzleBoard"))));
            events.add(new Event("puzzle: click its board", () -> hands.clickIn(MonkeyHands.named(window, "puzzleBoard"))));
            events.add(new Event("puzzle: a button", () -> hands.clickNamed(window,
                    new String[] {"puzzleHint", "puzzleSolution", "puzzleToggle", "puzzleNext"}[random.nextInt(4)])));
            events.add(new Event("puzzle: a key", () -> hands.keys(new int[] {KeyEvent.VK_N, KeyEvent.VK_H, KeyEvent.VK_S,
                KeyEvent.VK_A, KeyEvent.VK_ENTER, KeyEvent.VK_LEFT, KeyEvent.VK_RIGHT, KeyEvent.VK_UP, KeyEvent.VK_DOWN}[random.nextInt(9)])));
            events.add(new Event("puzzle: a theme", () -> hands.clickNamed(window,
                    "puzzleTheme." + new String[] {"win", "win-threats", "defend", "block"}[random.nextInt(4)])));
        } else {
            events.add(new Event("practice: click the board", () -> hands.clickIn(frame.board())));
            events.add(new Event("practice: click the board", () -> hands.clickIn(frame.board())));
            events.add(new Event("practice: a button", () -> hands.clickNamed(window,
                    new String[] {"practiceHint", "practiceSolution", "practiceNext", "practiceHint", "practiceStop"}[random.nextInt(5)])));
        }
        return events.get(random.nextInt(events.size()));
    }

    /** Counts the event down; the window closed by itself (Stop, the last exercise) ends the visit. */
    void afterEvent() {
        if (open != null && (--eventsLeft <= 0 || MonkeyHands.dialogNamed(open) == null)) {
            open = null;
        }
    }

    /** Ends a visit: the window is closed with the other dialogs. */
    void end() {
        open = null;
    }

    String figures() {
        return "puzzle window visits " + puzzleVisits + ", practice visits " + practiceVisits + ", teaching switched "
                + teachingSwitches + " times";
    }
}
