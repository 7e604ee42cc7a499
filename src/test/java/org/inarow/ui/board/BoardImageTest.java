package org.inarow.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The board kept as an image shows what the painter paints, and follows every change of the view. */
class BoardImageTest {
    private static final int SIZE = 400;
    private static final Color PANEL = new Color(0x808080);
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static BoardPainter painter;

    @BeforeAll
    static void lightTheme() {
        Theme.LIGHT.install();
        painter = new BoardPainter(BoardColors.fromUIManager(), new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    }

    @AfterAll
    static void restoreLightTheme() {
        Theme.LIGHT.install();
    }

    /** What the screen gets: the panel's background, then the board through {@code image}, at {@code scale}. */
    private static BufferedImage throughImage(BoardImage image, BoardView view, double scale) {
        return throughImage(image, painter, view, scale);
    }

    private static BufferedImage throughImage(BoardImage image, BoardPainter painter, BoardView view, double scale) {
        int pixels = (int) Math.round(SIZE * scale);
        BufferedImage screen = new BufferedImage(pixels, pixels, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = screen.createGraphics();
        g.setColor(PANEL);
        g.fillRect(0, 0, pixels, pixels);
        g.scale(scale, scale);
        image.paint(g, painter, BoardPainter.layout(view.position().rules(), SIZE, SIZE), view, SIZE, SIZE, PANEL);
        g.dispose();
        return screen;
    }

    private static BufferedImage direct(BoardView view, double scale) {
        return direct(painter, view, scale);
    }

    private static BufferedImage direct(BoardPainter painter, BoardView view, double scale) {
        int pixels = (int) Math.round(SIZE * scale);
        BufferedImage screen = new BufferedImage(pixels, pixels, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = screen.createGraphics();
        g.setColor(PANEL);
        g.fillRect(0, 0, pixels, pixels);
        g.scale(scale, scale);
        painter.paint(g, BoardPainter.layout(view.position().rules(), SIZE, SIZE), view);
        g.dispose();
        return screen;
    }

    /** The largest difference of one colour channel between the two images (same size). */
    private static int largestDifference(BufferedImage a, BufferedImage b) {
        assertThat(a.getWidth()).isEqualTo(b.getWidth());
        int largest = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    largest = Math.max(largest, Math.abs((p >> shift & 0xff) - (q >> shift & 0xff)));
                }
            }
        }
        return largest;
    }

    @Test
    void showsWhatThePainterPaintsAndFollowsEachNewView() {
        BoardImage image = new BoardImage();
        BoardView empty = BoardView.of(Position.empty(GOMOKU));
        BoardView played = BoardView.of(Position.parse(GOMOKU, "h8 h9 i8"));
        BoardView hinted = played.withHint(Notation.parsePoint("j8", GOMOKU));

        for (BoardView view : new BoardView[] {empty, played, played, hinted, empty}) {
            assertThat(largestDifference(throughImage(image, view, 1), direct(view, 1)))
                    .as("the kept image of " + view.position() + " matches the painter's own painting (rounding aside)")
                    .isLessThanOrEqualTo(3);
        }
        assertThat(largestDifference(direct(played, 1), direct(empty, 1)))
                .as("the views differ, so a stale image would show").isGreaterThan(100);
    }

    @Test
    void onAScaledScreenTheImageHasTheScreensPixels() {
        BoardImage image = new BoardImage();
        BoardView played = BoardView.of(Position.parse(GOMOKU, "h8 h9 i8"));

        assertThat(largestDifference(throughImage(image, played, 2), direct(played, 2)))
                .as("painted at the screen's scale, not enlarged from a smaller image").isLessThanOrEqualTo(3);
    }

    @Test
    void theKeptWoodFollowsTheRulesTheScaleAndTheLook() {
        BoardImage image = new BoardImage();
        BoardView fifteen = BoardView.of(Position.parse(GOMOKU, "h8 h9 i8"));
        BoardView nineteen = BoardView.of(Position.parse(Rules.gomokuFreestyle(19), "k10 k11"));
        BoardView ticTacToe = BoardView.of(Position.parse(Rules.ticTacToe(), "b2 a1"));
        Theme.DARK.install();
        BoardPainter dark = new BoardPainter(BoardColors.fromUIManager(), new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        Theme.LIGHT.install();

        for (BoardView view : new BoardView[] {fifteen, nineteen, ticTacToe, fifteen}) {
            assertThat(largestDifference(throughImage(image, view, 1), direct(view, 1)))
                    .as("after another board, " + view.position().rules() + " shows its own board").isLessThanOrEqualTo(3);
        }
        assertThat(largestDifference(throughImage(image, fifteen, 2), direct(fifteen, 2)))
                .as("at another scale").isLessThanOrEqualTo(3);
        assertThat(largestDifference(throughImage(image, dark, fifteen, 1), direct(dark, fifteen, 1)))
                .as("in the other theme").isLessThanOrEqualTo(3);
        assertThat(largestDifference(direct(dark, fifteen, 1), direct(fifteen, 1)))
                .as("the themes' boards differ, so a stale wood would show").isGreaterThan(30);
    }
}
