package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** View › Language in the real window: the status line and the notice under it change at once, the game untouched. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class StatusLanguageGuiTest {
    private static final GameSetup TWO_PLAYERS =
            new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);

    @AfterEach
    void english() {
        Edt.run(() -> Texts.use(Language.ENGLISH));
    }

    @Test
    void theStatusAndTheNoticeFollowALiveSwitchOfLanguage() {
        try (AppDriver app = AppDriver.open(TWO_PLAYERS, (level, rules, seed) -> TestStrategies.scripted(""))) {
            app.click("h8");
            app.click("h8");
            app.window.label("status").requireText("White to move");
            assertThat(app.notice()).isEqualTo("h8 is occupied.");

            app.chooseLanguage(Language.CHINESE);
            Edt.waitFor("the status in Chinese", 5000, () -> "白方走棋".equals(status(app)));
            app.window.label("status").requireText("白方走棋");
            assertThat(app.notice()).isEqualTo("h8 已经有子。");
            assertThat(app.moves()).as("the game as it was").isEqualTo("h8");

            app.chooseLanguage(Language.ENGLISH);
            Edt.waitFor("the status in English", 5000, () -> "White to move".equals(status(app)));
            app.window.label("status").requireText("White to move");
            assertThat(app.notice()).isEqualTo("h8 is occupied.");
            assertThat(app.errors).isEmpty();
        }
    }


    private static String status(AppDriver app) {
        return app.window.label("status").target().getText();
    }
}
