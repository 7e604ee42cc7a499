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
import org.inarow.model.Side;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A line drawn as ghost stones: see-through (the wood shows through, unlike a stone played), dark
 * then light alternating from the side to move, only as many as are shown, in both themes.
 */
class GhostStonesPaintTest {
    private static final int SIZE = 600;
    private static final Color PANEL = new Color(0x808080);
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Position POSITION = Position.parse(GOMOKU, "h8 i9");

    @AfterAll
    static void restoreLightTheme() {
        Theme.LIGHT.install();
    }

    private static Point p(String name) {
        return Notation.parsePoint(name, GOMOKU);
    }

    private static int brightness(BufferedImage image, Point2D c, double dx) {
        Color color = new Color(image.getRGB((int) Math.round(c.getX() + dx), (int) Math.round(c.getY())));
        return (color.getRed() + color.getGreen() + color.getBlue()) / 3;
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theShownStonesOfALineAreSeeThroughAndAlternateInColour(Theme theme) {
        theme.install();
        BoardPainter painter = new BoardPainter(BoardColors.fromUIManager(), new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        BoardGeometry geo = BoardPainter.layout(GOMOKU, SIZE, SIZE);
        BoardView plain = BoardView.of(POSITION);
        GhostLine line = new GhostLine(List.of(p("j10"), p("g7"), p("k11")), Side.FIRST, 2);
        BufferedImage with = painter.paintImage(plain.withGhosts(line), SIZE, SIZE, PANEL);
        BufferedImage without = painter.paintImage(plain, SIZE, SIZE, PANEL);
        BufferedImage played = painter.paintImage(BoardView.of(Position.parse(GOMOKU, "h8 i9 j10 g7")), SIZE, SIZE, PANEL);
        double off = geo.cellSize() * 0.3; // beside the number, on the stone's body
        Point2D j10 = geo.centre(p("j10"));
        Point2D g7 = geo.centre(p("g7"));
        Point2D k11 = geo.centre(p("k11"));

        int wood = brightness(without, j10, off);
        int blackGhost = brightness(with, j10, off);
        int blackStone = brightness(played, j10, off);
        assertThat(blackGhost).as("a black ghost is darker than the wood").isLessThan(wood - 20);
        assertThat(blackGhost).as("but lighter than a black stone: see-through").isGreaterThan(blackStone + 20);
        int whiteGhost = brightness(with, g7, off);
        assertThat(whiteGhost).as("the second stone is White's: lighter than the black ghost")
                .isGreaterThan(blackGhost + 40);
        assertThat(brightness(with, k11, off)).as("the third is not shown yet").isEqualTo(brightness(without, k11, off));
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void aGhostStoneHidesTheMapsTintAndChanceUnderIt(Theme theme) {
        theme.install();
        BoardPainter painter = new BoardPainter(BoardColors.fromUIManager(), new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        GhostLine line = new GhostLine(List.of(p("j10"), p("g7")), Side.FIRST, 2);
        BoardMap map = new BoardMap(List.of(
                new MapPoint(p("j10"), org.inarow.ai.OutcomeClass.BETTER, "63", "j10: Black 63 %", false),
                new MapPoint(p("g7"), org.inarow.ai.OutcomeClass.WORSE, "41", "g7: Black 41 %", false)),
                List.of(), List.of());
        BoardView lineOnly = BoardView.of(POSITION).withGhosts(line);
        BufferedImage withMap = painter.paintImage(lineOnly.withMap(map), SIZE, SIZE, PANEL);
        BufferedImage withoutMap = painter.paintImage(lineOnly, SIZE, SIZE, PANEL);
        BoardGeometry geo = BoardPainter.layout(GOMOKU, SIZE, SIZE);
        for (String name : List.of("j10", "g7")) {
            Point2D c = geo.centre(p(name));
            int r = (int) (geo.cellSize() * 0.4);
            int differing = 0;
            for (int y = (int) c.getY() - r; y <= c.getY() + r; y++) {
                for (int x = (int) c.getX() - r; x <= c.getX() + r; x++) {
                    if (withMap.getRGB(x, y) != withoutMap.getRGB(x, y)) {
                        differing++;
                    }
                }
            }
            assertThat(differing).as("%s: pixels of the map's mark showing through the ghost stone", name).isZero();
        }
    }
}
