package org.inarow.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The mutable grid of stones, made for speed: cells are indexed {@code row * width + col},
 * placing and removing are O(1), and whether a move won looks only along the four lines through
 * it. It keeps no history and checks no turn order; {@link Game} does that.
 */
public final class Board {
    public static final byte EMPTY = 0;

    private final Rules rules;
    private final int width;
    private final int height;
    private final byte[] cells;
    private int stoneCount;

    public Board(Rules rules) {
        this.rules = rules;
        this.width = rules.width();
        this.height = rules.height();
        this.cells = new byte[width * height];
    }

    private Board(Board other) {
        this.rules = other.rules;
        this.width = other.width;
        this.height = other.height;
        this.cells = other.cells.clone();
        this.stoneCount = other.stoneCount;
    }

    public Board copy() {
        return new Board(this);
    }

    public Rules rules() {
        return rules;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int cellCount() {
        return cells.length;
    }

    public int stoneCount() {
        return stoneCount;
    }

    public boolean isFull() {
        return stoneCount == cells.length;
    }

    public int index(Point p) {
        return p.row() * width + p.col();
    }

    public int index(int col, int row) {
        return row * width + col;
    }

    public Point point(int index) {
        return new Point(index % width, index / width);
    }

    public boolean contains(Point p) {
        return rules.contains(p);
    }

    public boolean isEmpty(int index) {
        return cells[index] == EMPTY;
    }

    /** The stone code at a cell: {@link #EMPTY}, or {@link #code(Side)} of the side there. */
    public byte cell(int index) {
        return cells[index];
    }

    /** The side whose stone is at the cell, or null for an empty cell. */
    public Side sideAt(int index) {
        byte c = cells[index];
        return c == EMPTY ? null : c == 1 ? Side.FIRST : Side.SECOND;
    }

    public Optional<Side> at(Point p) {
        return Optional.ofNullable(sideAt(index(p)));
    }

    public static byte code(Side side) {
        return side == Side.FIRST ? (byte) 1 : (byte) 2;
    }

    /** Puts a stone on an empty cell. The caller guarantees the cell is on the board and empty. */
    public void place(int index, Side side) {
        assert cells[index] == EMPTY : "occupied " + point(index);
        cells[index] = code(side);
        stoneCount++;
    }

    public void place(Point p, Side side) {
        place(index(p), side);
    }

    /** Takes a stone off; the caller guarantees there is one. */
    public void remove(int index) {
        assert cells[index] != EMPTY : "empty " + point(index);
        cells[index] = EMPTY;
        stoneCount--;
    }

    /** How many stones of the colour at {@code index} run unbroken through it along {@code d}. */
    public int runLength(int index, Direction d) {
        byte c = cells[index];
        if (c == EMPTY) {
            return 0;
        }
        int col = index % width;
        int row = index / width;
        return 1 + count(col, row, d.dCol(), d.dRow(), c) + count(col, row, -d.dCol(), -d.dRow(), c);
    }

    private int count(int col, int row, int dCol, int dRow, byte c) {
        int n = 0;
        int x = col + dCol;
        int y = row + dRow;
        while (x >= 0 && x < width && y >= 0 && y < height && cells[y * width + x] == c) {
            n++;
            x += dCol;
            y += dRow;
        }
        return n;
    }

    /** Whether the stone at {@code index} stands in a winning run (checked along four lines only). */
    public boolean isWinAt(int index) {
        return winningDirection(index) != null;
    }

    /** The first direction (in {@link Direction} order) of a winning run through the cell, or null. */
    public Direction winningDirection(int index) {
        if (cells[index] == EMPTY) {
            return null;
        }
        for (Direction d : Direction.values()) {
            if (rules.isWinningRun(runLength(index, d), sideAt(index))) {
                return d;
            }
        }
        return null;
    }

    /** The cells of the winning run through {@code index}, in line order; empty if there is none. */
    public List<Point> winningLine(int index) {
        Direction d = winningDirection(index);
        if (d == null) {
            return List.of();
        }
        byte c = cells[index];
        int col = index % width;
        int row = index / width;
        int back = count(col, row, -d.dCol(), -d.dRow(), c);
        int length = runLength(index, d);
        List<Point> line = new ArrayList<>(length);
        int x = col - back * d.dCol();
        int y = row - back * d.dRow();
        for (int i = 0; i < length; i++) {
            line.add(new Point(x + i * d.dCol(), y + i * d.dRow()));
        }
        return List.copyOf(line);
    }
}
