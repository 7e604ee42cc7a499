package org.inarow.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.inarow.ai.OutcomeClass;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The "who will win" map on the gomoku board, on the pixels of painted images in both themes; no display needed. */
class BoardMapPaintTest {
    private static final int SIZE = 600;
    private static final Color PANEL = new Color(0x808080);
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Position POSITION = Position.parse(GOMOKU, "h8 a1 i8");

    @AfterAll
    static void restoreLightTheme() {
        Theme.LIGHT.install();
    }

    private static BoardColors colors(Theme theme) {
        theme.install();
        return BoardColors.fromUIManager();
    }

    private static Point p(String name) {
        return Notation.parsePoint(name, GOMOKU);
    }

    /** White to move after h8 a1 i8: j8 best and better, g8 worse, both must block h8–i8; e12 a proven loss. */
    private static BoardMap map() {
        return new BoardMap(List.of(
                new MapPoint(p("j8"), OutcomeClass.BETTER, "45", "j8, the best move: White 45 %", true),
                new MapPoint(p("g8"), OutcomeClass.WORSE, "20", "g8: White 20 %", false),
                new MapPoint(p("e12"), OutcomeClass.PROVEN_LOSS, "loss", "e12 loses for White: proven", false),
                new MapPoint(p("h8"), OutcomeClass.PROVEN_WIN, "win", "occupied: never painted", false)),
                List.of(p("j8"), p("g8")), List.of(p("h8"), p("i8")));
    }

    private static BufferedImage paint(BoardColors colors, BoardView view, int size) {
        return new BoardPainter(colors, new Font(Font.SANS_SERIF, Font.PLAIN, 12)).paintImage(view, size, size, PANEL);
    }

    private static BoardGeometry geometry(int size) {
        return BoardPainter.layout(GOMOKU, size, size);
    }

    private static Color at(BufferedImage image, Point2D c, double dx, double dy) {
        return new Color(image.getRGB((int) Math.round(c.getX() + dx), (int) Math.round(c.getY() + dy)), true);
    }

