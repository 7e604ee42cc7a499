package org.inarow.model;

/** The four lines through a cell; each also stands for its opposite. */
public enum Direction {
    HORIZONTAL(1, 0),
    VERTICAL(0, 1),
    DIAGONAL(1, 1),
    ANTI_DIAGONAL(1, -1);

    private final int dCol;
    private final int dRow;

    Direction(int dCol, int dRow) {
        this.dCol = dCol;
        this.dRow = dRow;
    }

    public int dCol() {
        return dCol;
    }

    public int dRow() {
        return dRow;
    }
}
