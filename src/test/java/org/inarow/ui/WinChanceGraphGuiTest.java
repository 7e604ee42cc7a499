package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.SoftAssertions;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.WinChanceGraph;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The win-chance graph can be read in the real window (issue 38, item 7 and "a graph that can be
 * read"): in a 1600×975 window it is tall, not the 55 px of the smallest window; the 50 % line is
 * labelled beside the chart and the moves are numbered under it; the move under the mouse tells
 * its chance in the graph itself (and to a screen reader), not only in a tool tip a second later.
 */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class WinChanceGraphGuiTest {
    private static final String MOVES = "h8 i9 g7 f6 i7 g9 h7 j7 h6 h9 h5 h4";

    private AppDriver app;

    @AfterEach
    void close() {
        if (app != null) {
            app.close();
            assertThat(app.errors).isEmpty();
        }
    }

    /** Black's chance goes up and down with the moves, an estimate each time. */
    private static Predictor swinging() {
        return (position, limits, cancellation) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0,
                List.of(), Map.of(), position.toMove(), 0.5 + 0.06 * (position.moveCount() % 7 - 3), List.of());
    }

    @Test
    void inALargeWindowTheGraphIsTallLabelledAndTellsTheHoveredMovesChance() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1));
        settings.setShowPrediction(true);
        settings.window().setSize(new Dimension(1600, 975));
        app = AppDriver.open(settings, InARowApp.Config.of(settings).withPredictors(rules -> swinging()));
        for (String move : MOVES.split(" ")) { // each move's chance worked out before the next (one overtaken is skipped)
            app.click(move);
            Edt.waitFor("the chance after " + move, 10_000, () -> app.controller().analysis().prediction().isPresent());
        }
        WinChanceGraph graph = Edt.call(() -> app.robot.finder().findByName(app.frame, "winChanceGraph",
                WinChanceGraph.class, false));
        Edt.waitFor("a point after every move", 10_000, () -> graph.points().size() == MOVES.split(" ").length + 1);
        app.robot.waitForIdle();

        SoftAssertions softly = new SoftAssertions();
        int height = Edt.call(graph::getHeight);
        softly.assertThat(height).as("the graph's height in a 1600×975 window").isGreaterThanOrEqualTo(150);

        BufferedImage image = paint(graph);
        Point start = Edt.call(() -> graph.where(0).orElseThrow());
        Point even = Edt.call(() -> graph.where(3).orElseThrow()); // 0.5: move 3's chance
        // the 50 % line's label, left of the chart, on the line's row
        long evenLabel = drawn(image, 0, start.x - 6, even.y - 8, even.y + 8);
        softly.assertThat(evenLabel).as("pixels of the 50 %% line's label left of the chart (x < %d)", start.x - 6)
                .isGreaterThan(10);
        // the moves' numbers under the chart: below the frame, around move 10
        int frameBottom = frameBottom(image, start.x + 1);
        Point ten = Edt.call(() -> graph.where(10).orElseThrow());
        long numbers = drawn(image, ten.x - 10, ten.x + 10, frameBottom + 1, image.getHeight() - 1);
        softly.assertThat(numbers).as("pixels of move numbers under the chart (below y %d, %d px high)", frameBottom,
                image.getHeight()).isGreaterThan(10);

        // the mouse over move 5: its chance written in the graph
        Point five = Edt.call(() -> graph.where(5).orElseThrow());
        app.robot.moveMouse(graph, five);
        app.robot.waitForIdle();
        TestStrategies.sleep(200);
        softly.assertThat(Edt.call(() -> graph.getAccessibleContext().getAccessibleDescription()))
                .as("the hovered move, told").isEqualTo("Move 5: Black 62 %, White 38 %");
        BufferedImage hovered = paint(graph);
        softly.assertThat(differing(image, hovered)).as("pixels the hover changed in the graph").isGreaterThan(100);
        softly.assertAll();
    }

    private static BufferedImage paint(WinChanceGraph graph) {
        return Edt.call(() -> {
            BufferedImage image = new BufferedImage(graph.getWidth(), graph.getHeight(), BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = image.createGraphics();
            graph.paint(g);
            g.dispose();
            return image;
        });
    }

    /** The pixels painted (not see-through) in the box from x0 to x1 and y0 to y1, within the image. */
    private static long drawn(BufferedImage image, int x0, int x1, int y0, int y1) {
        long count = 0;
        for (int y = Math.max(0, y0); y <= Math.min(image.getHeight() - 1, y1); y++) {
            for (int x = Math.max(0, x0); x <= Math.min(image.getWidth() - 1, x1); x++) {
                count += (image.getRGB(x, y) >>> 24) > 128 ? 1 : 0;
            }
        }
        return count;
    }

    /** The lowest row of the chart's frame in column {@code x}: the first painted pixel from below above any gap. */
    private static int frameBottom(BufferedImage image, int x) {
        int y = image.getHeight() - 1;
        while (y > 0 && (image.getRGB(x, y) >>> 24) <= 128) {
            y--;
        }
        return y;
    }

    private static long differing(BufferedImage a, BufferedImage b) {
        long count = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                count += a.getRGB(x, y) != b.getRGB(x, y) ? 1 : 0;
            }
        }
        return count;
    }
}
