package org.inarow.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Renju's forbidden points as the board paints them: a small × in the theme's colour, in both themes. */
class BoardForbiddenPaintTest {
    private static final int SIZE = 600;
    private static final Color PANEL = new Color(0x808080);
    private static final Rules RENJU = Rules.renju();
    /** Black h7 h9 g8 i8 (White far away): h8 makes two open threes, Black to move. */
    private static final Position DOUBLE_THREE = Position.parse(RENJU, "h7 a1 h9 a15 g8 o1 i8 o15");

    @AfterAll
    static void restoreLightTheme() {
        Theme.LIGHT.install();
    }

    private static BoardColors colors(Theme theme) {
        theme.install();
        return BoardColors.fromUIManager();
    }

    private static BufferedImage paint(BoardColors colors, BoardView view) {
        return new BoardPainter(colors, new Font(Font.SANS_SERIF, Font.PLAIN, 12)).paintImage(view, SIZE, SIZE, PANEL);
    }

    private static Color at(BufferedImage image, double x, double y) {
        return new Color(image.getRGB((int) Math.round(x), (int) Math.round(y)), true);
    }

    private static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed();
        int dg = a.getGreen() - b.getGreen();
        int db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    private static Point p(String name) {
        return Notation.parsePoint(name, RENJU);
    }

    @Test
    void theDiagramHasH8ForbiddenAsADoubleThree() {
        assertThat(DOUBLE_THREE.forbiddenPoints()).containsExactly(p("h8"));
    }

    @Test
    void theThemesGiveTheMarkTheirOwnRed() {
        Color light = colors(Theme.LIGHT).forbidden();
        Color dark = colors(Theme.DARK).forbidden();
        assertThat(light).isNotEqualTo(dark);
        assertThat(light.getRed()).as("red").isGreaterThan(light.getGreen() + 100).isGreaterThan(light.getBlue() + 100);
        assertThat(dark.getRed()).as("red").isGreaterThan(dark.getGreen() + 100).isGreaterThan(dark.getBlue() + 100);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void aForbiddenPointCarriesAnXAndOtherPointsDoNot(Theme theme) {
        BoardColors colors = colors(theme);
        BoardView plain = BoardView.of(DOUBLE_THREE);
        BufferedImage marked = paint(colors, plain.withForbidden(DOUBLE_THREE.forbiddenPoints()));
        BufferedImage unmarked = paint(colors, plain);
        BoardGeometry geo = BoardPainter.layout(RENJU, SIZE, SIZE);
        double arm = geo.cellSize() * 0.14; // along the ×'s arms, inside its ends (0.2 of a cell)
        Point2D h8 = geo.centre(p("h8"));

        for (double[] d : new double[][] {{0, 0}, {arm, arm}, {-arm, arm}, {arm, -arm}, {-arm, -arm}}) {
            assertThat(distance(at(marked, h8.getX() + d[0], h8.getY() + d[1]), colors.forbidden()))
                    .as("the × at h8, offset %s,%s", d[0], d[1]).isLessThan(40);
            assertThat(distance(at(unmarked, h8.getX() + d[0], h8.getY() + d[1]), colors.forbidden()))
                    .as("no × when the view marks none").isGreaterThan(80);
        }
        // a ×, not a +: straight beside the centre is still the board between the arms
        Point2D beside = new Point2D.Double(h8.getX() + arm, h8.getY() + geo.cellSize() * 0.3);
        assertThat(distance(at(marked, beside.getX(), beside.getY()), colors.forbidden())).isGreaterThan(80);
        Point2D j10 = geo.centre(p("j10"));
        assertThat(distance(at(marked, j10.getX() + arm, j10.getY() + arm), colors.forbidden()))
                .as("an allowed point is unmarked").isGreaterThan(80);
    }

    @Test
    void noStoneIsPreviewedOnAForbiddenPointOnlyOnAnAllowedOne() {
        BoardView view = BoardView.of(DOUBLE_THREE).withAcceptingMoves(true).withForbidden(List.of(p("h8")));
        assertThat(view.withHover(p("h8")).preview()).as("the click would be refused").isEmpty();
        assertThat(view.withHover(p("j10")).preview()).contains(p("j10"));
        assertThat(view.withForbidden(List.of()).withHover(p("h8")).preview()).as("marks hidden: still previewed")
                .contains(p("h8"));
    }
}
