package org.inarow.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Move numbers on the stones, checked on painted pixels in both themes: light on black, dark on
 * white, the last one in the last-move colour, and 3-digit numbers inside their stones on 20×20.
 */
class MoveNumbersPaintTest {
    private static final int SIZE = 600;
    private static final Color PANEL = new Color(0x808080);

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

    private static double luminance(int rgb) {
        Color c = new Color(rgb);
        return 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
    }

    /**
     * 120 moves on 20×20 with no five: black and white in pairs along a row, the pairs shifted by
     * one each row, so no line holds more than two of a colour.
     */
    private static Position longGame(Rules rules) {
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int row = 0; row < 6; row++) {
            for (int col = 0; col < 20; col++) {
                ((col / 2 + row) % 2 == 0 ? black : white).add(new Point(col, row));
            }
        }
        List<Point> moves = new ArrayList<>();
        for (int i = 0; i < black.size(); i++) {
            moves.add(black.get(i));
            moves.add(white.get(i));
        }
        return Position.of(rules, moves);
    }

    /** What the numbers change inside and outside a stone's circle. */
    private record Ink(int inside, int outside, double meanChange) {
    }

    private static Ink ink(BufferedImage plain, BufferedImage numbered, BoardGeometry geo, Point p) {
        Point2D c = geo.centre(p);
        double cell = geo.cellSize();
        double stone = cell * 0.46;
        int inside = 0;
        int outside = 0;
        double change = 0;
        for (int y = (int) (c.getY() - cell / 2); y <= (int) (c.getY() + cell / 2); y++) {
            for (int x = (int) (c.getX() - cell / 2); x <= (int) (c.getX() + cell / 2); x++) {
                int before = plain.getRGB(x, y);
                int after = numbered.getRGB(x, y);
                if (before == after) {
                    continue;
                }
                if (Math.hypot(x + 0.5 - c.getX(), y + 0.5 - c.getY()) <= stone) {
                    inside++;
                    change += luminance(after) - luminance(before);
                } else {
                    outside++;
                }
            }
        }
        return new Ink(inside, outside, inside == 0 ? 0 : change / inside);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void numbersAreLightOnBlackDarkOnWhiteAndTheLastTakesTheMarkColour(Theme theme) {
        BoardColors colors = colors(theme);
        Rules rules = Rules.gomokuFreestyle(15);
        Position position = Position.parse(rules, "h8 h9 i8");
        BoardView plain = BoardView.of(position);
        BufferedImage off = paint(colors, plain);
        BufferedImage on = paint(colors, plain.withMoveNumbers(true));
        BoardGeometry geo = BoardPainter.layout(rules, SIZE, SIZE);

        Ink one = ink(off, on, geo, position.moves().get(0));
        Ink two = ink(off, on, geo, position.moves().get(1));
        assertThat(one.inside()).as("'1' drawn on the black stone").isGreaterThan(20);
        assertThat(one.meanChange()).as("light text on black").isGreaterThan(40);
        assertThat(two.inside()).as("'2' drawn on the white stone").isGreaterThan(20);
        assertThat(two.meanChange()).as("dark text on white").isLessThan(-40);
        assertThat(one.outside() + two.outside()).as("nothing drawn off the stones").isZero();

        // the last move: its number in the mark's colour, where the dot was
        Point2D c = geo.centre(position.moves().get(2));
        int reddish = 0;
        for (int y = (int) (c.getY() - geo.cellSize() / 3); y < c.getY() + geo.cellSize() / 3; y++) {
            for (int x = (int) (c.getX() - geo.cellSize() / 3); x < c.getX() + geo.cellSize() / 3; x++) {
                Color px = new Color(on.getRGB(x, y));
                if (Math.abs(px.getRed() - colors.lastMove().getRed()) < 30
                        && Math.abs(px.getGreen() - colors.lastMove().getGreen()) < 30
                        && Math.abs(px.getBlue() - colors.lastMove().getBlue()) < 30) {
                    reddish++;
                }
            }
        }
        assertThat(reddish).as("'3' in the last-move colour").isGreaterThan(10);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void threeDigitNumbersStayInsideTheirStonesOnTwentyByTwenty(Theme theme) {
        BoardColors colors = colors(theme);
        Rules rules = Rules.gomokuFreestyle(20);
        Position position = longGame(rules);
        assertThat(position.moveCount()).isEqualTo(120);
        assertThat(position.isOver()).as("no five in the long game").isFalse();
        BoardView plain = BoardView.of(position);
        BufferedImage off = paint(colors, plain);
        BufferedImage on = paint(colors, plain.withMoveNumbers(true));
        BoardGeometry geo = BoardPainter.layout(rules, SIZE, SIZE);

        for (int move : new int[] {9, 99, 100, 118, 119}) { // 0-based: numbers 10, 100, 101, 119, 120
            Ink ink = ink(off, on, geo, position.moves().get(move));
            assertThat(ink.inside()).as("number %d drawn", move + 1).isGreaterThan(10);
            assertThat(ink.outside()).as("number %d inside its stone", move + 1).isZero();
        }
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void withNumbersOffTheBoardIsAsBefore(Theme theme) {
        BoardColors colors = colors(theme);
        Rules rules = Rules.gomokuFreestyle(15);
        BoardView view = BoardView.of(Position.parse(rules, "h8 h9 i8"));
        BufferedImage a = paint(colors, view);
        BufferedImage b = paint(colors, view.withMoveNumbers(false));
        BoardGeometry geo = BoardPainter.layout(rules, SIZE, SIZE);
        assertThat(ink(a, b, geo, view.position().moves().get(0)).inside()).isZero();
    }
}
