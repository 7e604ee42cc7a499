package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.review.Mark;
import org.inarow.model.Family;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The win-chance graph: its pixels in both themes, its clicks and its tooltips; no display needed. */
class WinChanceGraphTest {
    private static final int WIDTH = 250;
    private static final int HEIGHT = 90;
    private static final List<ChancePoint> GAME = List.of(new ChancePoint(0, 0.5, false),
            new ChancePoint(1, 0.6, false), new ChancePoint(2, 0.7, false), new ChancePoint(3, 0.4, false),
            new ChancePoint(4, 0.9, false, Mark.BLUNDER));

    private final List<Integer> clicked = new ArrayList<>();

    @AfterAll
    static void restoreLightTheme() {
        Edt.run(Theme.LIGHT::install);
    }

    private WinChanceGraph graph(Theme theme, int current) {
        return Edt.call(() -> {
            theme.install();
            WinChanceGraph graph = new WinChanceGraph(clicked::add);
            graph.setSize(WIDTH, HEIGHT);
            graph.show(GAME, 4, current, Family.GOMOKU);
            return graph;
        });
    }

    private static BufferedImage paint(WinChanceGraph graph) {
        return Edt.call(() -> {
            BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = image.createGraphics();
            graph.paint(g);
            g.dispose();
            return image;
        });
    }

    /** The pixel that holds the point (x, y): pixel i covers i to i + 1. */
    private static Color at(BufferedImage image, double x, double y) {
        return new Color(image.getRGB((int) Math.floor(x), (int) Math.floor(y)), true);
    }

    private static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed();
        int dg = a.getGreen() - b.getGreen();
        int db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theFirstPlayersChanceIsFilledFromBelowWithTheFiftyLineAndTheMoveShown(Theme theme) {
        WinChanceGraph graph = graph(theme, 2);
        ChartColors colors = Edt.call(ChartColors::fromUIManager);
        BufferedImage image = paint(graph);
        for (ChancePoint p : List.of(GAME.get(1), GAME.get(3))) {
            double x = graph.x(p.move());
            assertThat(distance(at(image, x, graph.y(p.firstPlayerChance()) + 6), colors.black()))
                    .as("below the curve at move %d: Black's share", p.move()).isLessThan(40);
            assertThat(distance(at(image, x, graph.y(p.firstPlayerChance()) - 6), colors.white()))
                    .as("above the curve at move %d: White's share", p.move()).isLessThan(40);
        }
        assertThat(distance(at(image, graph.x(2), graph.y(0.97)), colors.current())).as("the move on the board")
                .isLessThan(40);
        assertThat(distance(at(image, graph.x(4), graph.y(0.9)), colors.blunder())).as("the blunder's dot")
                .isLessThan(40);
        assertThat(distance(at(image, graph.x(1), graph.y(0.6)), colors.blunder())).as("no mark, no dot")
                .isGreaterThan(60);
        // the 50 % line, dashed, across White's share where Black's is below it (after move 3, at 40 %)
        int dashes = 0;
        for (double x = graph.x(3) - 4; x <= graph.x(3) + 4; x++) {
            dashes += distance(at(image, x, graph.y(0.5)), colors.even()) < 60 ? 1 : 0;
        }
        assertThat(dashes).as("the 50 %% line").isBetween(2, 8);
        // where nothing is known the graph claims nothing: neither side's colour
        Edt.run(() -> graph.show(GAME.subList(1, 3), 10, 2, Family.GOMOKU));
        BufferedImage part = paint(graph);
        for (double y : new double[] {0.2, 0.8}) {
            assertThat(distance(at(part, graph.x(6), graph.y(y)), colors.background())).as("after the known moves, at %s", y)
                    .isLessThan(30);
        }
    }

    @Test
    void aClickShowsTheNearestMoveAndHoveringTellsItsChance() {
        WinChanceGraph graph = graph(Theme.LIGHT, 4);
        Edt.run(() -> {
            int x = (int) Math.round(graph.x(3)) + 2;
            graph.dispatchEvent(new MouseEvent(graph, MouseEvent.MOUSE_PRESSED, 0, 0, x, 40, 1, false,
                    MouseEvent.BUTTON1));
        });
        assertThat(clicked).containsExactly(3);
        String tip = Edt.call(() -> graph.getToolTipText(new MouseEvent(graph, MouseEvent.MOUSE_MOVED, 0, 0,
                (int) Math.round(graph.x(1)), 40, 0, false)));
        assertThat(tip).isEqualTo("After move 1: Black 60 %, White 40 % (estimate)");
        String start = Edt.call(() -> graph.getToolTipText(new MouseEvent(graph, MouseEvent.MOUSE_MOVED, 0, 0,
                (int) Math.round(graph.x(0)), 40, 0, false)));
        assertThat(start).isEqualTo("At the start: Black 50 %, White 50 % (estimate)");
        WinChanceGraph empty = Edt.call(() -> new WinChanceGraph(clicked::add));
        Edt.run(() -> {
            empty.setSize(WIDTH, HEIGHT);
            empty.dispatchEvent(new MouseEvent(empty, MouseEvent.MOUSE_PRESSED, 0, 0, 50, 40, 1, false,
                    MouseEvent.BUTTON1));
        });
        assertThat(clicked).as("nothing known: a click does nothing").containsExactly(3);
    }

    @Test
    void aGraphTooShortToReadDrawsNothingAndAnswersNoClick() {
        WinChanceGraph graph = graph(Theme.LIGHT, 4);
        int tooShort = com.formdev.flatlaf.util.UIScale.scale(WinChanceGraph.MIN_READABLE_HEIGHT) - 1;
        BufferedImage tall = paint(graph);
        long drawnTall = countDrawn(tall, HEIGHT);
        Edt.run(() -> graph.setSize(WIDTH, tooShort));
        BufferedImage shortOne = paint(graph);
        assertThat(drawnTall).as("pixels drawn at full height").isGreaterThan(1000);
        assertThat(countDrawn(shortOne, tooShort)).as("pixels drawn %d px high", tooShort).isZero();
        Edt.run(() -> graph.dispatchEvent(new MouseEvent(graph, MouseEvent.MOUSE_PRESSED, 0, 0,
                (int) Math.round(graph.x(3)), tooShort / 2, 1, false, MouseEvent.BUTTON1)));
        assertThat(clicked).as("a click on a graph that is not drawn").isEmpty();
        assertThat(Edt.call(() -> graph.getToolTipText(new MouseEvent(graph, MouseEvent.MOUSE_MOVED, 0, 0,
                (int) Math.round(graph.x(1)), tooShort / 2, 0, false)))).isNull();
    }

    /** The pixels painted (not transparent) in the top {@code height} rows. */
    private static long countDrawn(BufferedImage image, int height) {
        long drawn = 0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                drawn += (image.getRGB(x, y) >>> 24) != 0 ? 1 : 0;
            }
        }
        return drawn;
    }
}
