package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.concurrent.TimeUnit;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.SwingUtilities;
import org.inarow.ai.Level;
import org.inarow.io.GameRecord;
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

/**
 * The window's smallest size fits a 1366×768 screen with a task bar (it was 853×797 with the move
 * list's bottom cut off): the win-chance graph gives way, and hides when it has no room to be
 * read, after the move list has given way to its least rows; the board stays playable.
 */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class SmallScreenGuiTest {
    private static final Rules BIG = Rules.gomokuFreestyle(20);
    /** 768 px less a 40 px task bar, with a few pixels to spare. */
    private static final int SMALL_SCREEN_HEIGHT = 720;

    @Test
    void theSmallestWindowFitsASmallLaptopScreenAndTheGraphGivesWay() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(BIG, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 2));
        settings.setShowPrediction(true);
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            Edt.run(() -> app.controller().load(GameRecord.of(BIG, Notation.parseMoves(
                    "j10 k11 j11 j12 k10 l10 i9 h8 i10 h10 i12 i11 g10 k12", BIG))));
            Dimension minimum = Edt.call(app.frame::getMinimumSize);
            Dimension packed = Edt.call(() -> app.frame.getPreferredSize());
            System.out.println("SmallScreenGuiTest: minimum " + minimum + ", packed " + packed);
            assertThat(minimum.height).as("the window's least height").isLessThanOrEqualTo(SMALL_SCREEN_HEIGHT);
            assertThat(minimum.width).as("the window's least width").isLessThanOrEqualTo(1366 - 100);

            Edt.run(() -> {
                app.frame.setSize(minimum);
                app.frame.validate();
            });
            app.robot.waitForIdle();
            Layout small = layout(app);
            System.out.println("SmallScreenGuiTest: at the minimum " + small);
            assertThat(small.graph.height).as("the graph at the minimum").isLessThanOrEqualTo(UIScale.scale(64));
            assertThat(small.list.getMaxY()).as("the move list's bottom in the side panel").isLessThanOrEqualTo(small.side);
            assertThat(small.rows).as("whole rows of the move list at the minimum").isGreaterThanOrEqualTo(4);
            assertThat(small.cell).as("a cell of the 20×20 board at the minimum, in px").isGreaterThanOrEqualTo(UIScale.scale(24));

            Edt.run(() -> {
                app.frame.setSize(packed);
                app.frame.validate();
            });
            app.robot.waitForIdle();
            Layout roomy = layout(app);
            System.out.println("SmallScreenGuiTest: packed " + roomy);
            assertThat(roomy.graph.height).as("the graph at the packed size: its full height").isEqualTo(UIScale.scale(64));
            assertThat(roomy.list.getMaxY()).isLessThanOrEqualTo(roomy.side);
            assertThat(roomy.rows).as("the move list at the packed size, with who-will-win on").isGreaterThanOrEqualTo(5);
            assertThat(app.errors).isEmpty();
        }
    }

    private record Layout(Rectangle graph, Rectangle list, Dimension content, int side, int rows, double cell) {
    }

    private static Layout layout(AppDriver app) {
        return Edt.call(() -> {
            JComponent content = (JComponent) app.frame.getContentPane();
            JComponent side = app.frame.side();
            Component graph = app.robot.finder().findByName(app.frame, "winChanceGraph", JComponent.class, false);
            Component list = app.frame.side().moveList();
            JList<String> rows = app.frame.side().moveList().jList();
            int rowHeight = rows.getCellBounds(0, 0).height;
            return new Layout(SwingUtilities.convertRectangle(graph.getParent(), graph.getBounds(), side),
                    SwingUtilities.convertRectangle(list.getParent(), list.getBounds(), side), content.getSize(),
                    side.getHeight(),
                    app.frame.side().moveList().getViewport().getExtentSize().height / rowHeight,
                    app.frame.board().geometry().cellSize());
        });
    }
}
