package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.inarow.ai.Candidate;
import org.inarow.ai.Level;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.OpeningRule;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardMap;
import org.inarow.ui.board.GhostLine;
import org.inarow.ui.board.MapPoint;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The analysis tools in the real window with the real searches: the expected line shown as numbered
 * stones, stepped through and played out; the analysis window refreshed as it searches, its lines shown
 * on the board, its results kept per position; Solve with its progress, its line and its Cancel; and the
 * swap2 opener's map pointing to balance.
 */
@GuiTest
@Timeout(value = 150, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class AnalysisToolsGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    /** pub-024 of the public puzzles: Black wins by fours in 5 moves. */
    private static final String FOURS_IN_FIVE = "i9 g7 h10 g11 j8 k7 f8 e7 i8 g8 i7 i5 i6 i10 g9 i11 h6 g5";

    private static AppDriver open(GameSetup setup) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(setup);
        return AppDriver.open(settings, InARowApp.Config.of(settings).withPredictors(PredictorFactory.standard()));
    }

    private static GameSetup twoPlayers() {
        return new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1);
    }

    private static void load(AppDriver app, String moves) {
        Edt.run(() -> app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(moves, GOMOKU))));
    }

    private static GhostLine ghosts(AppDriver app) {
        return Edt.call(() -> app.frame.board().view().ghosts());
    }

    @Test
    void theExpectedLineIsShownAsNumberedStonesSteppedThroughAndPlayedOut() {
        try (AppDriver app = open(twoPlayers())) {
            load(app, "h8 a1 i8 a3 j8 a5"); // Black's open three: a proven win
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("the prediction", 20_000, () -> app.controller().analysis().prediction().isPresent());
            List<Point> expected = Edt.call(() -> app.controller().analysis().prediction().orElseThrow().line());
            assertThat(expected).hasSizeGreaterThanOrEqualTo(3);
            assertThat(app.window.label("prediction").text().replaceAll("<[^>]*>", ""))
                    .as("both sides' moves").contains(Notation.format(expected.get(0)) + " " + Notation.format(expected.get(1)));

            app.shortcut(KeyEvent.VK_L);
            assertThat(ghosts(app).points()).isEqualTo(expected);
            assertThat(ghosts(app).shown()).isEqualTo(expected.size());
            assertThat(ghosts(app).first()).isEqualTo(Side.FIRST);
            app.shortcut(KeyEvent.VK_SHIFT, KeyEvent.VK_LEFT);
            app.shortcut(KeyEvent.VK_SHIFT, KeyEvent.VK_LEFT);
            assertThat(ghosts(app).shown()).isEqualTo(expected.size() - 2);
            app.shortcut(KeyEvent.VK_SHIFT, KeyEvent.VK_RIGHT);
            assertThat(ghosts(app).shown()).isEqualTo(expected.size() - 1);

            app.shortcut(KeyEvent.VK_P); // play the shown stones out: they become moves
            assertThat(app.moves()).isEqualTo("h8 a1 i8 a3 j8 a5 "
                    + Notation.formatMoves(expected.subList(0, expected.size() - 1)));
            assertThat(ghosts(app).isEmpty()).as("the line went with its position").isTrue();
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void theAnalysisWindowRefreshesShowsALineOnTheBoardAndKeepsWhatItFound() {
        try (AppDriver app = open(twoPlayers())) {
            load(app, "h8 i9 h9 h10");
            app.window.menuItemWithPath("View", "Analysis…").click();
            DialogFixture analysis = app.window.dialog("analysisWindow");
            JTableFixture table = analysis.table("analysisTable");
            java.awt.Rectangle screen = Edt.call(() -> analysis.target().getGraphicsConfiguration().getBounds());
            assertThat(screen.contains(Edt.call(() -> analysis.target().getBounds())))
                    .as("the analysis window wholly on the screen " + screen).isTrue();
            Edt.waitFor("three lines in the table", 20_000, () -> table.target().getRowCount() >= 3);
            assertThat(analysis.label("analysisStatus").text()).matches("(Searching deeper|Done): round \\d+, [0-9.]+ s");
            int firstRound = Edt.call(() -> app.controller().deepAnalysis().shown().orElseThrow().round());
            Edt.waitFor("a deeper round", 20_000,
                    () -> app.controller().deepAnalysis().shown().orElseThrow().round() > firstRound);

            table.selectRows(1);
            Candidate second = Edt.call(() -> app.controller().deepAnalysis().shown().orElseThrow().map()
                    .candidates().get(1));
            Edt.waitFor("the row's line on the board", 5000, () -> !app.frame.board().view().ghosts().isEmpty());
            assertThat(ghosts(app).points()).as("the line of row 2").startsWith(second.point());

            analysis.spinner("analysisLines").select(2);
            Edt.waitFor("two lines", 20_000, () -> table.target().getRowCount() == 2);

            String before = Edt.call(() -> app.controller().shownPosition().toString());
            app.click("j11");
            Edt.waitFor("the new position analysed", 20_000, () -> app.controller().deepAnalysis().shown().isPresent());
            app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Z); // back: what was found there shows at once
            assertThat(Edt.call(() -> app.controller().shownPosition().toString())).isEqualTo(before);
            assertThat(Edt.call(() -> app.controller().deepAnalysis().shown())).isPresent();

            analysis.button("analysisRun").requireText("Stop").click();
            Edt.waitFor("stopped", 5000, () -> !app.controller().deepAnalysis().isRunning());
            analysis.button("analysisRun").requireText("Start");
            analysis.label("analysisStatus").requireText(java.util.regex.Pattern.compile("Done: round \\d+, [0-9.]+ s"));
            analysis.button("analysisRun").click(); // running again, then Escape closes the window and stops it
            Edt.waitFor("running", 5000, () -> app.controller().deepAnalysis().isRunning());
            analysis.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
            Edt.waitFor("closed by Escape", 5000, () -> !analysis.target().isShowing());
            Edt.waitFor("stopped with it", 5000, () -> !app.controller().deepAnalysis().isRunning());
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void solveFindsTheForcedWinShowsItsLineAndCanBeCancelled() {
        try (AppDriver app = open(twoPlayers())) {
            load(app, FOURS_IN_FIVE);
            app.window.menuItemWithPath("Game", "Solve…").click();
            Edt.waitFor("the solution", 20_000, () -> !app.controller().solver().isRunning());
            assertThat(app.notice()).startsWith("Black wins by force in 5 moves, by fours: ");
            GhostLine line = ghosts(app);
            assertThat(line.points()).hasSize(9);
            assertThat(line.shown()).isEqualTo(9);
            assertThat(app.errors).isEmpty();
        }
        try (AppDriver app = open(twoPlayers())) {
            load(app, "h8 i9 g7 f6 i7 g9 h7 j7"); // no win by threats, and many to try: the search takes its time
            Edt.run(() -> app.controller().solver().setMillis(60_000));
            app.window.menuItemWithPath("Game", "Solve…").click();
            Edt.waitFor("a second used", 5000, () -> app.controller().solver().elapsedMillis() >= 1000);
            app.window.panel("solveProgress").requireVisible();
            assertThat(app.window.label("solveProgressText").text()).startsWith("Looking for a forced win for Black: ");
            app.window.button("cancelSolve").click();
            Edt.waitFor("cancelled", 5000, () -> !app.controller().solver().isRunning());
            javax.swing.JPanel panel = app.robot.finder().findByName(app.frame, "solveProgress", javax.swing.JPanel.class,
                    false);
            assertThat(Edt.call(panel::isVisible)).isFalse();
            assertThat(ghosts(app).isEmpty()).isTrue();
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void theSwap2OpenersMapPointsToBalance() {
        try (AppDriver app = open(twoPlayers().withOpening(OpeningRule.SWAP2))) {
            app.click("h8");
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("the map", 20_000, () -> app.controller().analysis().prediction().isPresent()
                    && !app.frame.board().view().map().points().isEmpty());
            BoardMap map = Edt.call(() -> app.frame.board().view().map());
            MapPoint best = map.points().stream().filter(MapPoint::best).findFirst().orElseThrow();
            String words = app.window.label("prediction").text().replaceAll("<[^>]*>", "");
            assertThat(words).startsWith("Opening: " + Notation.format(best.point()) + " keeps the game nearest even");
            // the ringed point is the one whose chance after it lies nearest one half
            List<Candidate> searched = Edt.call(() -> app.controller().analysis().map().orElseThrow().candidates());
            double bestDistance = Math.abs(searched.get(0).firstPlayerWinChance() - 0.5);
            assertThat(searched).allSatisfy(c -> assertThat(Math.abs(c.firstPlayerWinChance() - 0.5))
                    .isGreaterThanOrEqualTo(bestDistance));
            assertThat(searched.get(0).point()).isEqualTo(best.point());
            assertThat(app.errors).isEmpty();
        }
    }
}