    private static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed();
        int dg = a.getGreen() - b.getGreen();
        int db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    /** {@code top} (with its alpha) over the opaque {@code under}. */
    private static Color over(Color top, Color under) {
        double a = top.getAlpha() / 255.0;
        return new Color((int) Math.round(top.getRed() * a + under.getRed() * (1 - a)),
                (int) Math.round(top.getGreen() * a + under.getGreen() * (1 - a)),
                (int) Math.round(top.getBlue() * a + under.getBlue() * (1 - a)));
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void eachPointIsTintedByItsClassOverTheWood(Theme theme) {
        BoardColors colors = colors(theme);
        BufferedImage plain = paint(colors, BoardView.of(POSITION), SIZE);
        BufferedImage mapped = paint(colors, BoardView.of(POSITION).withMap(map()), SIZE);
        double cell = geometry(SIZE).cellSize();
        for (String name : List.of("j8", "g8", "e12")) {
            MapPoint m = map().at(p(name)).orElseThrow();
            Point2D c = geometry(SIZE).centre(p(name));
            // off the grid lines and below the label
            Color wood = at(plain, c, cell * 0.2, cell * 0.26);
            Color expected = over(colors.map().tint(m.outcome()), wood);
            assertThat(distance(at(mapped, c, cell * 0.2, cell * 0.26), expected)).as("%s tinted %s", name, m.outcome())
                    .isLessThan(14);
        }
        Point2D occupied = geometry(SIZE).centre(p("h8"));
        assertThat(distance(at(mapped, occupied, cell * 0.15, cell * 0.15), at(plain, occupied, cell * 0.15, cell * 0.15)))
                .as("a stone is never tinted over").isLessThan(80);
        // the five classes tell themselves apart
        List<Color> tints = List.of(colors.map().provenWin(), colors.map().better(), colors.map().aboutEven(),
                colors.map().worse(), colors.map().provenLoss());
        for (int i = 0; i < tints.size(); i++) {
            for (int j = i + 1; j < tints.size(); j++) {
                assertThat(distance(tints.get(i), tints.get(j))).as("class %d against %d", i, j).isGreaterThan(60);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theChanceIsWrittenOnTheDiscWhenTheBoardIsLargeEnough(Theme theme) {
        BoardColors colors = colors(theme);
        MapColors mc = colors.map();
        Color text = mc.text(mc.better());
        Point2D c = geometry(SIZE).centre(p("j8"));
        double cell = geometry(SIZE).cellSize();
        BufferedImage mapped = paint(colors, BoardView.of(POSITION).withMap(map()), SIZE);
        assertThat(count(mapped, c, cell * 0.25, text)).as("the label '45' in its colour").isGreaterThan(10);
        BufferedImage unlabelled = paint(colors, BoardView.of(POSITION).withMap(new BoardMap(List.of(
                new MapPoint(p("j8"), OutcomeClass.BETTER, "", "", true)), List.of(), List.of())), SIZE);
        assertThat(count(unlabelled, c, cell * 0.25, text)).as("no label, no text").isLessThan(3);
        int small = 200; // cells of about 12 pixels: no room for numbers
        Point2D smallCentre = geometry(small).centre(p("j8"));
        BufferedImage tiny = paint(colors, BoardView.of(POSITION).withMap(map()), small);
        assertThat(count(tiny, smallCentre, geometry(small).cellSize() * 0.25, text)).isLessThan(3);
    }

    private static int count(BufferedImage image, Point2D c, double half, Color color) {
        int n = 0;
        for (int y = (int) (c.getY() - half); y <= (int) (c.getY() + half); y++) {
            for (int x = (int) (c.getX() - half); x <= (int) (c.getX() + half); x++) {
                if (distance(new Color(image.getRGB(x, y), true), color) < 50) {
                    n++;
                }
            }
        }
        return n;
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theBestMoveIsRingedTheBlocksDashedAndTheThreatOutlined(Theme theme) {
        BoardColors colors = colors(theme);
        MapColors mc = colors.map();
        BufferedImage mapped = paint(colors, BoardView.of(POSITION).withMap(map()), SIZE);
        double cell = geometry(SIZE).cellSize();
        double d = cell * 0.47 / Math.sqrt(2); // on the ring, at 45 degrees
        int[][] quadrants = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        Point2D j8 = geometry(SIZE).centre(p("j8"));
        Point2D g8 = geometry(SIZE).centre(p("g8"));
        Point2D e12 = geometry(SIZE).centre(p("e12"));
        int bestRing = 0;
        int blockOnG8 = 0;
        int ringsOnE12 = 0;
        for (int[] q : quadrants) {
            bestRing += near(at(mapped, j8, q[0] * d, q[1] * d), mc.best()) || near(at(mapped, j8, q[0] * d, q[1] * d),
                    mc.block()) ? 1 : 0;
            blockOnG8 += near(at(mapped, g8, q[0] * d, q[1] * d), mc.block()) ? 1 : 0;
            ringsOnE12 += near(at(mapped, e12, q[0] * d, q[1] * d), mc.block())
                    || near(at(mapped, e12, q[0] * d, q[1] * d), mc.best()) ? 1 : 0;
        }
        assertThat(bestRing).as("the best move's ring").isGreaterThanOrEqualTo(3);
        assertThat(ringsOnE12).as("neither best nor a block: no ring").isZero();
        int dashes = 0;
        for (int deg = 0; deg < 360; deg += 10) {
            double a = Math.toRadians(deg);
            dashes += near(at(mapped, g8, Math.cos(a) * cell * 0.47, Math.sin(a) * cell * 0.47), mc.block()) ? 1 : 0;
        }
        assertThat(dashes).as("a dashed ring: some of the way round, not all").isBetween(8, 32);
        double s = cell * 0.5 / Math.sqrt(2);
        for (String stone : List.of("h8", "i8")) {
            Point2D c = geometry(SIZE).centre(p(stone));
            int outlined = 0;
            for (int[] q : quadrants) {
                outlined += near(at(mapped, c, q[0] * s, q[1] * s), mc.block()) ? 1 : 0;
            }
            assertThat(outlined).as("the threat's stone %s outlined", stone).isGreaterThanOrEqualTo(3);
        }
        Point2D a1 = geometry(SIZE).centre(p("a1"));
        int notThreat = 0;
        for (int[] q : quadrants) {
            notThreat += near(at(mapped, a1, q[0] * s, q[1] * s), mc.block()) ? 1 : 0;
        }
        assertThat(notThreat).as("another stone is not outlined").isZero();
    }

    private static boolean near(Color a, Color b) {
        return distance(a, b) < 60;
    }
}
