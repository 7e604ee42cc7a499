package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Rectangle;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardColors;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Renju in the real window, two players: chosen in the setup mid-game (asked first), Black's
 * double-three point marked with a red × on the screen, a click on it refused with the reason and
 * the board unchanged, and the marks hidden from the View menu.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class RenjuGuiTest {
    private static final GameSetup TWO_PLAYERS =
            new GameSetup(Rules.gomokuFreestyle(19), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);
    /** Black opens on the centre (renju's rule), then j9 j11 and i10 k10; White in the corners: j10 would make two open threes. */
    private static final String DOUBLE_THREE = "h8 a1 j9 a15 j11 o1 i10 o15 k10 a3";

    /** How far the colours on the screen at a cell's centre and along a ×'s arms are from the forbidden mark's colour, at worst. */
    private static double markDistanceAt(AppDriver app, String cell) {
        Color mark = Edt.call(() -> BoardColors.fromUIManager().forbidden());
        double[] geometry = Edt.call(() -> {
            Point2D c = app.frame.board().geometry().centre(Notation.parsePoint(cell, Rules.renju()));
            java.awt.Point origin = app.frame.board().getLocationOnScreen();
            return new double[] {origin.x + c.getX(), origin.y + c.getY(), app.frame.board().geometry().cellSize()};
        });
        double arm = geometry[2] * 0.14;
        int x0 = (int) Math.round(geometry[0]);
        int y0 = (int) Math.round(geometry[1]);
        int reach = (int) Math.ceil(arm) + 1;
        BufferedImage shot = capture(new Rectangle(x0 - reach, y0 - reach, 2 * reach + 1, 2 * reach + 1));
        double worst = 0;
        for (double[] d : new double[][] {{0, 0}, {arm, arm}, {-arm, arm}, {arm, -arm}, {-arm, -arm}}) {
            int x = (int) Math.round(reach + d[0]);
            int y = (int) Math.round(reach + d[1]);
            worst = Math.max(worst, distance(new Color(shot.getRGB(x, y)), mark));
        }
        return worst;
    }

    private static BufferedImage capture(Rectangle r) {
        try {
            return new java.awt.Robot().createScreenCapture(r);
        } catch (java.awt.AWTException e) {
            throw new IllegalStateException(e);
        }
    }

    private static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed();
        int dg = a.getGreen() - b.getGreen();
        int db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    @Test
    void renjuMarksBlacksForbiddenPointRefusesAClickOnItAndHidesTheMarksOnRequest() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(TWO_PLAYERS);
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            app.click("j10");
            app.window.comboBox("rule").selectItem("Renju");
            app.robot.waitForIdle();
            app.window.optionPane().requireTitle("Start a new game?").yesButton().click();
            app.robot.waitForIdle();
            Edt.waitFor("a renju game", 5000, () -> app.controller().rules().equals(Rules.renju()));
            assertThat(app.moves()).as("a new game").isEmpty();
            app.window.comboBox("rule").requireSelection("Renju");
            app.window.comboBox("size").requireSelection("15 × 15").requireDisabled();
            assertThat(settings.setup().rules()).as("remembered").isEqualTo(Rules.renju());

            for (String cell : DOUBLE_THREE.split(" ")) {
                app.click(cell);
            }
            assertThat(app.moves()).isEqualTo(DOUBLE_THREE);
            app.robot.waitForIdle();
            assertThat(markDistanceAt(app, "j10")).as("a red × at j10 on the screen").isLessThan(60);
            assertThat(markDistanceAt(app, "l12")).as("none at l12").isGreaterThan(60);

            app.click("j10");
            app.robot.waitForIdle();
            assertThat(app.notice()).isEqualTo("j10 is forbidden for Black: double three");
            assertThat(app.moves()).as("the board unchanged").isEqualTo(DOUBLE_THREE);
            assertThat(app.status()).isEqualTo("Black to move");

            app.window.menuItemWithPath("View", "Show forbidden points").click();
            app.robot.waitForIdle();
            assertThat(markDistanceAt(app, "j10")).as("hidden").isGreaterThan(60);
            assertThat(settings.showForbidden()).as("remembered").isFalse();
            assertThat(app.errors).isEmpty();
        }
    }
}
