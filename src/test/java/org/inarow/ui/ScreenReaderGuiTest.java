package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.accessibility.AccessibleState;
import javax.accessibility.AccessibleStateSet;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The window as a screen reader meets it, read through javax.accessibility in the running window: every
 * focusable control has a name, the board is a table of named points, and moves, refusals, the computer's
 * thought and the game's end are announced as accessible property changes.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ScreenReaderGuiTest {
    private AppDriver app;

    @AfterEach
    void close() {
        try {
            if (app != null) {
                app.close();
                assertThat(app.errors).isEmpty();
            }
        } finally {
            Edt.run(() -> { // the next window test starts in English, in the theme's own font (as LanguageSwitchGuiTest)
                Texts.use(Language.ENGLISH);
                TextBindings.followLanguage();
                javax.swing.UIManager.put("defaultFont", null);
                org.inarow.ui.window.Theme.LIGHT.install();
            });
        }
    }

    private void open(Mode mode, StrategyFactory strategies) {
        app = AppDriver.open(new GameSetup(Rules.gomokuFreestyle(15), mode, Side.FIRST, Level.MEDIUM, 1), strategies);
    }

    /** Every accessible below {@code root} (the board's points included). */
    private static List<AccessibleContext> tree(Accessible root) {
        List<AccessibleContext> all = new ArrayList<>();
        collect(root.getAccessibleContext(), all);
        return all;
    }

    private static void collect(AccessibleContext context, List<AccessibleContext> into) {
        if (context == null) {
            return;
        }
        into.add(context);
        for (int i = 0; i < context.getAccessibleChildrenCount(); i++) {
            Accessible child = context.getAccessibleChild(i);
            if (child != null) {
                collect(child.getAccessibleContext(), into);
            }
        }
    }

    private static boolean isFocusableControl(AccessibleContext c) {
        AccessibleStateSet states = c.getAccessibleStateSet();
        return states.contains(AccessibleState.FOCUSABLE) && states.contains(AccessibleState.SHOWING)
                && states.contains(AccessibleState.ENABLED) && !states.contains(AccessibleState.TRANSIENT)
                && c.getAccessibleRole() != AccessibleRole.MENU && c.getAccessibleRole() != AccessibleRole.MENU_BAR
                && c.getAccessibleRole() != AccessibleRole.ROOT_PANE && c.getAccessibleRole() != AccessibleRole.FRAME
                && c.getAccessibleRole() != AccessibleRole.PANEL && c.getAccessibleRole() != AccessibleRole.SCROLL_PANE
                && c.getAccessibleRole() != AccessibleRole.LAYERED_PANE && c.getAccessibleRole() != AccessibleRole.VIEWPORT
                && c.getAccessibleRole() != AccessibleRole.SCROLL_BAR && c.getAccessibleRole() != AccessibleRole.LABEL;
    }

    @Test
    void everyFocusableControlHasANameAndTheBoardIsATableOfItsPoints() {
        open(Mode.TWO_PLAYERS, StrategyFactory.standard());
        List<String> controls = new ArrayList<>();
        List<String> unnamed = new ArrayList<>();
        Edt.run(() -> {
            for (AccessibleContext c : tree(app.frame)) {
                if (isFocusableControl(c)) {
                    String name = c.getAccessibleName();
                    controls.add(c.getAccessibleRole() + " " + name);
                    if (name == null || name.isBlank()) {
                        unnamed.add(c.getAccessibleRole() + " " + c);
                    }
                }
            }
        });
        System.out.println("ScreenReaderGuiTest: " + controls.size() + " focusable controls, " + unnamed.size()
                + " unnamed: " + controls);
        assertThat(unnamed).as("focusable controls without an accessible name").isEmpty();
        assertThat(controls).as("the board and the game buttons are among them")
                .anyMatch(c -> c.startsWith("table Board"))
                .anyMatch(c -> c.startsWith("push button New game"))
                .anyMatch(c -> c.startsWith("push button Hint"));

        app.click("h8");
        app.click("h9");
        Edt.run(() -> {
            AccessibleContext board = app.frame.board().getAccessibleContext();
            assertThat(tree(app.frame)).as("the board is in the window's tree").contains(board);
            assertThat(board.getAccessibleRole()).isEqualTo(AccessibleRole.TABLE);
            assertThat(board.getAccessibleChildrenCount()).isEqualTo(225);
            assertThat(board.getAccessibleTable().getAccessibleRowCount()).isEqualTo(15);
            assertThat(board.getAccessibleTable().getAccessibleColumnCount()).isEqualTo(15);
            // row 0 is the top row (15), so h8 is row 7, column 7; h9 above it
            assertThat(board.getAccessibleTable().getAccessibleAt(7, 7).getAccessibleContext().getAccessibleName())
                    .isEqualTo("h8, black");
            assertThat(board.getAccessibleTable().getAccessibleAt(6, 7).getAccessibleContext().getAccessibleName())
                    .isEqualTo("h9, white, last move");
            assertThat(board.getAccessibleChild(0).getAccessibleContext().getAccessibleName()).isEqualTo("a15, empty");
            assertThat(board.getAccessibleChild(224).getAccessibleContext().getAccessibleName()).isEqualTo("o1, empty");
        });
    }

    /** Records the board's announcements (description changes) and active-descendant changes. */
    private static final class Heard implements PropertyChangeListener {
        final List<String> said = new CopyOnWriteArrayList<>();
        final List<String> active = new CopyOnWriteArrayList<>();

        @Override
        public void propertyChange(PropertyChangeEvent e) {
            if (AccessibleContext.ACCESSIBLE_DESCRIPTION_PROPERTY.equals(e.getPropertyName())) {
                said.add((String) e.getNewValue());
            } else if (AccessibleContext.ACCESSIBLE_ACTIVE_DESCENDANT_PROPERTY.equals(e.getPropertyName())
                    && e.getNewValue() instanceof Accessible cell) {
                active.add(cell.getAccessibleContext().getAccessibleName());
            }
        }
    }

    private Heard listen() {
        Heard heard = new Heard();
        Edt.run(() -> app.frame.board().getAccessibleContext().addPropertyChangeListener(heard));
        return heard;
    }

    private static void await(String what, List<String> list, String expected) {
        Edt.waitFor(what + " (heard " + list + ")", 20_000, () -> list.stream().anyMatch(s -> s.contains(expected)));
    }

    @Test
    void eachMoveTheRefusalTheComputersThoughtAndTheEndAreAnnounced() {
        open(Mode.VS_COMPUTER, (level, rules, seed) -> TestStrategies.slow("h9 i9 j9 k9 l9", 300));
        Heard heard = listen();
        app.click("h8");
        await("the player's move", heard.said, "Black h8");
        await("the computer starting", heard.said, "The computer is thinking");
        await("the computer's move", heard.said, "The computer plays White h9");
        app.waitForYourTurn();
        app.click("h9");
        await("the refusal", heard.said, "h9 is occupied");
        app.click("h9");
        Edt.waitFor("the refusal said again", 20_000,
                () -> heard.said.stream().filter(s -> s.contains("h9 is occupied")).count() == 2);
        for (String cell : "i8 j8 k8 l8".split(" ")) {
            app.waitForYourTurn();
            app.click(cell);
        }
        await("the end", heard.said, "You win!");
        System.out.println("ScreenReaderGuiTest: heard " + heard.said);
        assertThat(heard.said.get(0)).isEqualTo("Black h8. The computer is thinking");
    }

    @Test
    void withWhoWillWinOnThePredictionsWordsFollowTheMove() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1));
        settings.setShowPrediction(true);
        app = AppDriver.open(settings, InARowApp.Config.of(settings));
        Heard heard = listen();
        app.click("h8");
        Edt.waitFor("the prediction's words", 30_000, () -> app.controller().analysis().predictionWords() != null
                && heard.said.contains(app.controller().analysis().predictionWords()));
        String words = Edt.call(() -> app.controller().analysis().predictionWords());
        System.out.println("ScreenReaderGuiTest: with who will win on, heard " + heard.said);
        assertThat(heard.said.indexOf(words)).as("the words after the move").isGreaterThan(heard.said.indexOf("Black h8"));
        assertThat(heard.said).contains("Black h8");
        app.shortcut(KeyEvent.VK_F4);
        Edt.waitFor("F4 says them again", 20_000, () -> heard.said.stream().filter(words::equals).count() == 2);
    }

    /** A short game against the computer in Chinese: what a reader hears, printed for the README's transcript. */
    @Test
    void inChineseTheAnnouncementsAreChinese() {
        open(Mode.VS_COMPUTER, (level, rules, seed) -> TestStrategies.slow("h9 i9 j9 k9 l9", 300));
        app.chooseLanguage(Language.CHINESE);
        Heard heard = listen();
        app.click("h8");
        await("the player's move", heard.said, "黑方 h8");
        await("the computer's move", heard.said, "电脑下 白方 h9");
        app.waitForYourTurn();
        app.click("h9");
        await("the refusal", heard.said, "h9 已经有子");
        for (String cell : "i8 j8 k8 l8".split(" ")) {
            app.waitForYourTurn();
            app.click(cell);
        }
        await("the end", heard.said, "你赢了");
        app.shortcut(KeyEvent.VK_F2);
        await("F2", heard.said, "最后一手：黑方 l8，第 9 手");
        System.out.println("ScreenReaderGuiTest: heard in Chinese " + heard.said);
        assertThat(Edt.call(() -> app.frame.board().getAccessibleContext().getAccessibleName())).startsWith("棋盘");
    }

    @Test
    void theCursorIsTheActiveDescendantAndTheKeysSpeak() {
        open(Mode.TWO_PLAYERS, StrategyFactory.standard());
        app.click("h8");
        app.click("j9");
        Heard heard = listen();
        Edt.run(() -> app.frame.board().requestFocusInWindow());
        app.robot.waitForIdle();
        app.shortcut(KeyEvent.VK_LEFT); // shows the cursor, at the last move
        app.shortcut(KeyEvent.VK_LEFT);
        await("the cursor's cell", heard.active, "i9, empty");
        Edt.run(() -> {
            var selection = app.frame.board().getAccessibleContext().getAccessibleSelection();
            assertThat(selection.getAccessibleSelectionCount()).isEqualTo(1);
            assertThat(selection.getAccessibleSelection(0).getAccessibleContext().getAccessibleName()).isEqualTo("i9, empty");
        });
        app.shortcut(KeyEvent.VK_F2);
        await("F2", heard.said, "Last move: White j9, move 2");
        app.shortcut(KeyEvent.VK_F3);
        await("F3", heard.said, "Row 9: white j9. Row 8: black h8. Black to move");
        app.shortcut(KeyEvent.VK_F4);
        await("F4", heard.said, "Who will win is off");
        app.shortcut(KeyEvent.VK_J);
        await("J", heard.active, "j9, white, last move");
        assertThat(Edt.call(() -> org.inarow.model.Notation.format(app.frame.board().cursorPoint()))).isEqualTo("j9");
        app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_LEFT);
        await("looking back", heard.said, "Move 1: Black h8");
        app.shortcut(KeyEvent.VK_END);
        await("back to the game", heard.said, "Move 2: White j9");
        app.shortcut(KeyEvent.VK_H);
        await("the hint", heard.said, "Hint: ");
    }

    @Test
    void tabReachesTheGameButtonsInReadingOrder() {
        open(Mode.TWO_PLAYERS, StrategyFactory.standard());
        app.click("h8"); // Undo enabled: a disabled button is passed over
        Edt.run(() -> app.frame.board().requestFocusInWindow());
        app.robot.waitForIdle();
        List<String> order = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            app.shortcut(KeyEvent.VK_TAB);
            Component owner = Edt.call(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
            order.add(owner == null ? "none" : String.valueOf(owner.getName()));
        }
        System.out.println("ScreenReaderGuiTest: Tab from the board goes " + order);
        assertThat(order).containsSubsequence("game", "rule", "size", "opening", "twoPlayers", "newGame", "hint", "undo",
                "showPrediction", "moveList", "board");
    }
}
