package org.inarow.model;

import java.util.HashMap;
import java.util.Map;

/**
 * A renju board drawn in text, for forbidden-point tests: rows of 15 cells from a given row number
 * downwards ({@code X} black, {@code O} white, {@code .} empty); any other letter marks an empty
 * point to ask about (the first row given is {@code topRow}, column a first).
 */
final class RenjuDiagram {
    private final Board board = new Board(Rules.renju());
    private final Map<Character, Point> marks = new HashMap<>();

    private RenjuDiagram(int topRow, String... rows) {
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r].replace(" ", "");
            if (row.length() != 15) {
                throw new IllegalArgumentException("row " + (topRow - r) + " has " + row.length() + " cells: " + row);
            }
            for (int c = 0; c < 15; c++) {
                Point p = new Point(c, topRow - 1 - r);
                char cell = row.charAt(c);
                switch (cell) {
                    case 'X' -> board.place(p, Side.FIRST);
                    case 'O' -> board.place(p, Side.SECOND);
                    case '.' -> { }
                    default -> marks.put(cell, p);
                }
            }
        }
    }

    private RenjuDiagram(RenjuDiagram other, Point black) {
        board.place(black, Side.FIRST);
        for (int i = 0; i < other.board.cellCount(); i++) {
            if (!other.board.isEmpty(i)) {
                board.place(i, other.board.sideAt(i));
            }
        }
        marks.putAll(other.marks);
    }

    /** The same diagram with a black stone on the marked point. */
    RenjuDiagram withBlack(char mark) {
        return new RenjuDiagram(this, mark(mark));
    }

    static RenjuDiagram of(int topRow, String... rows) {
        return new RenjuDiagram(topRow, rows);
    }

    Board board() {
        return board;
    }

    Point mark(char c) {
        Point p = marks.get(c);
        if (p == null) {
            throw new IllegalArgumentException("no mark " + c);
        }
        return p;
    }

    /** The fast detector's answer for the marked point (null: Black may play it). */
    Foul foul(char c) {
        return FoulDetector.foulAt(board, mark(c));
    }

    /** The reference's answer, which every diagram test also asks. */
    Foul referenceFoul(char c) {
        Point p = mark(c);
        return new ReferenceFouls(board).foul(p.col(), p.row());
    }
}
