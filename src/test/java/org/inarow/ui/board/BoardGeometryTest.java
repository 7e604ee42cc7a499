package org.inarow.ui.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.stream.Stream;
import org.inarow.model.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class BoardGeometryTest {

    /** Board sizes (tic-tac-toe, gomoku) × component sizes × screen scales (padding follows the scale). */
    static Stream<Arguments> layouts() {
        Stream.Builder<Arguments> all = Stream.builder();
        for (int boardSize : new int[] {3, 15, 19, 20}) {
            for (int[] area : new int[][] {{640, 640}, {900, 500}, {333, 777}, {261, 260}, {1920, 1080}}) {
                for (double scale : new double[] {1.0, 1.25, 1.5, 2.0}) {
                    all.add(Arguments.of(boardSize, area[0], area[1], scale));
                }
            }
        }
        return all.build();
    }

    private static BoardGeometry fit(int size, int width, int height, double scale) {
        double frame = size == 3 ? 0.12 : 0.75;
        return BoardGeometry.fit(size, size, frame, width, height, 8 * scale);
    }

    @ParameterizedTest(name = "{0}x{0} in {1}x{2} at scale {3}")
    @MethodSource("layouts")
    void everyCellCentreMapsBackToItsCell(int size, int width, int height, double scale) {
        BoardGeometry geo = fit(size, width, height, scale);
        for (int col = 0; col < size; col++) {
            for (int row = 0; row < size; row++) {
                Point cell = new Point(col, row);
                Point2D c = geo.centre(cell);
                assertThat(geo.cellAt(c.getX(), c.getY())).contains(cell);
                Rectangle2D r = geo.cellBounds(cell);
                assertThat(geo.cellAt(r.getX() + 0.01, r.getY() + 0.01)).as("top-left corner").contains(cell);
                assertThat(geo.cellAt(r.getMaxX() - 0.01, r.getMaxY() - 0.01)).as("bottom-right corner").contains(cell);
            }
        }
    }

    @ParameterizedTest(name = "{0}x{0} in {1}x{2} at scale {3}")
    @MethodSource("layouts")
    void offTheCellsThereIsNoCell(int size, int width, int height, double scale) {
        BoardGeometry geo = fit(size, width, height, scale);
        Rectangle2D cells = geo.cellsBounds();
        double eps = 0.01;
        assertThat(geo.cellAt(cells.getX() - eps, cells.getCenterY())).isEmpty();
        assertThat(geo.cellAt(cells.getMaxX() + eps, cells.getCenterY())).isEmpty();
        assertThat(geo.cellAt(cells.getCenterX(), cells.getY() - eps)).isEmpty();
        assertThat(geo.cellAt(cells.getCenterX(), cells.getMaxY() + eps)).isEmpty();
        assertThat(geo.cellAt(-5, -5)).isEmpty();
        assertThat(geo.cellAt(width + 100, height + 100)).isEmpty();
    }

    @ParameterizedTest(name = "{0}x{0} in {1}x{2} at scale {3}")
    @MethodSource("layouts")
    void theBoardIsSquareCentredAndFitsInsideThePadding(int size, int width, int height, double scale) {
        BoardGeometry geo = fit(size, width, height, scale);
        Rectangle2D board = geo.boardBounds();
        assertThat(board.getWidth()).isEqualTo(board.getHeight());
        assertThat(board.getX() - 0).isCloseTo(width - board.getMaxX(), within(1.001));
        assertThat(board.getY() - 0).isCloseTo(height - board.getMaxY(), within(1.001));
        assertThat(board.getX()).isGreaterThanOrEqualTo(8 * scale - 1);
        assertThat(board.getY()).isGreaterThanOrEqualTo(8 * scale - 1);
        assertThat(geo.cellSize()).as("whole pixels keep lines crisp").isEqualTo(Math.floor(geo.cellSize()));
        // the board uses the room it has: one more pixel per cell would not fit
        double shorter = Math.min(width, height) - 2 * 8 * scale;
        assertThat((geo.cellSize() + 1) * (size + 2 * geo.border())).isGreaterThan(shorter);
    }

    @Test
    void rowOneIsAtTheBottomAndColumnAAtTheLeft() {
        BoardGeometry geo = BoardGeometry.fit(15, 15, 0.75, 700, 700, 8);
        Point2D a1 = geo.centre(new Point(0, 0));
        Point2D o15 = geo.centre(new Point(14, 14));
        assertThat(a1.getX()).isLessThan(o15.getX());
        assertThat(a1.getY()).isGreaterThan(o15.getY());
        Rectangle2D cells = geo.cellsBounds();
        assertThat(geo.cellAt(cells.getX() + 1, cells.getMaxY() - 1)).contains(new Point(0, 0));
        assertThat(geo.cellAt(cells.getMaxX() - 1, cells.getY() + 1)).contains(new Point(14, 14));
    }

    @Test
    void aTinyAreaStillGivesAUsableLayout() {
        BoardGeometry geo = BoardGeometry.fit(19, 19, 0.75, 10, 10, 8);
        assertThat(geo.cellSize()).isEqualTo(1);
        assertThat(geo.cellAt(geo.centre(new Point(3, 4)).getX(), geo.centre(new Point(3, 4)).getY()))
                .contains(new Point(3, 4));
    }
}
