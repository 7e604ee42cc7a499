package org.inarow.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import javax.swing.UIManager;
import org.inarow.ai.Outcome;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The painter, checked on the pixels of painted images, in both themes; no display needed. */
class BoardPainterTest {
    private static final int SIZE = 600;
    private static final Color PANEL = new Color(0x808080);
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Rules TIC_TAC_TOE = Rules.ticTacToe();

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

    private static Point p(String name, Rules rules) {
        return Notation.parsePoint(name, rules);
    }

    private static Color at(BufferedImage image, Point2D point) {
        return new Color(image.getRGB((int) point.getX(), (int) point.getY()), true);
    }

    private static Point2D centre(Rules rules, String cell) {
        return BoardPainter.layout(rules, SIZE, SIZE).centre(p(cell, rules));
    }

    private static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed();
        int dg = a.getGreen() - b.getGreen();
        int db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    private static double luminance(Color c) {
        return 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
    }

    @Test
    void theThemesGiveTheBoardDifferentColours() {
        BoardColors light = colors(Theme.LIGHT);
        BoardColors dark = colors(Theme.DARK);
        assertThat(light.wood()).isNotEqualTo(dark.wood());
        assertThat(light.cellBackground()).isNotEqualTo(dark.cellBackground());
        assertThat(luminance(light.cellBackground())).isGreaterThan(luminance(dark.cellBackground()));
        assertThat(UIManager.getColor("InARow.board.wood")).as("read from the theme's properties").isEqualTo(dark.wood());
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void gomokuStonesHaveTheirColoursAtTheirCentresAndTheLastMoveIsMarked(Theme theme) {
        BoardColors colors = colors(theme);
        Position position = Position.parse(GOMOKU, "h8 h9 i8");
        BufferedImage image = paint(colors, BoardView.of(position));

        Color black = at(image, centre(GOMOKU, "h8"));
        Color white = at(image, centre(GOMOKU, "h9"));
        assertThat(luminance(black)).as("black stone at h8").isLessThan(80);
        assertThat(luminance(white)).as("white stone at h9").isGreaterThan(185);
        assertThat(distance(at(image, centre(GOMOKU, "i8")), colors.lastMove())).as("last-move mark on i8").isLessThan(30);
        assertThat(distance(at(image, centre(GOMOKU, "h8")), colors.lastMove())).as("no mark on h8").isGreaterThan(100);

        // an empty point between the lines shows the wood; a star point the grid colour
        BoardGeometry geo = BoardPainter.layout(GOMOKU, SIZE, SIZE);
        Point2D c = geo.centre(p("c3", GOMOKU));
        Color wood = at(image, new Point2D.Double(c.getX() + geo.cellSize() / 2, c.getY() - geo.cellSize() / 2));
        assertThat(distance(wood, colors.wood())).isLessThan(40);
        assertThat(distance(at(image, centre(GOMOKU, "d4")), colors.grid())).as("star point d4").isLessThan(40);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void aWonGomokuGameHasALineAcrossTheFive(Theme theme) {
        BoardColors colors = colors(theme);
        // black: d4 e5 f6 g7 h8 on a diagonal
        Position won = Position.parse(GOMOKU, "d4 d5 e5 e6 f6 f7 g7 g8 h8");
        assertThat(won.result().winningLine()).hasSize(5);
        BufferedImage image = paint(colors, BoardView.of(won));
        for (String[] pair : new String[][] {{"d4", "e5"}, {"f6", "g7"}}) {
            Point2D a = centre(GOMOKU, pair[0]);
            Point2D b = centre(GOMOKU, pair[1]);
            Point2D mid = new Point2D.Double((a.getX() + b.getX()) / 2, (a.getY() + b.getY()) / 2);
            assertThat(distance(at(image, mid), colors.winLine())).as("win line between %s and %s", pair[0], pair[1])
                    .isLessThan(50);
        }
        // the same gap off the line is plain wood
        Point2D a = centre(GOMOKU, "j3");
        Point2D b = centre(GOMOKU, "k4");
        Point2D mid = new Point2D.Double((a.getX() + b.getX()) / 2, (a.getY() + b.getY()) / 2);
        assertThat(distance(at(image, mid), colors.winLine())).isGreaterThan(80);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void ticTacToeDrawsCrossesAndNoughts(Theme theme) {
        BoardColors colors = colors(theme);
        Position position = Position.parse(TIC_TAC_TOE, "b2 a1 c3");
        BufferedImage image = paint(colors, BoardView.of(position));
        BoardGeometry geo = BoardPainter.layout(TIC_TAC_TOE, SIZE, SIZE);

        assertThat(distance(at(image, centre(TIC_TAC_TOE, "b2")), colors.cross())).as("X crosses at b2").isLessThan(30);
        Point2D o = centre(TIC_TAC_TOE, "a1");
        assertThat(distance(at(image, o), colors.cellBackground())).as("O is hollow").isLessThan(30);
        Point2D ring = new Point2D.Double(o.getX() + geo.cellSize() * 0.26, o.getY());
        assertThat(distance(at(image, ring), colors.nought())).as("O's ring").isLessThan(30);
        assertThat(distance(at(image, centre(TIC_TAC_TOE, "a3")), colors.cellBackground())).as("a3 empty").isLessThan(30);

        // the last move's cell (c3) is highlighted: a corner of it differs from the same corner of b2
        Rectangle2D last = geo.cellBounds(p("c3", TIC_TAC_TOE));
        Rectangle2D other = geo.cellBounds(p("b2", TIC_TAC_TOE));
        double in = geo.cellSize() * 0.12;
        Color lastCorner = at(image, new Point2D.Double(last.getX() + in, last.getY() + in));
        Color otherCorner = at(image, new Point2D.Double(other.getX() + in, other.getY() + in));
        assertThat(distance(otherCorner, colors.cellBackground())).isLessThan(10);
        assertThat(distance(lastCorner, otherCorner)).as("last-move highlight").isGreaterThan(8);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void aWonTicTacToeGameHasALineAcrossTheThree(Theme theme) {
        BoardColors colors = colors(theme);
        Position won = Position.parse(TIC_TAC_TOE, "a1 a2 b1 b2 c1");
        BufferedImage image = paint(colors, BoardView.of(won));
        BoardGeometry geo = BoardPainter.layout(TIC_TAC_TOE, SIZE, SIZE);
        Point2D a = centre(TIC_TAC_TOE, "a1");
        Point2D b = centre(TIC_TAC_TOE, "b1");
        Point2D between = new Point2D.Double((a.getX() + b.getX()) / 2, a.getY());
        assertThat(distance(at(image, between), colors.cellWinLine())).as("line over the grid between a1 and b1")
                .isLessThan(70);
        BufferedImage notWon = paint(colors, BoardView.of(Position.parse(TIC_TAC_TOE, "a1 a2 b1 b2")));
        assertThat(distance(at(notWon, between), colors.cellWinLine())).isGreaterThan(70);
        assertThat(geo.cellSize()).isGreaterThan(100);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void thePreviewShowsOnlyWhereTheViewSaysAMoveMayBeMade(Theme theme) {
        BoardColors colors = colors(theme);
        Position position = Position.parse(GOMOKU, "h8");
        Point hover = p("j10", GOMOKU);
        Point2D c = centre(GOMOKU, "j10");
        Color plain = at(paint(colors, BoardView.of(position)), c);
        Color previewed = at(paint(colors, BoardView.of(position).withAcceptingMoves(true).withHover(hover)), c);
        Color refused = at(paint(colors, BoardView.of(position).withAcceptingMoves(false).withHover(hover)), c);
        Color onStone = at(paint(colors, BoardView.of(position).withAcceptingMoves(true).withHover(p("h8", GOMOKU))),
                centre(GOMOKU, "h8"));
        assertThat(distance(previewed, plain)).as("a faint white stone (white to move)").isGreaterThan(20);
        assertThat(luminance(previewed)).isGreaterThan(luminance(plain));
        assertThat(refused).isEqualTo(plain);
        assertThat(distance(onStone, colors.lastMove())).as("no preview over a stone").isLessThan(30);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void cellsAreTintedByTheOutcomeOfPlayingThere(Theme theme) {
        BoardColors colors = colors(theme);
        Position position = Position.parse(TIC_TAC_TOE, "b2");
        BoardView view = BoardView.of(position).withCellOutcomes(Map.of(
                p("a1", TIC_TAC_TOE), Outcome.DRAW, p("b1", TIC_TAC_TOE), Outcome.FIRST_WINS));
        BufferedImage image = paint(colors, view);
        BufferedImage plain = paint(colors, BoardView.of(position));
        Point2D draw = centre(TIC_TAC_TOE, "a1");
        Point2D loss = centre(TIC_TAC_TOE, "b1");
        Point2D none = centre(TIC_TAC_TOE, "c1");
        // O is to move: a1 draws for O (yellow), b1 lets X win (red)
        assertThat(at(image, draw).getRed()).isGreaterThan(at(image, draw).getBlue() + 30);
        assertThat(at(image, loss).getRed()).isGreaterThan(at(image, loss).getGreen() + 30);
        assertThat(at(image, none)).isEqualTo(at(plain, none));
    }

    @Test
    void theHintIsMarked() {
        BoardColors colors = colors(Theme.LIGHT);
        Position position = Position.parse(GOMOKU, "h8");
        BoardGeometry geo = BoardPainter.layout(GOMOKU, SIZE, SIZE);
        Point2D c = centre(GOMOKU, "i9");
        Point2D onRing = new Point2D.Double(c.getX() + geo.cellSize() * 0.42, c.getY());
        BufferedImage hinted = paint(colors, BoardView.of(position).withHint(p("i9", GOMOKU)));
        assertThat(distance(at(hinted, onRing), colors.hint())).isLessThan(40);
        assertThat(distance(at(paint(colors, BoardView.of(position)), onRing), colors.hint())).isGreaterThan(80);
    }

    /** Whether some pixel in a small square around {@code at} is close to {@code color}. */
    private static boolean inkNear(BufferedImage image, Point2D at, int radius, Color color) {
        for (int dx = -radius; dx <= radius; dx++) {
            for (int dy = -radius; dy <= radius; dy++) {
                if (distance(new Color(image.getRGB((int) at.getX() + dx, (int) at.getY() + dy)), color) < 60) {
                    return true;
                }
            }
        }
        return false;
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void ticTacToeHasCoordinatesAlongTwoEdgesInsideASquareBoard(Theme theme) {
        BoardColors colors = colors(theme);
        BoardGeometry geo = BoardPainter.layout(TIC_TAC_TOE, SIZE, SIZE);
        Rectangle2D board = geo.boardBounds();
        Rectangle2D cells = geo.cellsBounds();
        assertThat(board.getWidth()).isEqualTo(board.getHeight());
        assertThat(cells.getX() - board.getX()).as("a band for the labels").isGreaterThan(geo.cellSize() * 0.2);
        BufferedImage image = paint(colors, BoardView.of(Position.parse(TIC_TAC_TOE, "")));
        double band = (cells.getX() - board.getX()) / 2;
        int radius = (int) (geo.cellSize() * 0.05);
        for (String cell : new String[] {"a1", "b1", "c1"}) { // the letters under the bottom row
            Point2D under = new Point2D.Double(centre(TIC_TAC_TOE, cell).getX(), cells.getMaxY() + band);
            assertThat(inkNear(image, under, radius, colors.cellLabel())).as("letter under %s", cell).isTrue();
        }
        for (String cell : new String[] {"a1", "a2", "a3"}) { // the numbers left of the first column
            Point2D left = new Point2D.Double(cells.getMinX() - band, centre(TIC_TAC_TOE, cell).getY());
            assertThat(inkNear(image, left, radius, colors.cellLabel())).as("number beside %s", cell).isTrue();
        }
        // nothing above the top row or right of the last column, and the cells stay clear
        Point2D above = new Point2D.Double(centre(TIC_TAC_TOE, "b3").getX(), cells.getMinY() - band);
        assertThat(inkNear(image, above, radius, colors.cellLabel())).isFalse();
        assertThat(distance(at(image, centre(TIC_TAC_TOE, "a1")), colors.cellBackground())).isLessThan(10);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void aPainterWithoutTextPaintsTheSameBoardLessItsCoordinates(Theme theme) {
        BoardColors colors = colors(theme);
        for (Rules rules : new Rules[] {GOMOKU, TIC_TAC_TOE}) {
            BoardView view = BoardView.of(Position.empty(rules));
            BufferedImage labelled = new BoardPainter(colors, new Font(Font.SANS_SERIF, Font.PLAIN, 12), length -> length)
                    .paintImage(view, SIZE, SIZE, PANEL);
            BufferedImage plain = BoardPainter.withoutText(colors, length -> length).paintImage(view, SIZE, SIZE, PANEL);
            Rectangle2D cells = BoardPainter.withoutText(colors, length -> length).geometry(rules, SIZE, SIZE).cellsBounds();
            int differ = 0;
            for (int y = 0; y < SIZE; y++) {
                for (int x = 0; x < SIZE; x++) {
                    if (labelled.getRGB(x, y) != plain.getRGB(x, y)) {
                        differ++;
                        assertThat(cells.contains(x + 0.5, y + 0.5)).as("%s: a difference at %d,%d inside the cells", rules, x, y)
                                .isFalse();
                    }
                }
            }
            assertThat(differ).as("%s: the coordinates' pixels", rules).isGreaterThan(100);
        }
    }
}
