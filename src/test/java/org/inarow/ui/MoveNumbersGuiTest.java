package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
import javax.swing.JMenuItem;
import org.inarow.ai.Level;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** View › Move numbers in the real window: the numbers appear on the stones, and the choice is remembered. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class MoveNumbersGuiTest {

    private static BufferedImage boardPixels(AppDriver app) {
        return Edt.call(() -> {
            var board = app.frame.board();
            BufferedImage image = new BufferedImage(board.getWidth(), board.getHeight(), BufferedImage.TYPE_INT_RGB);
            var g = image.createGraphics();
            board.paint(g);
            g.dispose();
            return image;
        });
    }

    /** How many pixels differ between two images within a third of a cell around a point's centre. */
    private static int changedAround(AppDriver app, BufferedImage a, BufferedImage b, String cell) {
        var point = Notation.parsePoint(cell, app.position().rules());
        return Edt.call(() -> {
            var geo = app.frame.board().geometry();
            Point2D c = geo.centre(point);
            int r = (int) (geo.cellSize() / 3);
            int changed = 0;
            for (int y = (int) c.getY() - r; y <= c.getY() + r; y++) {
                for (int x = (int) c.getX() - r; x <= c.getX() + r; x++) {
                    changed += a.getRGB(x, y) != b.getRGB(x, y) ? 1 : 0;
                }
            }
            return changed;
        });
    }

    @Test
    void moveNumbersAreSwitchedOnFromTheViewMenuAndRemembered() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 2));
        assertThat(settings.moveNumbers()).as("off by default").isFalse();
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            app.click("h8");
            app.click("h9");
            app.robot.moveMouse(app.frame.side()); // no preview stone under the mouse in the pictures
            app.robot.waitForIdle();
            BufferedImage plain = boardPixels(app);
            app.window.menuItemWithPath("View", "Move numbers").click();
            app.robot.waitForIdle();
            BufferedImage numbered = boardPixels(app);
            assertThat(Edt.call(() -> app.frame.board().view().moveNumbers())).isTrue();
            assertThat(changedAround(app, plain, numbered, "h9")).as("'2' painted on h9").isGreaterThan(10);
            assertThat(changedAround(app, plain, numbered, "c3")).as("an empty point unchanged").isZero();
            assertThat(settings.moveNumbers()).isTrue();
        }
        try (AppDriver again = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            JMenuItem item = again.window.menuItemWithPath("View", "Move numbers").target();
            assertThat(Edt.call(item::isSelected)).as("the menu shows it on").isTrue();
            assertThat(Edt.call(() -> again.frame.board().view().moveNumbers())).isTrue();
            again.window.menuItemWithPath("View", "Move numbers").click();
            assertThat(Edt.call(() -> again.frame.board().view().moveNumbers())).isFalse();
            assertThat(settings.moveNumbers()).isFalse();
        }
    }
}
