package org.inarow.model;

/**
 * A cell of the board: {@code col} from 0 at the left, {@code row} from 0 at the bottom, so that
 * {@code a1} is (0, 0) and {@code h8} is (7, 7). Whether it lies on a given board is the board's
 * question, not the point's.
 */
public record Point(int col, int row) {

    public static Point of(int col, int row) {
        return new Point(col, row);
    }

    public Point plus(int dCol, int dRow) {
        return new Point(col + dCol, row + dRow);
    }

    @Override
    public String toString() {
        return Notation.format(this);
    }
}
