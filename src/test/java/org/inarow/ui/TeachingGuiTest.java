package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.core.matcher.JButtonMatcher;
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
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.text.Language;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;

/**
 * The teaching mode in the real window: a move that lets the computer win by force is held before the
 * computer answers, the question names the threat, and Take back, Show a better move and Play on do what
 * they say; a good move is answered at once; off, nothing is asked.
 */
@GuiTest
@org.junit.jupiter.api.Timeout(value = 150, unit = TimeUnit.SECONDS)
class TeachingGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    /** White's open three f10 g10 h10; Black (the player) to move. */
    private static final String OPEN_THREE = "h8 f10 a1 g10 a15 h10";
    private static final GameSetup SETUP = new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 1);
    private static final List<Point> BLOCKS = Notation.parseMoves("d10 e10 i10 j10", GOMOKU);

    private static AppDriver open(boolean teaching) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(SETUP);
        settings.setTeaching(teaching);
        AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings).withPredictors(PredictorFactory.standard())
                .withStrategies(StrategyFactory.standard()));
        Edt.run(() -> app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(OPEN_THREE, GOMOKU))));
        return app;
    }

    private static DialogFixture lesson(AppDriver app) {
        return app.window.dialog("lesson", Timeout.timeout(30_000));
    }

    private static String text(DialogFixture dialog) {
        return Edt.call(() -> {
            javax.swing.JOptionPane pane = (javax.swing.JOptionPane) find(dialog.target(), javax.swing.JOptionPane.class);
            return String.valueOf(pane.getMessage());
        });
    }

    private static java.awt.Component find(java.awt.Container in, Class<?> type) {
        for (java.awt.Component c : in.getComponents()) {
            if (type.isInstance(c)) {
                return c;
            }
            if (c instanceof java.awt.Container inner && find(inner, type) != null) {
                return find(inner, type);
            }
        }
        return null;
    }

    @Test
    void aMoveThatLetsTheComputerWinIsHeldAndTakenBackForFree() {
        try (AppDriver app = open(true)) {
            app.click("o1");
            DialogFixture dialog = lesson(app);
            assertThat(text(dialog)).startsWith("o1 lets White win by force. White wins").endsWith("\nTake it back, see a better move, or play on?");
            assertThat(app.moves()).as("the computer waits for the answer").isEqualTo(OPEN_THREE + " o1");
            assertThat(Edt.call(() -> app.controller().isThinking())).isFalse();
            dialog.button(JButtonMatcher.withText("Take back")).click();
            Edt.waitFor("the move taken back", 10_000, () -> app.moves().equals(OPEN_THREE));

            app.click("o1");
            lesson(app).button(JButtonMatcher.withText("Show a better move")).click();
            Edt.waitFor("the move taken back", 10_000, () -> app.moves().equals(OPEN_THREE));
            Point hint = Edt.call(() -> app.frame.board().view().hint());
            assertThat(hint).as("the better move ringed: a block of the three").isIn(BLOCKS);

            app.click(Notation.format(hint)); // the better move: nothing to say, the computer answers
            Edt.waitFor("the computer's answer", 30_000, () -> app.moves().split(" ").length == 8);
            assertThat(Edt.call(() -> app.controller().teacher().lesson().isPresent())).isFalse();
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aLessonUndoneBeforeItsQuestionCameIsAskedWhenTheMoveIsRedone() {
        // found by the monkey: an undo queued before the question (a quick Ctrl+Z) left no question, and a redo
        // brought the lesson back holding the computer's answer with nothing asked: the game stood still
        try (AppDriver app = open(true)) {
            boolean[] undone = {false};
            Edt.run(() -> app.controller().addListener(() -> {
                if (!undone[0] && app.controller().teacher().lesson().isPresent()) {
                    undone[0] = true;
                    app.controller().undo(); // before the question, which comes after this change
                }
            }));
            app.click("o1");
            Edt.waitFor("the move undone before its question", 30_000,
                    () -> undone[0] && app.moves().equals(OPEN_THREE));
            Edt.run(() -> app.controller().redo());
            DialogFixture dialog = lesson(app);
            assertThat(app.moves()).isEqualTo(OPEN_THREE + " o1");
            dialog.button(JButtonMatcher.withText("Play on")).click();
            Edt.waitFor("the computer's answer", 30_000, () -> app.moves().split(" ").length == 8);
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void playOnLetsTheComputerAnswerAndChineseNamesTheThreat() {
        try (AppDriver app = open(true)) {
            app.chooseLanguage(Language.CHINESE);
            app.click("o1");
            DialogFixture dialog = lesson(app);
            assertThat(text(dialog)).contains("让白方可以必胜");
            dialog.button(JButtonMatcher.withText("继续下")).click();
            Edt.waitFor("the computer's answer", 30_000, () -> app.moves().split(" ").length == 8);
            assertThat(app.moves()).startsWith(OPEN_THREE + " o1 ");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void withWhoWillWinShownTheBetterMoveIsTheOneTheMapRings() {
        try (AppDriver app = open(true)) {
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("the map", 30_000, () -> app.controller().analysis().prediction().isPresent());
            Point ringed = Edt.call(() -> app.controller().analysis().prediction().orElseThrow().best());
            app.click("o1");
            lesson(app).button(JButtonMatcher.withText("Show a better move")).click();
            Edt.waitFor("the move taken back", 10_000, () -> app.moves().equals(OPEN_THREE));
            assertThat(Edt.call(() -> app.frame.board().view().hint())).isEqualTo(ringed);
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void offByDefaultTheComputerAnswersAtOnce() {
        Settings fresh = new Settings(new MemoryPreferences());
        assertThat(fresh.teaching()).isFalse();
        assertThat(fresh.teachingThreshold()).isEqualTo(15);
        try (AppDriver app = open(false)) {
            app.click("o1");
            Edt.waitFor("the computer's answer", 30_000, () -> app.moves().split(" ").length == 8);
            assertThat(Edt.call(() -> app.controller().teacher().lesson().isPresent())).isFalse();
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aLessonWhoseQuestionComesWhileAnEarlierPositionIsShownLetsTheComputerAnswerOnceThePlayerIsBack() {
        // the monkey's suspect path (issue 40): the player looks back (Alt+Up, Home) while the move is judged, so
        // the lesson and its question come while an earlier position is shown; Play on there must not leave the
        // game standing still when the player returns to its end
        try (AppDriver app = open(true)) {
            boolean[] lookedBack = {false};
            Edt.run(() -> app.controller().addListener(() -> {
                if (!lookedBack[0] && app.controller().teacher().isJudging()) {
                    lookedBack[0] = true;
                    app.controller().showMove(0); // Home while the move is judged
                }
            }));
            app.click("o1");
            DialogFixture dialog = lesson(app);
            assertThat(Edt.call(() -> app.controller().isReviewing())).as("the question came while looking back").isTrue();
            dialog.button(JButtonMatcher.withText("Play on")).click();
            Edt.run(() -> app.controller().showMove(app.controller().review().total())); // End
            Edt.waitFor("the computer's answer", 30_000, () -> app.moves().split(" ").length == 8);
            assertThat(app.moves()).startsWith(OPEN_THREE + " o1 ");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aLessonTakenBackWhileAnEarlierPositionIsShownGivesThePlayerTheMoveAgain() {
        try (AppDriver app = open(true)) {
            boolean[] lookedBack = {false};
            Edt.run(() -> app.controller().addListener(() -> {
                if (!lookedBack[0] && app.controller().teacher().isJudging()) {
                    lookedBack[0] = true;
                    app.controller().showMove(2);
                }
            }));
            app.click("o1");
            lesson(app).button(JButtonMatcher.withText("Take back")).click();
            Edt.waitFor("the move taken back", 10_000, () -> app.moves().equals(OPEN_THREE));
            assertThat(Edt.call(() -> app.controller().acceptsMoves())).as("the player's move again").isTrue();
            assertThat(Edt.call(() -> app.controller().teacher().lesson().isPresent())).isFalse();
            assertThat(app.errors).isEmpty();
        }
    }
}
