package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Optional;
import org.inarow.model.Family;
import org.inarow.ui.game.ChancePoint;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The win-chance bar, on the pixels of painted images in both themes, and its slide; no display needed. */
class WinChanceBarTest {
    private static final int WIDTH = 34;
    private static final int HEIGHT = 400;

    @AfterAll
    static void restoreLightTheme() {
        Edt.run(Theme.LIGHT::install);
    }

    private static WinChanceBar settled(Theme theme, Family family, ChancePoint point) {
        return Edt.call(() -> {
            theme.install();
            WinChanceBar bar = new WinChanceBar();
            bar.setSize(WIDTH, HEIGHT);
            bar.show(Optional.ofNullable(point), family, 1);
            bar.finishAnimation();
            return bar;
        });
    }

    private static BufferedImage paint(WinChanceBar bar) {
        return Edt.call(() -> {
            BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = image.createGraphics();
            bar.paint(g);
            g.dispose();
            return image;
        });
    }

    /** The colour in the bar's middle column, {@code fromBottom} (0 to 1) of the way up the bar. */
    private static Color at(WinChanceBar bar, BufferedImage image, double fromBottom) {
        Rectangle2D r = Edt.call(bar::barBounds);
        int y = (int) Math.round(r.getMaxY() - fromBottom * r.getHeight());
        return new Color(image.getRGB((int) (r.getX() + 0.3 * r.getWidth()), y), true); // right of the 50 % tick
    }

    private static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed();
        int dg = a.getGreen() - b.getGreen();
        int db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theFirstPlayersShareRisesFromTheBottom(Theme theme) {
        WinChanceBar bar = settled(theme, Family.GOMOKU, new ChancePoint(4, 0.68, false));
        ChartColors colors = Edt.call(ChartColors::fromUIManager);
        BufferedImage image = paint(bar);
        for (double y : new double[] {0.1, 0.3, 0.6, 0.66}) {
            assertThat(distance(at(bar, image, y), colors.black())).as("Black's share at %s", y).isLessThan(30);
        }
        for (double y : new double[] {0.70, 0.8, 0.9}) {
            assertThat(distance(at(bar, image, y), colors.white())).as("White's share at %s", y).isLessThan(30);
        }
        assertThat(distance(colors.black(), colors.white())).as("the shares differ").isGreaterThan(200);
        assertThat(Edt.<String>call(bar::getToolTipText)).isEqualTo("Black 68 %, White 32 % (estimate)");
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theSharesAreWrittenInAColourReadableOnThem(Theme theme) {
        WinChanceBar bar = settled(theme, Family.GOMOKU, new ChancePoint(4, 0.68, false));
        ChartColors colors = Edt.call(ChartColors::fromUIManager);
        BufferedImage image = paint(bar);
        Rectangle2D r = Edt.call(bar::barBounds);
        // near the bottom, in the middle: the "68%" is written in Black's text colour; near the top White's
        assertThat(countNear(image, r, r.getMaxY() - 22, r.getMaxY() - 4, colors.onBlack())).as("text at the bottom")
                .isGreaterThan(8);
        assertThat(countNear(image, r, r.getY() + 4, r.getY() + 22, colors.onWhite())).as("text at the top")
                .isGreaterThan(8);
        WinChanceBar empty = settled(theme, Family.GOMOKU, null);
        BufferedImage blank = paint(empty);
        assertThat(countNear(blank, r, r.getMaxY() - 22, r.getMaxY() - 4, colors.onBlack()))
                .as("nothing known: no number").isZero();
    }

    private static int countNear(BufferedImage image, Rectangle2D r, double fromY, double toY, Color color) {
        int count = 0;
        for (int y = (int) fromY; y < (int) toY; y++) {
            for (int x = (int) r.getX() + 4; x < (int) r.getMaxX() - 4; x++) {
                if (distance(new Color(image.getRGB(x, y), true), color) < 40) {
                    count++;
                }
            }
        }
        return count;
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void aProvenWinFillsTheBarAndAProvenDrawIsADrawNotHalfAndHalf(Theme theme) {
        ChartColors colors = Edt.call(() -> {
            theme.install();
            return ChartColors.fromUIManager();
        });
        WinChanceBar won = settled(theme, Family.GOMOKU, new ChancePoint(9, 0, true));
        BufferedImage image = paint(won);
        for (double y : new double[] {0.1, 0.5, 0.9}) {
            assertThat(distance(at(won, image, y), colors.white())).as("White's win at %s", y).isLessThan(30);
        }
        assertThat(Edt.<String>call(won::getToolTipText)).isEqualTo("White wins: proven");
        WinChanceBar draw = settled(theme, Family.TIC_TAC_TOE, new ChancePoint(0, 0.5, true));
        BufferedImage drawn = paint(draw);
        for (double y : new double[] {0.1, 0.4, 0.6, 0.9}) {
            assertThat(distance(at(draw, drawn, y), colors.draw())).as("the draw colour at %s", y).isLessThan(30);
        }
        assertThat(Edt.<String>call(draw::getToolTipText)).isEqualTo("Draw with best play");
        WinChanceBar xWins = settled(theme, Family.TIC_TAC_TOE, new ChancePoint(2, 1, true));
        assertThat(distance(at(xWins, paint(xWins), 0.9), colors.cross())).as("X's colour").isLessThan(30);
    }

    @Test
    void aNewValueSlidesThereWithoutBlocking() throws Exception {
        WinChanceBar bar = settled(Theme.LIGHT, Family.GOMOKU, new ChancePoint(0, 0.5, false));
        long[] callNanos = new long[1];
        double right = Edt.call(() -> {
            long start = System.nanoTime();
            bar.show(Optional.of(new ChancePoint(1, 0.9, false)), Family.GOMOKU, 1);
            callNanos[0] = System.nanoTime() - start;
            return bar.displayed();
        });
        // a show that played the slide itself would take its whole 320 ms; a loaded CI machine has taken 50 ms for the call
        assertThat(callNanos[0] / 1_000_000).as("show returns before a slide could have run").isLessThan(250);
        assertThat(right).as("not there at once").isCloseTo(0.5, within(1e-9));
        assertThat(Edt.call(bar::isAnimating)).isTrue();
        Edt.waitFor("the slide to begin", 3000, () -> bar.displayed() > 0.5);
        double midway = Edt.call(bar::displayed);
        assertThat(midway).as("on its way").isGreaterThan(0.5).isLessThanOrEqualTo(0.9);
        Edt.waitFor("the end of the slide", 3000, () -> !bar.isAnimating());
        assertThat(Edt.call(bar::displayed)).isCloseTo(0.9, within(1e-9));
        // an unknown value keeps what is shown; another game starts even
        Edt.run(() -> bar.show(Optional.empty(), Family.GOMOKU, 1));
        assertThat(Edt.call(bar::displayed)).isCloseTo(0.9, within(1e-9));
        Edt.run(() -> bar.show(Optional.empty(), Family.GOMOKU, 2));
        assertThat(Edt.call(bar::displayed)).isCloseTo(0.5, within(1e-9));
        assertThat(Edt.call(bar::shown)).isEmpty();
    }
}
