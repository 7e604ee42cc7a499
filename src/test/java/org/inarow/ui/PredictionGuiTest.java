package org.inarow.ui;

import java.util.concurrent.TimeUnit;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Test;

/** The "Show who will win" switch in the real window. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class PredictionGuiTest {
    private static final GameSetup GOMOKU_TWO_PLAYERS =
            new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);
    private static final GameSetup TIC_TAC_TOE_TWO_PLAYERS = GOMOKU_TWO_PLAYERS.withRules(Rules.ticTacToe());

    private static AppDriver open(GameSetup setup, PredictorFactory predictors) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(setup);
        return AppDriver.open(settings, InARowApp.Config.of(settings).withPredictors(predictors));
    }

    private static Prediction estimate(int score, List<Point> mustBlock) {
        return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), score, 0, mustBlock, Map.of());
    }

    @Test
    void gomokuNamesThePointThatMustBeBlocked() {
        // a scripted predictor: after one move it says White must block at h9
        Predictor scripted = (position, limits, cancellation) -> position.moveCount() == 1
                ? estimate(-500, List.of(new Point(7, 8))) : estimate(0, List.of());
        try (AppDriver app = open(GOMOKU_TWO_PLAYERS, rules -> scripted)) {
            app.window.checkBox("showPrediction").requireNotSelected();
            assertThat(Edt.call(() -> app.frame.side().isAncestorOf(app.window.label("status").target()))).isTrue();
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("a prediction", 5000, () -> app.controller().analysis().prediction().isPresent());
            app.window.label("prediction").requireText("Black 50 % — about even");
            app.click("h8");
            Edt.waitFor("a prediction", 5000, () -> app.controller().analysis().prediction().isPresent());
            app.window.label("prediction").requireText("White must block h9");
            assertThat(app.settings.showPrediction()).as("remembered").isTrue();

            app.window.checkBox("showPrediction").click();
            assertThat(Edt.call(() -> app.window.label("status").target().isShowing())).isTrue();
            javax.swing.JLabel label = app.robot.finder().findByName(app.frame, "prediction", javax.swing.JLabel.class, false);
            assertThat(Edt.call(label::isShowing)).as("hidden when switched off").isFalse();
        }
    }

    @Test
    void ticTacToeCellsAreTintedByTheirOutcome() {
        // a scripted predictor that knows every empty cell: corners draw, the rest lose for the side to move
        Predictor scripted = (position, limits, cancellation) -> {
            Map<Point, Outcome> cells = new HashMap<>();
            for (int col = 0; col < 3; col++) {
                for (int row = 0; row < 3; row++) {
                    Point p = new Point(col, row);
                    if (position.isEmpty(p)) {
                        boolean corner = col != 1 && row != 1;
                        cells.put(p, corner ? Outcome.DRAW : Outcome.winFor(position.toMove().opponent()));
                    }
                }
            }
            return new Prediction(Outcome.DRAW, Proof.EXACT, new Point(0, 0), List.of(), 0, 0, List.of(), cells);
        };
        try (AppDriver app = open(TIC_TAC_TOE_TWO_PLAYERS, rules -> scripted)) {
            app.click("b2");
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("a prediction", 5000, () -> app.controller().analysis().prediction().isPresent());
            app.window.label("prediction").requireText("Draw with best play");
            app.window.label("legend").requireVisible();
            assertThat(Edt.call(() -> app.frame.board().view().cellOutcomes())).hasSize(8)
                    .containsEntry(new Point(0, 0), Outcome.DRAW);
        }
    }

    @Test
    void ticTacToeIsPredictedExactlyByTheRealPredictor() {
        try (AppDriver app = open(TIC_TAC_TOE_TWO_PLAYERS, PredictorFactory.standard())) {
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("a prediction", 5000, () -> app.controller().analysis().prediction().isPresent());
            app.window.label("prediction").requireText("Draw with best play");
            assertThat(Edt.call(() -> app.frame.board().view().cellOutcomes())).as("every empty cell tinted").hasSize(9);
            app.click("b2");
            app.click("a2"); // an edge reply to the centre loses
            Edt.waitFor("a prediction", 5000, () -> app.controller().analysis().prediction().isPresent());
            app.window.label("prediction").requireText("X wins with best play");
            Position position = app.position();
            assertThat(Edt.call(() -> app.frame.board().view().cellOutcomes())).hasSize(9 - position.moveCount())
                    .containsValue(Outcome.FIRST_WINS);
        }
    }
}
