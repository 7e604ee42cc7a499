package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
import javax.swing.JComponent;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tic-tac-toe's proven draw in the real window: the bar beside the board says "draw" within the
 * bar (issue 38, item 5: the word was wider than the bar, and in the dark theme its ends, black,
 * stood on the window's dark grey). The bar, as the window has it, is painted onto a clear image:
 * nothing of it may fall outside its track.
 */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class DrawLabelGuiTest {
    private AppDriver app;

    @AfterEach
    void close() {
        if (app != null) {
            app.close();
            assertThat(app.errors).isEmpty();
        }
        Edt.run(Theme.LIGHT::switchTo);
        Edt.run(() -> org.inarow.ui.text.Texts.use(Language.ENGLISH));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"DARK, ENGLISH", "LIGHT, ENGLISH", "DARK, CHINESE"})
    void theDrawLabelStaysInsideTheBar(Theme theme, Language language) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(Rules.ticTacToe(), Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1));
        settings.setTheme(theme);
        settings.setLanguage(language);
        settings.setShowPrediction(true);
        app = AppDriver.open(settings, InARowApp.Config.of(settings));
        JComponent bar = Edt.call(() -> app.robot.finder().findByName(app.frame, "winChanceBar", JComponent.class, false));
        Edt.waitFor("the draw shown", 20_000, () -> bar.isShowing()
                && app.controller().analysis().shownChance().filter(c -> c.isDraw()).isPresent());
        TestStrategies.sleep(1000); // the bar's slide into place (a third of a second)
        app.robot.waitForIdle();

        BufferedImage image = Edt.call(() -> {
            BufferedImage clear = new BufferedImage(bar.getWidth(), bar.getHeight(), BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = clear.createGraphics();
            bar.paint(g);
            g.dispose();
            return clear;
        });
        // the track's sides, found on a row of plain colour a quarter of the way down
        int row = image.getHeight() / 4;
        int left = 0;
        while (left < image.getWidth() && alpha(image, left, row) == 0) {
            left++;
        }
        int right = image.getWidth() - 1;
        while (right > left && alpha(image, right, row) == 0) {
            right--;
        }
        assertThat(right - left).as("the track found").isGreaterThan(10);
        Rectangle spill = null;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((x < left || x > right) && alpha(image, x, y) > 0) {
                    spill = spill == null ? new Rectangle(x, y, 1, 1) : spill.union(new Rectangle(x, y, 1, 1));
                }
            }
        }
        assertThat(spill).as("%s %s: the bar, %d px wide (x %d to %d), painted beside its track", theme, language,
                right - left + 1, left, right).isNull();
    }

    private static int alpha(BufferedImage image, int x, int y) {
        return new Color(image.getRGB(x, y), true).getAlpha();
    }
}
