package org.inarow.ui;

import java.util.concurrent.TimeUnit;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import javax.swing.UIManager;
import org.assertj.swing.fixture.DialogFixture;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Family;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardColors;
import org.inarow.ui.board.BoardGeometry;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Themes, remembered settings, the window's size, and what an unexpected error looks like. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class AppLifecycleGuiTest {
    private final Thread.UncaughtExceptionHandler handlerBefore = Thread.getDefaultUncaughtExceptionHandler();

    @AfterEach
    void restore() {
        Thread.setDefaultUncaughtExceptionHandler(handlerBefore);
        Edt.run(Theme.LIGHT::switchTo);
    }

    @Test
    void theDarkThemeIsSwitchedOnFromTheMenuAndRemembered() {
        Settings settings = new Settings(new MemoryPreferences());
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            java.awt.Color lightWood = Edt.call(() -> BoardColors.fromUIManager().wood());
            app.window.menuItemWithPath("View", "Dark theme").click();
            assertThat(Edt.call(() -> UIManager.getLookAndFeel().getName())).containsIgnoringCase("dark");
            assertThat(Edt.call(() -> BoardColors.fromUIManager().wood())).isNotEqualTo(lightWood);
            assertThat(settings.theme()).isEqualTo(Theme.DARK);
        }
        try (AppDriver again = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            assertThat(Edt.call(() -> UIManager.getLookAndFeel().getName())).containsIgnoringCase("dark");
            javax.swing.JMenuItem item = again.window.menuItemWithPath("View", "Dark theme").target();
            assertThat(Edt.call(item::isSelected)).as("the menu shows it on").isTrue();
        }
    }

    @Test
    void choicesInTheSidePanelAndTheWindowSizeAreRemembered() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(GameSetup.defaults().withMode(Mode.TWO_PLAYERS));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            app.click("h8");
            app.window.comboBox("game").selectItem("Tic-tac-toe");
            app.window.optionPane().requireTitle("Start a new game?").yesButton().click(); // h8 goes
            assertThat(app.position().rules()).isEqualTo(Rules.ticTacToe());
            assertThat(app.moves()).as("a new game for a new game").isEmpty();
            app.window.radioButton("vsComputer").click();
            app.window.comboBox("side").selectItem("O");
            app.window.comboBox("level").selectItem("Easy");
            Edt.run(() -> app.frame.setSize(1000, 840)); // above the minimum, which makes room for "who will win"
            Edt.run(app.frame::close);
        }
        assertThat(settings.setup()).as("tic-tac-toe's level; gomoku's stays").isEqualTo(new GameSetup(Rules.ticTacToe(),
                Mode.VS_COMPUTER, Side.SECOND, Level.EASY, GameSetup.defaults().thinkSeconds(),
                org.inarow.model.OpeningRule.NONE, GameSetup.defaults().rung()));
        assertThat(settings.window().size()).contains(new Dimension(1000, 840));
        try (AppDriver again = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            assertThat(Edt.call(() -> again.frame.getSize())).isEqualTo(new Dimension(1000, 840));
            again.window.comboBox("game").requireSelection("Tic-tac-toe");
            again.window.comboBox("side").requireSelection("O");
            again.waitForYourTurn();
            assertThat(again.position().moveCount()).as("the computer has X and opened").isEqualTo(1);
        }
    }

    @Test
    void theWindowHasASensibleMinimumAndTheBoardStaysSquareAndCentred() {
        Settings settings = new Settings(new MemoryPreferences());
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            Dimension min = Edt.call(app.frame::getMinimumSize);
            assertThat(min.width).isBetween(500, 900);
            assertThat(min.height).isBetween(400, 800);
            for (Dimension size : new Dimension[] {new Dimension(1400, 800), new Dimension(900, 950)}) {
                Edt.run(() -> {
                    app.frame.setSize(size);
                    app.frame.validate();
                });
                app.robot.waitForIdle();
                BoardGeometry geo = Edt.call(() -> app.frame.board().geometry());
                Dimension board = Edt.call(() -> app.frame.board().getSize());
                var bounds = geo.boardBounds();
                assertThat(bounds.getWidth()).isEqualTo(bounds.getHeight());
                assertThat(bounds.getX()).isCloseTo(board.width - bounds.getMaxX(), org.assertj.core.api.Assertions.within(1.01));
                assertThat(bounds.getY()).isCloseTo(board.height - bounds.getMaxY(), org.assertj.core.api.Assertions.within(1.01));
            }
        }
    }

    @Test
    void anUnexpectedErrorShowsADialogAndTheGameGoesOn() {
        Strategy broken = new Strategy() {
            @Override
            public String name() {
                return "broken";
            }

            @Override
            public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
                throw new IllegalStateException("the evaluation table is missing");
            }
        };
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(GameSetup.defaults().withLevel(Level.EASY));
        try (AppDriver app = AppDriver.openWithErrorDialog(settings,
                InARowApp.Config.of(settings).withStrategies((level, rules, seed) -> broken))) {
            app.click("h8");
            DialogFixture dialog = app.window.dialog("errorDialog");
            dialog.label("errorMessage").requireText("An unexpected error occurred: the evaluation table is missing");
            dialog.button("copyDetails").click();
            dialog.button("copyDetails").requireText("Copied");
            dialog.close();
            assertThat(app.moves()).as("the game in progress is kept").isEqualTo("h8");
            assertThat(app.position().rules().family()).isEqualTo(Family.GOMOKU);

            // an exception on the event thread itself: the same dialog, and the window lives on
            Edt.run(() -> javax.swing.SwingUtilities.invokeLater(() -> {
                throw new ArithmeticException("divided by zero in a listener");
            }));
            DialogFixture second = app.window.dialog("errorDialog");
            second.label("errorMessage").requireText("An unexpected error occurred: divided by zero in a listener");
            second.close();
            app.window.button("undo").click();
            assertThat(app.moves()).isEmpty();
        }
    }
}
