package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.review.Mark;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardMap;
import org.inarow.ui.board.MapPoint;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.game.ReviewResult;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.text.Language;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * "Who will win" says only what is true, in the real window with the real predictor and map: a
 * threat nothing stops is called so (its fours only delay it, and none of them is offered as a
 * block), the empty board's best move is the centre and renju refuses any other first stone, and a
 * review never marks the only reply to a four.
 */
@GuiTest
@Timeout(value = 150, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class TrustGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    /** Black to move; White's three f4 g5 _ i7 cannot be stopped; Black's fours e11, k10 (d12, l11) only delay it. */
    private static final String UNSTOPPABLE = "h8 g7 h7 h9 i8 g8 j9 g6 g9 f7 e6 h5 i4 f8 f10 g5 g4 i7 i5 d8 e8 f4";
    private static final List<String> FOURS = List.of("d12", "e11", "k10", "l11");
    private static final List<String> FUTILE_BLOCKS = List.of("h6", "e3", "j8");

    private static AppDriver open(Rules rules) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(rules, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1));
        return AppDriver.open(settings, InARowApp.Config.of(settings).withPredictors(PredictorFactory.standard()));
    }

    /** The prediction as the player reads it (a long one is wrapped with HTML). */
    private static String prediction(AppDriver app) {
        return app.window.label("prediction").text().replaceAll("<[^>]*>", "");
    }

    private static Point point(String cell) {
        return Notation.parsePoint(cell, GOMOKU);
    }

    @Test
    void aThreatNothingStopsIsCalledSoAndItsFoursAreNeverOfferedAsBlocks() {
        try (AppDriver app = open(GOMOKU)) {
            Edt.run(() -> app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(UNSTOPPABLE, GOMOKU))));
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("the map", 20_000, () -> app.controller().analysis().prediction().isPresent());

            // the fours in board order, row by row from the bottom
            assertThat(prediction(app)).isEqualTo("White wins whatever Black does: the open three f4–i7 cannot be "
                    + "stopped; 4 fours only delay it");
            BoardMap map = Edt.call(() -> app.frame.board().view().map());
            assertThat(map.mustBlock()).as("nothing is offered as a block").isEmpty();
            assertThat(map.threatStones()).contains(point("f4"), point("g5"), point("i7"));
            assertThat(map.points()).isNotEmpty().allSatisfy(p -> {
                assertThat(p.outcome()).as("%s", p.point()).isEqualTo(OutcomeClass.PROVEN_LOSS);
                assertThat(p.tooltip()).as("%s", p.point()).doesNotContain("stops");
            });
            assertThat(map.points()).extracting(MapPoint::point).map(Notation::format).containsAll(FOURS); // the sentence counts them, the map marks each

            app.chooseLanguage(Language.CHINESE);
            Edt.waitFor("the prediction in Chinese", 20_000, () -> app.controller().analysis().prediction().isPresent()
                    && app.window.label("prediction").target().getText().contains("活三"));
            assertThat(prediction(app)).contains("无论黑方怎么走，白方都能获胜", "活三 f4–i7 已无法挡住",
                    "4 个冲四只能拖延");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aBlockThatLosesToTheOpponentsThreatsIsNotNamed() {
        // White's open three h7-h9 with k11 beside it: h6 stops the open four but loses to White's threats; h10 holds
        String moves = "e7 h7 f10 h8 j5 h9 a1 k11";
        try (AppDriver app = open(GOMOKU)) {
            Edt.run(() -> app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(moves, GOMOKU))));
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("the map", 20_000, () -> app.controller().analysis().prediction().isPresent());

            BoardMap map = Edt.call(() -> app.frame.board().view().map());
            assertThat(map.mustBlock()).containsExactly(point("h10"));
            assertThat(prediction(app)).isEqualTo("Black must block h10 (White's open three h7–h9)");
            map.at(point("h6")).ifPresent(p -> assertThat(p.tooltip()).doesNotContain("stops"));
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void theEmptyBoardsBestMoveIsTheCentreAndRenjuRefusesAnyOtherFirstStone() {
        try (AppDriver app = open(GOMOKU)) {
            app.window.checkBox("showPrediction").click();
            Edt.waitFor("the map", 20_000, () -> app.controller().analysis().prediction().isPresent());
            BoardMap map = Edt.call(() -> app.frame.board().view().map());
            assertThat(map.points()).filteredOn(MapPoint::best).extracting(MapPoint::point).containsExactly(point("h8"));
        }
        Rules renju = Rules.renju();
        try (AppDriver app = open(renju)) {
            app.click("g7");
            assertThat(app.position().moveCount()).as("refused").isZero();
            assertThat(app.notice()).contains("g7 is off-centre: renju opens on h8");
            app.click("h8");
            assertThat(app.moves()).isEqualTo("h8");
            app.click("g7"); // any second stone is Black's opponent's to choose
            assertThat(app.moves()).isEqualTo("h8 g7");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void aReviewNeverMarksTheOnlyReplyToAFour() {
        // move 7, Black's g8, makes the four g8-j8 against White's f8: White's k8 (move 8) is its only move
        String game = "h8 f8 i8 h9 j8 i10 g8 k8 g9 j11 g10 h12";
        try (AppDriver app = AppDriver.open(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1),
                StrategyFactory.standard())) {
            Edt.run(() -> {
                app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(game, GOMOKU)));
                app.controller().reviewer().setMillis(300);
            });
            app.window.menuItemWithPath("Game", "Review game").click();
            Edt.waitFor("the review", 90_000, () -> app.controller().reviewer().result().isPresent());
            ReviewResult result = Edt.call(() -> app.controller().reviewer().result().orElseThrow());
            assertThat(result.at(8).map(v -> v.mark())).as("the forced reply").hasValueSatisfying(
                    mark -> assertThat(mark).isEqualTo(Mark.NONE));
            assertThat(result.turningPoints()).extracting(m -> m.number()).doesNotContain(8);
            assertThat(app.window.list("moveList").contents()[7]).isEqualTo("8.  White  k8");
            List<ChancePoint> chances = Edt.call(() -> app.controller().analysis().chances());
            assertThat(chances.get(7).firstPlayerChance()).as("the four and its reply judged alike")
                    .isEqualTo(chances.get(8).firstPlayerChance());
            assertThat(app.errors).isEmpty();
        }
    }
}
