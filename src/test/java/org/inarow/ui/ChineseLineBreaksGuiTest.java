package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A long Chinese sentence in the real window's side panel wraps as Chinese is set (issue 38,
 * item 6): never between a number and its measure word ("标出的 4 / 个点之一" was the player's
 * case) nor inside a point's or a threat's name, and it may break between two Chinese characters,
 * as Chinese text does, not only at the spaces beside numbers and points.
 */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class ChineseLineBreaksGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    /** White's open three h8–j8, Black to move. */
    private static final String OPEN_THREE = "a1 h8 a3 i8 a15 j8";

    private AppDriver app;

    @AfterEach
    void close() {
        if (app != null) {
            app.close();
            assertThat(app.errors).isEmpty();
        }
        Edt.run(() -> Texts.use(Language.ENGLISH));
    }

    /** A predictor that, after the open three, names four blocks and the three they answer; even elsewhere. */
    private static Predictor fourBlocks() {
        Position three = Position.parse(GOMOKU, OPEN_THREE);
        return (position, limits, cancellation) -> position.equals(three)
                ? new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), -400, 0,
                        Notation.parseMoves("g8 k8 f8 l8", GOMOKU), Map.of(), Side.FIRST, 0.2,
                        Notation.parseMoves("h8 i8 j8", GOMOKU))
                : new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of());
    }

    @Test
    void aNumberStaysWithItsMeasureWordAndAPointsNameIsNeverSplit() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1));
        settings.setLanguage(Language.CHINESE);
        settings.setShowPrediction(true);
        app = AppDriver.open(settings, InARowApp.Config.of(settings).withPredictors(rules -> fourBlocks()));
        for (String move : OPEN_THREE.split(" ")) {
            app.click(move);
        }
        Edt.waitFor("the four blocks named", 10_000, () -> app.window.label("prediction").target().getText()
                .contains("个点之一"));
        String shown = app.window.label("prediction").text();
        List<String> lines = Arrays.asList(shown.replaceAll("</?html>", "").split("<br>"));
        assertThat(String.join("", lines)).as("the sentence").isEqualTo("黑方必须挡住标出的 4 个点之一（白方的活三 h8–j8）");
        assertThat(lines).as("wrapped in the panel's width").hasSizeGreaterThan(1);
        assertThat(lines).as("lines of %s", lines).anyMatch(line -> line.contains("4 个"));
        assertThat(lines).as("lines of %s", lines).anyMatch(line -> line.contains("h8–j8"));
        for (int i = 0; i + 1 < lines.size(); i++) {
            assertThat(lines.get(i + 1)).as("line %d of %s starts with a closing mark", i + 2, lines)
                    .doesNotStartWith("）").doesNotStartWith("，").doesNotStartWith("。");
        }
    }
}
