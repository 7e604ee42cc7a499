package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javax.swing.JComponent;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardMap;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.WinChanceGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * "Show who will win" in gomoku with the real map maker, in the real window: the map on the board,
 * the bar beside it, the graph growing move by move, a click on the graph showing that move; and
 * the event thread never stalls long while the map is searched.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class WinChanceGuiTest {
    private static final GameSetup GOMOKU_TWO_PLAYERS =
            new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);

    private static boolean showing(AppDriver app, String name) {
        return Edt.call(() -> app.robot.finder().findByName(app.frame, name, JComponent.class, false).isShowing());
    }

    @Test
    void theMapTheBarAndTheGraphAndAClickOnTheGraph() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(GOMOKU_TWO_PLAYERS);
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings)
                .withPredictors(PredictorFactory.standard()));
             EdtStallProbe probe = EdtStallProbe.start(5)) {
            assertThat(showing(app, "winChanceBar")).as("no bar while switched off").isFalse();
            assertThat(showing(app, "winChanceGraph")).as("no graph while switched off").isFalse();
            app.window.checkBox("showPrediction").click();
            long worst = 0;
            String[] moves = {"h8", "i9", "g7", "f6", "i7"};
            for (int i = 0; i <= moves.length; i++) {
                probe.reset();
                Edt.waitFor("the map", 10_000, () -> app.controller().analysis().prediction().isPresent());
                worst = Math.max(worst, probe.maxStallMillis());
                if (i < moves.length) {
                    app.click(moves[i]);
                }
            }
            System.out.println("max edt stall while the map is searched: " + worst + " ms");
            BoardMap map = Edt.call(() -> app.frame.board().view().map());
            assertThat(map.points()).as("the candidates on the board").isNotEmpty();
            assertThat(map.points()).as("one of them the best").anyMatch(p -> p.best());
            assertThat(showing(app, "winChanceBar")).isTrue();
            JComponent bar = Edt.call(() -> app.robot.finder().findByName(app.frame, "winChanceBar", JComponent.class, false));
            assertThat(Edt.<String>call(bar::getToolTipText)).matches("Black \\d+ %, White \\d+ % \\(estimate\\)|.* proven");
            assertThat(showing(app, "winChanceGraph")).isTrue();
            WinChanceGraph graph = Edt.call(() -> app.robot.finder().findByName(app.frame, "winChanceGraph",
                    WinChanceGraph.class, false));
            assertThat(Edt.call(graph::points)).as("a point after every move").hasSize(moves.length + 1);

            java.awt.Point second = Edt.call(() -> graph.where(2).orElseThrow());
            app.robot.click(graph, second);
            Edt.waitFor("move 2 shown", 5000, () -> app.controller().review().shown() == 2);
            assertThat(Edt.call(() -> app.frame.board().view().position().moveCount())).isEqualTo(2);
            assertThat(app.moves()).as("the game is kept").isEqualTo("h8 i9 g7 f6 i7");
            Edt.waitFor("the map of move 2", 10_000, () -> app.controller().analysis().prediction().isPresent());
            assertThat(Edt.call(() -> app.frame.board().view().map().points())).isNotEmpty();

            app.robot.moveMouse(app.window.checkBox("showPrediction").target()); // away from the graph and its tooltip
            app.window.checkBox("showPrediction").click();
            app.window.checkBox("showPrediction").requireNotSelected();
            Edt.waitFor("the bar hidden", 3000, () -> !bar.isShowing());
            assertThat(showing(app, "winChanceBar")).isFalse();
            assertThat(showing(app, "winChanceGraph")).isFalse();
            assertThat(Edt.call(() -> app.frame.board().view().map())).isEqualTo(BoardMap.NONE);
            assertThat(worst).as("the longest event-thread stall while the map is searched").isLessThan(250);
            assertThat(app.errors).isEmpty();
        }
    }
}
