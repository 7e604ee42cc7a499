package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Timeout;
import org.inarow.ai.Level;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.MistakePractice;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;

/**
 * Game › Practise my mistakes in the real window: after a review, the blunder 7. o1 (it ignores White's open
 * three) is set as an exercise; a wrong answer is told why, the hint gives the area and then the move, the
 * best answer is right and its line shown, and the summary counts what was found; the game never changes.
 */
@GuiTest
@org.junit.jupiter.api.Timeout(value = 200, unit = TimeUnit.SECONDS)
class PracticeGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final String GAME = "h8 f10 a1 g10 a15 h10 o1 i10 e10 j10";

    private static AppDriver open() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1));
        AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings).withPredictors(PredictorFactory.standard()));
        Edt.run(() -> app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(GAME, GOMOKU))));
        return app;
    }

    private static String text(DialogFixture practice) {
        return practice.label("practiceText").text().replaceAll("<[^>]*>", "");
    }

    private static MistakePractice practice(AppDriver app) {
        return app.controller().practice();
    }

    @Test
    void theBlunderBecomesAnExerciseWithHintsAJudgedAnswerAndASummary() {
        try (AppDriver app = open()) {
            assertThat(Edt.call(() -> practice(app).canStart())).as("nothing to practise before a review").isFalse();
            Edt.run(() -> app.controller().reviewer().start());
            Edt.waitFor("the review", 60_000, () -> app.controller().reviewer().result().filter(r -> r.complete()).isPresent());
            app.window.checkBox("showPrediction").click(); // who will win on: the exercise must still hide it
            app.window.menuItem("menu.practice").click();
            DialogFixture first = app.window.dialog("practice", Timeout.timeout(10_000));
            first.pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ESCAPE); // Escape closes it and ends the practice
            Edt.waitFor("the practice ended by Escape", 10_000, () -> !practice(app).isActive());
            first.requireNotVisible();
            app.window.menuItem("menu.practice").click();
            DialogFixture window = app.window.dialog("practice", Timeout.timeout(10_000));
            int count = Edt.call(() -> practice(app).count());
            assertThat(count).isPositive();
            // to the exercise of 7. o1, the blunder
            while (!Edt.call(() -> practice(app).exercise().orElseThrow().move().equals(point("o1")))) {
                Edt.waitFor("an exercise ready", 20_000, () -> practice(app).stage() == MistakePractice.Stage.ASKING);
                window.button("practiceNext").click();
            }
            Edt.waitFor("the exercise ready", 20_000, () -> practice(app).stage() == MistakePractice.Stage.ASKING);
            assertThat(text(window)).contains("find a better move for Black than o1 (move 7)");
            // nothing on the board gives the answer away: no map, no review's better move for the move shown (6. h10??)
            assertThat(Edt.call(() -> app.frame.board().view().hint())).isNull();
            assertThat(Edt.call(() -> app.frame.board().view().map().isEmpty())).isTrue();
            assertThat(Edt.call(() -> app.controller().analysis().predictionWords())).isNull();
            assertThat(Edt.call(() -> Notation.formatMoves(app.controller().shownPosition().moves())))
                    .as("the board shows the position before it").isEqualTo("h8 f10 a1 g10 a15 h10");

            app.click("o2");
            Edt.waitFor("the answer judged", 20_000, () -> practice(app).stage() == MistakePractice.Stage.WRONG);
            assertThat(text(window)).startsWith("Not quite: o2 lets White win by force.");

            window.button("practiceHint").click();
            assertThat(text(window)).containsPattern("Hint: the move is in columns [a-o]–[a-o], rows \\d+–\\d+\\.");
            window.button("practiceHint").click();
            Point best = Edt.call(() -> practice(app).best().orElseThrow().best());
            assertThat(text(window)).contains("Hint: the move is " + Notation.format(best) + ", ringed on the board.");
            assertThat(Edt.call(() -> app.frame.board().view().hint())).isEqualTo(best);
            window.button("practiceHint").requireDisabled();

            app.click(Notation.format(best));
            Edt.waitFor("the answer judged", 20_000, () -> practice(app).stage() == MistakePractice.Stage.RIGHT);
            assertThat(text(window)).isEqualTo("Right: " + Notation.format(best) + " is the best move.");
            assertThat(Edt.call(() -> app.frame.board().view().ghosts().isEmpty())).as("its line shown").isFalse();

            while (Edt.call(() -> practice(app).isActive())) {
                window.button("practiceNext").click();
                Edt.waitFor("the next exercise or the end", 20_000, () -> !practice(app).isActive()
                        || practice(app).stage() == MistakePractice.Stage.ASKING);
            }
            assertThat(notice(app)).isEqualTo("Practice done: 0 of " + count + " found.");
            window.requireNotVisible();
            assertThat(Edt.call(() -> Notation.formatMoves(app.controller().position().moves())))
                    .as("the game itself unchanged").isEqualTo(GAME);
            assertThat(app.errors).isEmpty();
        }
    }

    private static String notice(AppDriver app) {
        return Edt.call(() -> String.valueOf(app.controller().notice()));
    }

    private static Point point(String name) {
        return Notation.parsePoint(name, GOMOKU);
    }
}
