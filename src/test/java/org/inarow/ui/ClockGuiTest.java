package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.swing.JPanel;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.LevelRecord;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A short game on the clock (3 s + 0 each) against the computer, lost on time in the real window: the clocks
 * show, wait while a question is open, the flag falls, the status, the session's tally and the level's record
 * say so, and the SGF saved says RE[W+T] with the clock's TM and OT.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ClockGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    @TempDir
    Path folder;

    @Test
    void aGameLostOnTimeIsCountedAndRecordedAndTheClockWaitsUnderADialog() throws Exception {
        GameSetup setup = new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1)
                .withClock(TimeControl.fischer(3, 0));
        try (AppDriver app = AppDriver.open(setup, (level, rules, seed) -> TestStrategies.scripted("a1 a2 a3 a4"))) {
            app.window.panel("clocks").requireVisible();
            assertThat(Edt.call(() -> app.window.comboBox("clock").target().getSelectedItem()))
                    .isEqualTo(TimeControl.fischer(3, 0));
            app.click("h8"); // the first move is free; then the computer's clock, then the player's
            app.waitForYourTurn();
            assertThat(app.moves()).isEqualTo("h8 a1");
            Edt.waitFor("the player's clock running", 10_000,
                    () -> app.controller().clocks().ticking().filter(s -> s == Seat.OPENER).isPresent());
            assertThat(Edt.call(app.frame::getMinimumSize).height).as("the clocks take their room from the move list:"
                    + " a 1366×768 screen with a task bar still holds the window").isLessThanOrEqualTo(720);
            JPanel mine = app.robot.finder().findByName(app.frame, "clock.OPENER", JPanel.class, false);
            assertThat(Edt.call(mine::isOpaque)).as("the running clock is tinted").isTrue();

            app.window.button("newGame").click(); // "Start a new game?": a modal question, the clock waits
            app.window.optionPane().requireTitle("Start a new game?");
            Edt.waitFor("the clocks paused", 5_000, () -> app.controller().clocks().isPaused());
            long before = Edt.call(() -> app.controller().clocks().remaining(Seat.OPENER));
            Thread.sleep(3_500); // longer than the whole clock
            long after = Edt.call(() -> app.controller().clocks().remaining(Seat.OPENER));
            assertThat(after).as("no time counted under the question").isEqualTo(before).isPositive();
            assertThat(Edt.call(() -> app.controller().position().isOver())).isFalse();
            app.window.optionPane().noButton().click(); // keep the game: the clock runs again

            Edt.waitFor("the flag to fall", 30_000, () -> app.controller().position().isOver());
            app.window.label("status").requireText("You lost on time: the computer wins");
            app.window.label(org.assertj.swing.core.matcher.JLabelMatcher.withText(
                    "Session: you 0, computer 1, draws 0")).requireVisible();
            assertThat(Edt.call(() -> app.controller().tally().levels().record(setup.rung())))
                    .isEqualTo(new LevelRecord(0, 0, 1));
            app.window.label("clockTime.OPENER").requireText("0:00.0");
            assertThat(app.moves()).isEqualTo("h8 a1");

            app.window.menuItemWithPath("File", "Save As…").click();
            JFileChooserFixture chooser = app.window.fileChooser("saveChooser");
            chooser.setCurrentDirectory(folder.toFile());
            chooser.fileNameTextBox().deleteText().enterText("on-time");
            chooser.approve();
            Path saved = folder.resolve("on-time.sgf");
            Edt.waitFor("the save", 10_000, () -> saved.toFile().length() > 0);
            String sgf = Files.readString(saved);
            assertThat(sgf).contains("RE[W+T]").contains("TM[3]OT[fischer 0]").contains(";B[hh];W[ao]");
            System.out.println("ClockGuiTest saved: " + sgf.replace('\n', ' '));
            assertThat(app.errors).isEmpty();
        }
    }
}
