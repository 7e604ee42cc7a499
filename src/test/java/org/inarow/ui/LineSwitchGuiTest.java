package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import javax.swing.JLabel;
import org.assertj.swing.core.GenericTypeMatcher;
import org.inarow.ai.Level;
import org.inarow.ai.review.Mark;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.WinChanceGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A game lost at Champion, reviewed, and played again from move 6, which keeps the old line as a variation;
 * a click on the variation's row makes the old line the game's again. The lost game still counts once in the
 * session's score, and move 7, the blunder the review marked, is still explained.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class LineSwitchGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    /** Black (the player) ignores White's open three h9-j9 with a3, move 7: a blunder; White wins with l9. */
    private static final String LOST = "h8 h9 a1 i9 a2 j9 a3 k9 a4 l9";
    private static final String LOSS_COUNTED = "Session: you 0, computer 1, draws 0";

    /** Opens the window against Champion (here a scripted player, which builds White's five on row 9). */
    private static AppDriver openAgainstChampion() {
        return AppDriver.open(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 1),
                (level, rules, seed) -> TestStrategies.scripted("h9 i9 j9 k9 l9"));
    }

    /**
     * Loses {@link #LOST}, reviews it, goes back to move 6 by the graph and Alt+←, plays g9 there (the computer
     * answers), then clicks the row of the old line's variation: the board shows move 7 of the game lost.
     */
    private static void loseReviewPlayAnotherLineAndSwitchBack(AppDriver app) {
        for (String cell : "h8 a1 a2 a3 a4".split(" ")) {
            app.click(cell);
            app.waitForYourTurn();
        }
        assertThat(app.moves()).isEqualTo(LOST);
        assertThat(app.status()).isEqualTo("The computer wins");
        assertThat(tally(app)).isEqualTo(LOSS_COUNTED);

        Edt.run(() -> app.controller().reviewer().setMillis(300));
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_R);
        Edt.waitFor("the review", 60_000, () -> app.controller().reviewer().result().isPresent());
        assertThat(Edt.call(() -> app.controller().reviewer().result().orElseThrow().at(7).orElseThrow().mark()))
                .as("the review marks a3").isEqualTo(Mark.BLUNDER);

        WinChanceGraph graph = Edt.call(() -> app.robot.finder().findByName(app.frame, "winChanceGraph",
                WinChanceGraph.class, false));
        app.robot.click(graph, Edt.call(() -> graph.where(7).orElseThrow()));
        Edt.waitFor("move 7 shown", 5000, () -> app.controller().review().shown() == 7);
        app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_LEFT);
        Edt.waitFor("move 6 shown", 5000, () -> app.controller().review().shown() == 6);
        app.click("g9");
        app.waitForYourTurn();
        assertThat(app.moves()).isEqualTo("h8 h9 a1 i9 a2 j9 g9 k9");

        String[] rows = app.window.list("moveList").contents();
        int variation = java.util.Arrays.asList(rows).indexOf("      (7. a3  8. k9  9. a4  10. l9)");
        assertThat(variation).as("the old line's row in %s", java.util.Arrays.toString(rows)).isPositive();
        app.clickMoveRow(variation);
        Edt.waitFor("the old line at move 7", 5000, () -> app.controller().review().shown() == 7);
        assertThat(app.moves()).isEqualTo(LOST);
    }

    @Test
    void aLostGameCountsOnceWhicheverOfItsLinesIsPlayedOrShown() {
        try (AppDriver app = openAgainstChampion()) {
            loseReviewPlayAnotherLineAndSwitchBack(app);

            app.shortcut(KeyEvent.VK_END);
            Edt.waitFor("the game's end", 5000, () -> !app.controller().isReviewing());
            assertThat(app.status()).isEqualTo("The computer wins");
            assertThat(tally(app)).as("one game, lost once").isEqualTo(LOSS_COUNTED);
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void theBlunderIsStillExplainedWhenItsLineIsSwitchedBackTo() {
        try (AppDriver app = openAgainstChampion()) {
            loseReviewPlayAnotherLineAndSwitchBack(app);

            assertThat(shownMessage(app)).as("what the window says of move 7")
                    .startsWith("7. a3?? is a blunder: ").contains(" was better.");
            assertThat(app.errors).isEmpty();
        }
    }

    /** The session's tally under a finished game, as shown. */
    private static String tally(AppDriver app) {
        app.robot.waitForIdle();
        JLabel label = app.robot.finder().find(app.frame, new GenericTypeMatcher<JLabel>(JLabel.class, true) {
            @Override
            protected boolean isMatching(JLabel l) {
                return l.getText() != null && l.getText().startsWith("Session: ");
            }
        });
        return Edt.call(label::getText);
    }

    /** The line under the status while looking back: the notice, or the help that shows when there is none. */
    private static String shownMessage(AppDriver app) {
        app.robot.waitForIdle();
        boolean notice = Edt.call(() -> app.robot.finder().findByName(app.frame, "notice", JLabel.class, false).isVisible());
        return notice ? app.notice() : app.window.label("reviewHelp").requireVisible().text();
    }
}
