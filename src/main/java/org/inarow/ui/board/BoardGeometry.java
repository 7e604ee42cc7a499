package org.inarow.ui.board;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.Optional;
import org.inarow.model.Point;

/**
 * Where the cells of a board lie in a component, both ways: cell to pixel and pixel to cell.
 * The cells form a square grid ({@code cellSize} pixels each, whole pixels so lines stay crisp),
 * centred in the component, with a frame of {@code border} cells around it for coordinates.
 * Row 0 is at the bottom, as in the notation. Pure: no component, no toolkit.
 *
 * @param left     x of the left edge of the cells
 * @param top      y of the top edge of the cells
 * @param cellSize the side of one cell in pixels
 * @param border   the frame around the cells, in cells
 */
public record BoardGeometry(int columns, int rows, double left, double top, double cellSize, double border) {

    public BoardGeometry {
        if (columns < 1 || rows < 1 || cellSize <= 0 || border < 0) {
            throw new IllegalArgumentException("a board needs cells of positive size");
        }
    }

    /**
     * The largest square layout of {@code columns × rows} cells plus the frame that fits in
     * {@code width × height} pixels less {@code padding} on every side, centred.
     */
    public static BoardGeometry fit(int columns, int rows, double border, int width, int height, double padding) {
        double availableWidth = width - 2 * padding;
        double availableHeight = height - 2 * padding;
        double cell = Math.min(availableWidth / (columns + 2 * border), availableHeight / (rows + 2 * border));
        cell = Math.max(1, Math.floor(cell));
        double left = Math.floor((width - columns * cell) / 2);
        double top = Math.floor((height - rows * cell) / 2);
        return new BoardGeometry(columns, rows, left, top, cell, border);
    }

    /** The centre of a cell (for gomoku: the intersection where its stone sits). */
    public Point2D centre(Point cell) {
        return new Point2D.Double(left + (cell.col() + 0.5) * cellSize, top + (rows - cell.row() - 0.5) * cellSize);
    }

    /** The square of a cell. */
    public Rectangle2D cellBounds(Point cell) {
        return new Rectangle2D.Double(left + cell.col() * cellSize, top + (rows - 1 - cell.row()) * cellSize,
                cellSize, cellSize);
    }

    /** The cell under a pixel, or empty when the pixel is off the cells (in the frame or outside). */
    public Optional<Point> cellAt(double x, double y) {
        double col = Math.floor((x - left) / cellSize);
        double rowFromTop = Math.floor((y - top) / cellSize);
        if (col < 0 || col >= columns || rowFromTop < 0 || rowFromTop >= rows) {
            return Optional.empty();
        }
        return Optional.of(new Point((int) col, rows - 1 - (int) rowFromTop));
    }

    /** The area of the cells. */
    public Rectangle2D cellsBounds() {
        return new Rectangle2D.Double(left, top, columns * cellSize, rows * cellSize);
    }

    /** The whole board: the cells and the frame around them. */
    public Rectangle2D boardBounds() {
        double frame = border * cellSize;
        return new Rectangle2D.Double(left - frame, top - frame, columns * cellSize + 2 * frame,
                rows * cellSize + 2 * frame);
    }
}
